/**
 * `/settings/user-attributes` (product.md#records-and-their-fields "User profile: goal,
 * expertise, jobsToBeDone", product.md#calls app-state "user attributes for onboarding intent and jtbd"): the
 * attributes the product collects about the user — the onboarding questionnaire's answers —
 * shown and edited with the same manifest form (manifests/forms/onboarding.yaml, precompiled
 * validator). They are stored as the questionnaire stores them (app-state namespace
 * user_attributes, unscoped: rules/onboardingAnswers.ts) and read as the guide engine reads them
 * (signedIn/guides/state/userProfile.ts), so the getting-started order follows (product.md#states-and-transitions).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiKeys, getAppStateQueryOptions, saveAppState } from '../../../generated/api/client';
import type { UserProfile } from '../../../generated/types';
import { validateOnboardingForm } from '../../../generated/validators/forms.js';
import { ManifestForm } from '../forms/ManifestForm';
import { useFormDefinition } from '../forms/useFormDefinition';
import { PageLoading } from '../core/router/PageLoading';
import { useSignedIn } from '../signedIn/context';
import { userProfileOf } from '../signedIn/guides/state/userProfile';
import { onboardingAnswers } from '../signup/rules/onboardingAnswers';
import './settings.css';
import { LoadFailed } from '../core/errors/LoadFailed';
import { FormError, SavedStatus } from './SaveFeedback';

type Answers = UserProfile;

export default function UserAttributesPage() {
  const { t } = useTranslation(['settings', 'forms']);
  const { session } = useSignedIn();
  const userId = session.user.id;
  const appState = useQuery(getAppStateQueryOptions({ userId }));
  if (appState.isError) {
    return (
      <section className="settings-page">
        <h1>{t('settings:user-attributes.heading')}</h1>
        <LoadFailed message={t('settings:errors.load')} onRetry={() => void appState.refetch()} />
      </section>
    );
  }
  // The page's first answer may be the bootstrap's partial list (seeded stale, updatedAt 0,
  // core/bundles/seed.ts): the form starts from the whole list.
  if (!appState.data || appState.dataUpdatedAt === 0) return <PageLoading />;
  const stored = userProfileOf(appState.data.app_state_settings, undefined);
  const initial: Partial<Answers> = {
    ...(stored?.goal ? { goal: stored.goal } : {}),
    ...(stored?.expertise ? { expertise: stored.expertise } : {}),
    ...(stored?.jobsToBeDone?.[0] ? { jobsToBeDone: stored.jobsToBeDone[0] } : {}),
  };
  return <AttributesForm userId={userId} initial={initial} />;
}

function AttributesForm({ userId, initial }: { userId: number; initial: Partial<Answers> }) {
  const { t } = useTranslation(['settings', 'forms']);
  const questionnaire = useFormDefinition('onboarding');
  // The questionnaire's "continue" becomes "save" here; everything else is the same form.
  const form = useMemo(
    () => ({
      ...questionnaire,
      uiSchema: {
        ...questionnaire.uiSchema,
        'ui:submitButtonOptions': { submitText: 'settings:common.save' },
      },
    }),
    [questionnaire],
  );
  const queryClient = useQueryClient();
  const [answers, setAnswers] = useState<Partial<Answers>>(initial);
  const save = useMutation({
    mutationFn: async (profile: Answers) => {
      await Promise.all(onboardingAnswers(profile).map((body) => saveAppState({ userId, body })));
      await queryClient.invalidateQueries({ queryKey: apiKeys.getAppState({ userId }) });
    },
  });
  return (
    <section className="settings-page">
      <h1>{t('settings:user-attributes.heading')}</h1>
      <p>{t('settings:user-attributes.intro')}</p>
      <div className="settings-section">
        <ManifestForm<Answers>
          form={form}
          validate={validateOnboardingForm}
          formData={answers}
          onChange={(data) => {
            setAnswers(data);
            save.reset();
          }}
          onSubmit={(profile) => save.mutate(profile)}
          busy={save.isPending}
          idPrefix="user-attributes"
        />
        <SavedStatus shown={save.isSuccess} />
        <FormError text={save.isError ? t('settings:errors.default') : null} />
      </div>
    </section>
  );
}
