/**
 * `/jtbd` (onboarding.jtbd, full-screen, signed in): the jobs-to-be-done form of
 * manifests/forms/jtbd.yaml. The user ticks the jobs that describe their work; the answer opens
 * with what was saved before, is saved as a user attribute (the form's `storage`: the server
 * checks and stores every field the manifest declares, rules/forms/storedAnswers.ts) and then
 * orders the getting-started steps. Afterwards the user goes on as after the onboarding
 * questionnaire: `next` when safe, else the first site's setup or overview page.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import i18n from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import {
  getAppStateQueryOptions,
  listUserOrganizationsQueryOptions,
} from '../../../generated/api/client';
import { validateJtbdForm } from '../../../generated/validators/forms.js';
import type { JobToBeDone } from '../../rules/guides/types';
import { showToast } from '../core/toasts/toasts';
import { PageLoading } from '../core/router/PageLoading';
import { ManifestForm } from '../forms/ManifestForm';
import { useFormDefinition } from '../forms/useFormDefinition';
import { useSaveStoredAnswers } from '../forms/useSaveStoredAnswers';
import { useSignedIn } from '../signedIn/context';
import { SignupHeader } from './SignupChrome';
import { afterOnboardingPath } from './rules/afterOnboardingPath';
import { savedJobsToBeDone } from './rules/jobsToBeDone';

/** The jobs picked, and whatever the manifest adds. */
type Answers = { jobsToBeDone: JobToBeDone[] } & Record<string, unknown>;

export default function JtbdPage() {
  const { session } = useSignedIn();
  const userId = session.user.id;
  const appState = useQuery(getAppStateQueryOptions({ userId }));
  // The bootstrap may seed a partial list (updatedAt 0): the form starts from the whole one.
  if (!appState.data || appState.dataUpdatedAt === 0) {
    return appState.isError ? <JtbdForm userId={userId} initial={[]} /> : <PageLoading />;
  }
  const saved = savedJobsToBeDone(appState.data.app_state_settings);
  return <JtbdForm userId={userId} initial={saved} />;
}

function JtbdForm({ userId, initial }: { userId: number; initial: JobToBeDone[] }) {
  const { t } = useTranslation(['forms', 'common']);
  const form = useFormDefinition('jtbd');
  const [search] = useSearchParams();
  const next = search.get('next');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [answers, setAnswers] = useState<Partial<Answers>>(
    initial.length ? { jobsToBeDone: initial } : {},
  );

  const { save, fieldErrors, clearFieldErrors } = useSaveStoredAnswers<Answers>({
    userId,
    form,
    onSaved: async () => {
      const organizations = await queryClient.fetchQuery(
        listUserOrganizationsQueryOptions({ userId }),
      );
      await navigate(afterOnboardingPath(organizations, next), { replace: true });
    },
    onFailure: () => showToast({ tone: 'danger', text: i18n.t('common:errors.default') }),
  });

  return (
    <div className="signup-page onboarding-page">
      <SignupHeader />
      <section className="signup-card" aria-labelledby="jtbd-title">
        <h1 id="jtbd-title">{t(form.title)}</h1>
        <p className="signup-description">{t('forms:jtbd.intro')}</p>
        <ManifestForm<Answers>
          form={form}
          validate={validateJtbdForm}
          formData={answers}
          onChange={(data) => {
            setAnswers(data);
            clearFieldErrors();
          }}
          onSubmit={(data) => save.mutate(data)}
          fieldErrors={fieldErrors}
          busy={save.isPending}
          idPrefix="jtbd"
        />
      </section>
    </div>
  );
}
