/**
 * The page of a route declared with `shows: { form: <formId> }` (manifests/routes.yaml): the
 * route's title, then the form, opened with the answers saved before and saved the way every
 * form with `storage` is (useSaveStoredAnswers: a 400 about a field shows under it). Only such a
 * form can stand on a page of its own, since nothing else would save it; `lodestar validate`
 * refuses any other, and a form this build does not know opens the placeholder instead.
 */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getFormAnswersQueryOptions } from '../../../generated/api/client';
import type { Validator } from '../../../generated/validators/forms.js';
import { storedFormValidators } from '../../../generated/validators/storedForms.js';
import { validAnswers } from '../../rules/forms/storedAnswers';
import { LoadFailed } from '../core/errors/LoadFailed';
import PlaceholderPage from '../core/pages/PlaceholderPage';
import { PageLoading } from '../core/router/PageLoading';
import { useCurrentRoute } from '../core/router/routeHandle';
import { PageTitle } from '../emptyStates/EmptyStatePage';
import '../settings/settings.css';
import { useSignedIn } from '../signedIn/context';
import { StoredFormEditor } from './StoredFormEditor';
import { useFormDefinition } from './useFormDefinition';

type Answers = Record<string, unknown>;
type FormValidator = Validator<Answers>;

export default function FormRoutePage() {
  const route = useCurrentRoute();
  const formId = route?.shows && 'form' in route.shows ? route.shows.form : undefined;
  const validate = formId ? storedFormValidators[formId] : undefined;
  if (!formId || !validate) return <PlaceholderPage />;
  return <StoredFormPage formId={formId} validate={validate} />;
}

function StoredFormPage({ formId, validate }: { formId: string; validate: FormValidator }) {
  const { t } = useTranslation(['settings']);
  const userId = useSignedIn().session.user.id;
  const form = useFormDefinition(formId);
  const saved = useQuery(getFormAnswersQueryOptions({ userId, formId }));
  let body;
  if (saved.isError) {
    body = <LoadFailed message={t('settings:errors.load')} onRetry={() => void saved.refetch()} />;
  } else if (!saved.data) {
    body = <PageLoading />;
  } else {
    const initial = validAnswers(saved.data.answers, validate);
    body = (
      <StoredFormEditor
        userId={userId}
        form={form}
        validate={validate}
        initial={initial}
        idPrefix={`form-${form.id}`}
      />
    );
  }
  return (
    <section className="settings-page form-route-page">
      <PageTitle />
      {body}
    </section>
  );
}
