/**
 * `/settings/sso` ("single sign-on settings with the SAML form and its role options";
 * product.md#screens-and-routes /settings/sso, product.md#records-and-their-fields "SAML form role options: … other (other has no description)", product.md#roles-and-permissions
 * cross-sell and standalone hide SSO — the route's full-account gate): the account's OpenID
 * Connect identity provider for enterprise sign-in (/login/sso). The form is
 * manifests/forms/sso-settings.yaml with its precompiled validator; every role option shows its
 * description (the form's ui:enumDescriptions, forms/translateUiSchema.ts), `other` none.
 * Account admins save it (PUT /api/v1/accounts/{id}/sso-settings, 403 for anyone else); other
 * members see what is stored. The client secret is never sent back: the page says whether one
 * is stored, and an empty field keeps it.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  apiKeys,
  getSsoSettingsQueryOptions,
  updateSsoSettingsMutationOptions,
} from '../../../generated/api/client';
import type { SsoSettings, StoredSsoSettings } from '../../../generated/types';
import { validateSsoSettingsForm } from '../../../generated/validators/forms.js';
import { ManifestForm } from '../forms/ManifestForm';
import { useFormDefinition } from '../forms/useFormDefinition';
import { PageLoading } from '../core/router/PageLoading';
import { useSignedIn } from '../signedIn/context';
import { apiFailure } from './apiFailure';
import './settings.css';
import { LoadFailed } from '../core/errors/LoadFailed';
import { FormError, SavedStatus } from './SaveFeedback';

export default function SsoSettingsPage() {
  const { t } = useTranslation(['settings']);
  const { session } = useSignedIn();
  const accountId = session.account.id;
  const stored = useQuery(getSsoSettingsQueryOptions({ accountId }));
  if (stored.isError) {
    return (
      <section className="settings-page">
        <h1>{t('settings:sso.heading')}</h1>
        <LoadFailed message={t('settings:errors.load')} onRetry={() => void stored.refetch()} />
      </section>
    );
  }
  if (!stored.data) return <PageLoading />;
  return <SsoForm accountId={accountId} stored={stored.data} />;
}

function SsoForm({ accountId, stored }: { accountId: number; stored: StoredSsoSettings }) {
  const { t, i18n } = useTranslation(['settings', 'forms']);
  const { gateContext } = useSignedIn();
  const admin = gateContext.user?.isAccountAdmin === true;
  const form = useFormDefinition('sso-settings');
  const queryClient = useQueryClient();
  const [data, setData] = useState<Partial<SsoSettings>>(
    stored.settings ?? { enabled: false, enforceSso: false, defaultAccess: 'read' },
  );
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const save = useMutation({
    ...updateSsoSettingsMutationOptions(),
    onSuccess: (answer) => {
      queryClient.setQueryData(apiKeys.getSsoSettings({ accountId }), answer);
    },
    onError: (error) => {
      const failure = apiFailure(error);
      if (failure.field) setFieldErrors({ [failure.field]: t('settings:errors.invalid') });
    },
  });
  const when = stored.updatedAt
    ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
        stored.updatedAt * 1000,
      )
    : undefined;
  return (
    <section className="settings-page">
      <h1>{t('settings:sso.heading')}</h1>
      <p>{t('settings:sso.intro')}</p>
      <p className="settings-muted">
        {when ? t('settings:sso.saved-at', { when }) : t('settings:sso.not-configured')}
      </p>
      {stored.clientSecretSet ? (
        <p className="settings-muted">{t('settings:sso.secret-stored')}</p>
      ) : null}
      {admin ? null : (
        <p className="settings-muted" role="note">
          {t('settings:sso.admins-only')}
        </p>
      )}
      <div className="settings-section">
        <fieldset disabled={!admin} className="settings-fieldset">
          <legend className="visually-hidden">{t('forms:sso-settings.title')}</legend>
          <ManifestForm<SsoSettings>
            form={form}
            validate={validateSsoSettingsForm}
            formData={data}
            onChange={(next) => {
              setData(next);
              setFieldErrors({});
              save.reset();
            }}
            onSubmit={(settings) => save.mutate({ accountId, body: settings })}
            fieldErrors={fieldErrors}
            busy={save.isPending || !admin}
            idPrefix="sso-settings"
          />
        </fieldset>
        <SavedStatus shown={save.isSuccess} />
        <FormError
          text={
            save.isError && !apiFailure(save.error).field
              ? t(`settings:errors.${apiFailure(save.error).reason}`)
              : null
          }
        />
      </div>
    </section>
  );
}
