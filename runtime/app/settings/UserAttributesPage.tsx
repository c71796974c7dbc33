/**
 * `/settings/user-attributes` (product.md#records-and-their-fields "User profile: goal,
 * expertise, jobsToBeDone", product.md#calls app-state "user attributes for onboarding intent and jtbd"): the
 * attributes the product collects about the user — the onboarding questionnaire's answers —
 * shown and edited with the same manifest form (manifests/forms/onboarding.yaml, precompiled
 * validator). They are stored as the questionnaire stores them (every declared field a user
 * attribute, unscoped: rules/forms/storedAnswers.ts) and read as the guide engine reads them
 * (signedIn/guides/state/userProfile.ts), so the getting-started order follows (product.md#states-and-transitions).
 * A question the manifest adds shows here with its saved answer, with no code.
 */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getAppStateQueryOptions } from '../../../generated/api/client';
import type { AppStateSetting, UserProfile } from '../../../generated/types';
import { validateOnboardingForm } from '../../../generated/validators/forms.js';
import {
  answersFromAttributes,
  USER_ATTRIBUTES,
  validAnswers,
} from '../../rules/forms/storedAnswers';
import { StoredFormEditor } from '../forms/StoredFormEditor';
import { useFormDefinition } from '../forms/useFormDefinition';
import { PageLoading } from '../core/router/PageLoading';
import { useSignedIn } from '../signedIn/context';
import { valuesFor } from '../signedIn/guides/state/appStateValues';
import { userProfileOf } from '../signedIn/guides/state/userProfile';
import './settings.css';
import { LoadFailed } from '../core/errors/LoadFailed';

/** The declared fields, and whatever the manifest adds. */
type Answers = UserProfile & Record<string, unknown>;

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
  return <AttributesForm userId={userId} settings={appState.data.app_state_settings} />;
}

/**
 * The saved answers the form still accepts; the jobs the /jtbd page saved as a list show as
 * their first one, the questionnaire's single job.
 */
function savedAnswers(
  schema: Parameters<typeof answersFromAttributes>[0],
  settings: readonly AppStateSetting[],
): Partial<Answers> {
  const stored = answersFromAttributes(schema, valuesFor(settings, USER_ATTRIBUTES, undefined));
  const firstJob = userProfileOf(settings, undefined)?.jobsToBeDone?.[0];
  const answers = firstJob ? { ...stored, jobsToBeDone: firstJob } : stored;
  return validAnswers(answers, validateOnboardingForm);
}

function AttributesForm({
  userId,
  settings,
}: {
  userId: number;
  settings: readonly AppStateSetting[];
}) {
  const { t } = useTranslation(['settings', 'forms']);
  const questionnaire = useFormDefinition('onboarding');
  return (
    <section className="settings-page">
      <h1>{t('settings:user-attributes.heading')}</h1>
      <p>{t('settings:user-attributes.intro')}</p>
      <StoredFormEditor<Answers>
        userId={userId}
        form={questionnaire}
        validate={validateOnboardingForm}
        initial={savedAnswers(questionnaire.schema, settings)}
        idPrefix="user-attributes"
      />
    </section>
  );
}
