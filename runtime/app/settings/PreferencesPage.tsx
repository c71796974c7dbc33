/**
 * `/settings/preferences` (product.md#screens-and-routes "preferences (account admins only)", product.md#roles-and-permissions "Account
 * admins see Preferences" — the route's accountAdmin gate): the account's name and language
 * (the language the account's emails and new members start with; product.md#constants-and-limits language sets — the same
 * choice the language selector offers). Saved through PUT /api/v1/accounts/{id}/preferences,
 * which checks the admin again on the server.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  apiKeys,
  getAccountPreferencesQueryOptions,
  updateAccountPreferencesMutationOptions,
} from '../../../generated/api/client';
import type { AccountPreferences } from '../../../generated/types';
import { offeredLanguages } from '../../rules/languages/offeredLanguages';
import { PageLoading } from '../core/router/PageLoading';
import { useSignedIn } from '../signedIn/context';
import { apiFailure } from './apiFailure';
import { MAX_NAME_LENGTH } from './NameForm';
import './settings.css';
import { LoadFailed } from '../core/errors/LoadFailed';
import { SaveButton, FormError, SavedStatus } from './SaveFeedback';

export default function PreferencesPage() {
  const { t } = useTranslation(['settings']);
  const { session } = useSignedIn();
  const accountId = session.account.id;
  const preferences = useQuery(getAccountPreferencesQueryOptions({ accountId }));
  if (preferences.isError) {
    return (
      <section className="settings-page">
        <h1>{t('settings:preferences.heading')}</h1>
        <LoadFailed
          message={t('settings:errors.load')}
          onRetry={() => void preferences.refetch()}
        />
      </section>
    );
  }
  if (!preferences.data) return <PageLoading />;
  return <PreferencesForm accountId={accountId} initial={preferences.data} />;
}

function PreferencesForm({
  accountId,
  initial,
}: {
  accountId: number;
  initial: AccountPreferences;
}) {
  const { t } = useTranslation(['settings', 'app']);
  const { settings, bundles, gateContext } = useSignedIn();
  const queryClient = useQueryClient();
  const [name, setName] = useState(initial.name);
  const [locale, setLocale] = useState(initial.locale);
  const [error, setError] = useState<{ field?: string; text: string }>();
  const nameError = useId();
  const save = useMutation({
    ...updateAccountPreferencesMutationOptions(),
    onSuccess: (stored) => {
      queryClient.setQueryData(apiKeys.getAccountPreferences({ accountId }), stored);
      void queryClient.invalidateQueries({ queryKey: apiKeys.getAccountLocale({ accountId }) });
    },
    onError: (failure) => {
      const { field, reason } = apiFailure(failure);
      setError({ field, text: t(`settings:errors.${reason}`) });
    },
  });
  const offered = settings
    ? offeredLanguages(
        bundles.languages,
        gateContext,
        bundles.access,
        settings.developmentLanguages,
      )
    : [];
  const languages = offered.includes(locale) ? offered : [locale, ...offered];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.reset();
    if (!name.trim()) return setError({ field: 'name', text: t('settings:errors.name-blank') });
    setError(undefined);
    save.mutate({ accountId, body: { name: name.trim(), locale } });
  };
  const nameInvalid = error?.field === 'name';
  return (
    <section className="settings-page">
      <h1>{t('settings:preferences.heading')}</h1>
      <p>{t('settings:preferences.intro')}</p>
      <form method="post" className="settings-form settings-section" onSubmit={submit} noValidate>
        <label className="settings-field">
          <span>{t('settings:preferences.name')}</span>
          <input
            type="text"
            name="name"
            value={name}
            maxLength={MAX_NAME_LENGTH}
            aria-invalid={nameInvalid || undefined}
            aria-describedby={nameInvalid ? nameError : undefined}
            onChange={(e) => setName(e.target.value)}
          />
        </label>
        {nameInvalid ? (
          <p id={nameError} className="form-error" role="alert">
            {error.text}
          </p>
        ) : null}
        <label className="settings-field">
          <span>{t('settings:preferences.language')}</span>
          <select name="locale" value={locale} onChange={(e) => setLocale(e.target.value)}>
            {languages.map((code) => (
              <option key={code} value={code}>
                {t(`app:languages.${code}`, { defaultValue: code })}
              </option>
            ))}
          </select>
        </label>
        <p className="form-hint">{t('settings:preferences.language-hint')}</p>
        <FormError text={error && !nameInvalid ? error.text : null} />
        <div className="settings-actions">
          <SaveButton busy={save.isPending} />
          <SavedStatus shown={save.isSuccess} />
        </div>
      </form>
    </section>
  );
}
