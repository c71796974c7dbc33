/**
 * `/onboarding` (onboarding.questionnaire, full-screen, signed in "Onboarding
 * questionnaire", product.md#records-and-their-fields "User profile"): the onboarding form of
 * manifests/forms/onboarding.yaml — goal, expertise, jobs to be done, and any question the
 * manifest adds. The server checks the answers against the form and stores each as a user
 * attribute (product.md#calls "user attributes for onboarding intent and jtbd"); "Skip" saves
 * goal skipped and expertise skip. Then `next` when it is a safe path,
 * else the first site's setup page (tracking code not installed) or overview
 * (rules/afterOnboardingPath.ts). Signed-out visitors are sent to /login by the signed-in
 * scope, as for every non-public route.
 */
import { useQueryClient } from '@tanstack/react-query';
import i18n from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { listUserOrganizationsQueryOptions } from '../../../generated/api/client';
import type { UserProfile } from '../../../generated/types';
import { validateOnboardingForm } from '../../../generated/validators/forms.js';
import { ManifestForm } from '../forms/ManifestForm';
import { useFormDefinition } from '../forms/useFormDefinition';
import { useSaveStoredAnswers } from '../forms/useSaveStoredAnswers';
import { afterOnboardingPath } from './rules/afterOnboardingPath';
import { SKIPPED_PROFILE } from './rules/onboardingAnswers';
import { useSignedIn } from '../signedIn/context';
import { SignupHeader } from './SignupChrome';
import { showToast } from '../core/toasts/toasts';

/** The declared fields, and whatever the manifest adds. */
type Answers = UserProfile & Record<string, unknown>;

export default function OnboardingPage() {
  const { t } = useTranslation(['forms', 'common']);
  const { session } = useSignedIn();
  const userId = session.user.id;
  const form = useFormDefinition('onboarding');
  const [search] = useSearchParams();
  const next = search.get('next');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [answers, setAnswers] = useState<Partial<Answers>>({});

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
      <section className="signup-card" aria-labelledby="onboarding-title">
        <h1 id="onboarding-title">{t(form.title)}</h1>
        <p className="signup-description">{t('forms:onboarding.intro')}</p>
        <ManifestForm<Answers>
          form={form}
          validate={validateOnboardingForm}
          formData={answers}
          onChange={(data) => {
            setAnswers(data);
            clearFieldErrors();
          }}
          onSubmit={(profile) => save.mutate(profile)}
          fieldErrors={fieldErrors}
          busy={save.isPending}
          idPrefix="onboarding"
          actions={
            <button
              type="button"
              className="button-link"
              disabled={save.isPending}
              onClick={() => save.mutate(SKIPPED_PROFILE)}
            >
              {t('forms:onboarding.skip')}
            </button>
          }
        />
      </section>
    </div>
  );
}
