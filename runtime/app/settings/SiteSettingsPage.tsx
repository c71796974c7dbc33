/**
 * `/sites/{siteId}/settings` ("site settings including session capture on/off";
 * product.md#screens-and-routes — the recordings "disabled" empty state links here; product.md#records-and-their-fields Session settings; product.md#states-and-transitions capture off
 * is a disabled state): the site's name and address (product.md#validation URL rules, checked here and by the
 * server) and session capture. Write and admin access change them (product.md#roles-and-permissions); read access sees
 * them read-only. A change refreshes the site everywhere (the shell's capture state and the
 * recordings empty state read it).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  apiKeys,
  getSessionSettingsQueryOptions,
  updateSessionSettingsMutationOptions,
  updateSiteDetailsMutationOptions,
} from '../../../generated/api/client';
import type { Site } from '../../../generated/types';
import { isValidSiteUrl } from '../../rules/validation/siteUrl';
import { PageLoading } from '../core/router/PageLoading';
import { useSignedIn } from '../signedIn/context';
import { apiFailure } from './apiFailure';
import { MAX_NAME_LENGTH } from './NameForm';
import './settings.css';
import { LoadFailed } from '../core/errors/LoadFailed';
import { SaveButton, FormError, SavedStatus } from './SaveFeedback';

export default function SiteSettingsPage() {
  const { t } = useTranslation(['settings']);
  const { site, siteStatus } = useSignedIn();
  if (siteStatus === 'error' || siteStatus === 'unavailable') {
    return (
      <section className="settings-page">
        <h1>{t('settings:site.heading')}</h1>
        <p className="form-error" role="alert">
          {t('settings:errors.load')}
        </p>
      </section>
    );
  }
  if (!site) return <PageLoading />;
  const writer = site.organization.access !== 'read' && !site.demo;
  return (
    <section className="settings-page">
      <h1>{t('settings:site.heading-of', { name: site.name })}</h1>
      {writer ? null : <p className="settings-muted">{t('settings:site.read-only')}</p>}
      <SiteDetails key={site.id} site={site} writer={writer} />
      <SessionCapture siteId={site.id} writer={writer} />
    </section>
  );
}

function useRefreshSite() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['api', 'getSite'] }),
      queryClient.invalidateQueries({ queryKey: ['api', 'listUserOrganizations'] }),
    ]);
}

function SiteDetails({ site, writer }: { site: Site; writer: boolean }) {
  const { t } = useTranslation(['settings']);
  const refresh = useRefreshSite();
  const update = useMutation(updateSiteDetailsMutationOptions());
  const [name, setName] = useState(site.name);
  const [url, setUrl] = useState(site.url);
  const [errors, setErrors] = useState<{ name?: string; url?: string; form?: string }>({});
  const [saved, setSaved] = useState(false);
  const nameError = useId();
  const urlError = useId();
  const urlHint = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    const next = { name: name.trim(), url: url.trim() };
    const found: typeof errors = {};
    if (!next.name) found.name = t('settings:errors.name-blank');
    if (!isValidSiteUrl(next.url)) found.url = t('settings:site.url-invalid');
    setErrors(found);
    if (found.name || found.url) return;
    update.mutate(
      { siteId: site.id, body: next },
      {
        onSuccess: () => {
          setSaved(true);
          void refresh();
        },
        onError: (error) => {
          const failure = apiFailure(error);
          const text =
            failure.field === 'url'
              ? t('settings:site.url-invalid')
              : t(`settings:errors.${failure.reason}`);
          setErrors(
            failure.field === 'url' || failure.field === 'name'
              ? { [failure.field]: text }
              : { form: text },
          );
        },
      },
    );
  };

  return (
    <section className="settings-section" aria-labelledby="site-details-heading">
      <h2 id="site-details-heading">{t('settings:site.details')}</h2>
      <form
        method="post"
        className="settings-form"
        onSubmit={submit}
        noValidate
        data-testid="site-details"
      >
        <label className="settings-field">
          <span>{t('settings:site.name')}</span>
          <input
            type="text"
            name="name"
            value={name}
            maxLength={MAX_NAME_LENGTH}
            readOnly={!writer}
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={errors.name ? nameError : undefined}
            onChange={(e) => setName(e.target.value)}
          />
        </label>
        {errors.name ? (
          <p id={nameError} className="form-error" role="alert">
            {errors.name}
          </p>
        ) : null}
        <label className="settings-field">
          <span>{t('settings:site.url')}</span>
          <input
            type="text"
            name="url"
            inputMode="url"
            autoComplete="url"
            value={url}
            maxLength={2048}
            readOnly={!writer}
            aria-invalid={errors.url ? true : undefined}
            aria-describedby={errors.url ? `${urlError} ${urlHint}` : urlHint}
            onChange={(e) => setUrl(e.target.value)}
          />
        </label>
        <p id={urlHint} className="form-hint">
          {t('settings:site.url-hint')}
        </p>
        {errors.url ? (
          <p id={urlError} className="form-error" role="alert">
            {errors.url}
          </p>
        ) : null}
        <FormError text={errors.form} />
        {writer ? (
          <div className="settings-actions">
            <SaveButton busy={update.isPending} />
            <SavedStatus shown={saved} />
          </div>
        ) : null}
      </form>
    </section>
  );
}

function SessionCapture({ siteId, writer }: { siteId: number; writer: boolean }) {
  const { t } = useTranslation(['settings']);
  const queryClient = useQueryClient();
  const refresh = useRefreshSite();
  const settings = useQuery(getSessionSettingsQueryOptions({ siteId }));
  const update = useMutation({
    ...updateSessionSettingsMutationOptions(),
    onSuccess: (stored) => {
      queryClient.setQueryData(apiKeys.getSessionSettings({ siteId }), stored);
      void refresh();
    },
  });
  const on =
    (update.isPending ? update.variables.body : settings.data)?.sessionCaptureMode === 'on';
  const hint = useId();
  return (
    <section className="settings-section" aria-labelledby="session-capture-heading">
      <h2 id="session-capture-heading">{t('settings:site.capture.heading')}</h2>
      {settings.isError ? (
        <LoadFailed message={t('settings:errors.load')} onRetry={() => void settings.refetch()} />
      ) : !settings.data ? (
        <p role="status">{t('settings:common.loading')}</p>
      ) : (
        <>
          <label className="settings-check">
            <input
              type="checkbox"
              role="switch"
              checked={on}
              disabled={!writer || update.isPending}
              aria-describedby={hint}
              onChange={(e) =>
                update.mutate({
                  siteId,
                  body: { sessionCaptureMode: e.target.checked ? 'on' : 'off' },
                })
              }
            />
            <span>{t('settings:site.capture.label')}</span>
          </label>
          <p id={hint} className="settings-muted">
            {t(on ? 'settings:site.capture.on' : 'settings:site.capture.off')}
          </p>
          <FormError
            text={update.isError ? t(`settings:errors.${apiFailure(update.error).reason}`) : null}
          />
          <SavedStatus shown={update.isSuccess} />
        </>
      )}
    </section>
  );
}
