/**
 * The page of a route declared with `shows: { form: <formId> }` (manifests/routes.yaml): the
 * route's title, then the form, opened with the answers saved before and saved the way every
 * form with `storage` is (useSaveStoredAnswers: a 400 about a field shows under it). Only such a
 * form can stand on a page of its own, since nothing else would save it; `lodestar validate`
 * refuses any other, and a form this build does not know opens the placeholder instead.
 */
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
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
import { FormError, SavedStatus } from '../settings/SaveFeedback';
import '../settings/settings.css';
import { useSignedIn } from '../signedIn/context';
import type { FormDefinition } from './formsBundle';
import { ManifestForm } from './ManifestForm';
import { useFormDefinition } from './useFormDefinition';
import { useSaveStoredAnswers } from './useSaveStoredAnswers';
import { withSubmitText } from './withSubmitText';

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
    body = <StoredForm userId={userId} form={form} validate={validate} initial={initial} />;
  }
  return (
    <section className="settings-page form-route-page">
      <PageTitle />
      {body}
    </section>
  );
}

function StoredForm(props: {
  userId: number;
  form: FormDefinition;
  validate: FormValidator;
  initial: Partial<Answers>;
}) {
  const { userId, form, validate } = props;
  const { t } = useTranslation(['settings']);
  // The page saves, as every saving page does, whatever a flow that shares the form (the
  // onboarding's "Continue") calls its button.
  const shown = useMemo(() => withSubmitText(form, 'settings:common.save'), [form]);
  const [answers, setAnswers] = useState(props.initial);
  const { save, fieldErrors, clearFieldErrors } = useSaveStoredAnswers<Answers>({ userId, form });
  const failed = save.isError && Object.keys(fieldErrors).length === 0;
  return (
    <div className="settings-section">
      <ManifestForm<Answers>
        form={shown}
        validate={validate}
        formData={answers}
        onChange={(data) => {
          setAnswers(data);
          save.reset();
          clearFieldErrors();
        }}
        fieldErrors={fieldErrors}
        onSubmit={(data) => save.mutate(data)}
        busy={save.isPending}
        idPrefix={`form-${form.id}`}
      />
      <SavedStatus shown={save.isSuccess} />
      <FormError text={failed ? t('settings:errors.default') : null} />
    </div>
  );
}
