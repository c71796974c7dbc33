/**
 * `/public-api` (settings.public-api "the account's API keys page: create, list,
 * revoke keys; only the hash stored"): account admins only (others see the 403 page, and the
 * server answers 403 too). A new key's secret is shown once, right after creation, with a copy
 * button and an example request; the list shows name, prefix, creation and last use; revoking
 * asks first (ui/Dialog), then requests with that key are refused (401).
 * (The folder is not apiKeys/: in development Vite proxies every path starting with /api to the
 * API server, so a module URL /apiKeys/… never reached Vite.)
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  apiKeys as queryKeys,
  createApiKeyMutationOptions,
  listApiKeysQueryOptions,
  revokeApiKeyMutationOptions,
} from '../../../generated/api/client';
import type { ApiKey, CreatedApiKey } from '../../../generated/types';
import { ApiError } from '../../api/request';
import { PageLoading } from '../core/router/PageLoading';
import { showToast } from '../core/toasts/toasts';
import { formatDateTime } from '../profile/dateTime';
import { useSignedIn } from '../signedIn/context';
import { ForbiddenPage } from '../status/StatusPages';
import { Dialog } from '../ui/Dialog';
import '../profile/profile.css';

/** The name's bound, as the server checks it (manifests/schemas/apiKeys.yaml NewApiKey). */
const MAX_NAME = 80;
const PUBLIC_SITES_PATH = '/api/v1/public/sites';

export default function ApiKeysPage() {
  const { session } = useSignedIn();
  if (!session.user.isAccountAdmin) return <ForbiddenPage />;
  return <ApiKeys accountId={session.account.id} />;
}

function ApiKeys({ accountId }: { accountId: number }) {
  const { t, i18n } = useTranslation(['api-keys']);
  const keys = useQuery(listApiKeysQueryOptions({ accountId }));
  const [created, setCreated] = useState<CreatedApiKey>();
  const [revoking, setRevoking] = useState<ApiKey>();
  if (!keys.data) return <PageLoading />;
  const when = (seconds: number) => formatDateTime(seconds, i18n.language);

  return (
    <section className="profile-page" aria-labelledby="api-keys-title">
      <h1 id="api-keys-title">{t('api-keys:heading')}</h1>
      <p>{t('api-keys:intro')}</p>
      <CreateKeyForm accountId={accountId} onCreated={setCreated} />
      {created ? <NewSecret created={created} onDone={() => setCreated(undefined)} /> : null}
      <h2>{t('api-keys:list.heading')}</h2>
      {keys.data.length === 0 ? (
        <p className="profile-muted">{t('api-keys:list.empty')}</p>
      ) : (
        <table className="profile-table" data-testid="api-keys">
          <thead>
            <tr>
              <th scope="col">{t('api-keys:list.name')}</th>
              <th scope="col">{t('api-keys:list.prefix')}</th>
              <th scope="col">{t('api-keys:list.created')}</th>
              <th scope="col">{t('api-keys:list.last-used')}</th>
              <th scope="col">
                <span className="visually-hidden">{t('api-keys:list.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {keys.data.map((key) => (
              <tr key={key.id}>
                <td>{key.name}</td>
                <td>
                  <code>{key.prefix}…</code>
                </td>
                <td>
                  {when(key.created)}
                  {key.createdBy ? (
                    <div className="profile-muted">
                      {t('api-keys:list.by', { name: key.createdBy })}
                    </div>
                  ) : null}
                </td>
                <td>{key.lastUsed === null ? t('api-keys:list.never') : when(key.lastUsed)}</td>
                <td>
                  <button
                    type="button"
                    className="button-secondary"
                    aria-label={t('api-keys:revoke.button-named', { name: key.name })}
                    onClick={() => setRevoking(key)}
                  >
                    {t('api-keys:revoke.button')}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <h2>{t('api-keys:usage.heading')}</h2>
      <p>{t('api-keys:usage.text')}</p>
      <pre>
        <code>{`curl -H "Authorization: Bearer <key>" ${window.location.origin}${PUBLIC_SITES_PATH}`}</code>
      </pre>
      <RevokeDialog
        accountId={accountId}
        apiKey={revoking}
        onClose={() => setRevoking(undefined)}
        onRevoked={(id) => {
          if (created?.key.id === id) setCreated(undefined);
        }}
      />
    </section>
  );
}

function CreateKeyForm(props: { accountId: number; onCreated(created: CreatedApiKey): void }) {
  const { t } = useTranslation(['api-keys']);
  const { accountId } = props;
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [error, setError] = useState<string>();
  const errorId = useId();
  const create = useMutation({
    ...createApiKeyMutationOptions(),
    onSuccess: (created) => {
      setName('');
      setError(undefined);
      props.onCreated(created);
      void queryClient.invalidateQueries({ queryKey: queryKeys.listApiKeys({ accountId }) });
    },
    onError: (failure) => {
      if (failure instanceof ApiError && failure.status === 409) {
        setError(t('api-keys:create.too-many'));
      } else if (failure instanceof ApiError && failure.status === 400) {
        setError(t('api-keys:create.invalid-name', { max: MAX_NAME }));
      }
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    if (name.trim().length === 0) return setError(t('api-keys:create.name-required'));
    create.mutate({ accountId, body: { name: name.trim() } });
  };

  return (
    <form
      method="post"
      className="profile-page"
      onSubmit={submit}
      noValidate
      data-testid="create-api-key"
    >
      <label className="profile-field">
        <span>{t('api-keys:create.name')}</span>
        <input
          type="text"
          name="name"
          value={name}
          maxLength={MAX_NAME}
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(e) => {
            setName(e.target.value);
            setError(undefined);
          }}
        />
      </label>
      {error ? (
        <p id={errorId} className="form-error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="profile-actions">
        <button
          type="submit"
          className="button-primary"
          disabled={create.isPending}
          aria-busy={create.isPending}
        >
          {t('api-keys:create.submit')}
        </button>
      </div>
    </form>
  );
}

function NewSecret({ created, onDone }: { created: CreatedApiKey; onDone(): void }) {
  const { t } = useTranslation(['api-keys']);
  const [copied, setCopied] = useState(false);
  const titleId = useId();
  const copy = () =>
    void navigator.clipboard?.writeText(created.secret).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  return (
    <div className="profile-secret" role="region" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('api-keys:secret.heading', { name: created.key.name })}</h2>
      <p>{t('api-keys:secret.once')}</p>
      <code data-testid="api-key-secret">{created.secret}</code>
      <div className="profile-actions">
        <button type="button" className="button-primary" onClick={copy}>
          {t('api-keys:secret.copy')}
        </button>
        <button type="button" className="button-secondary" onClick={onDone}>
          {t('api-keys:secret.done')}
        </button>
        <span role="status" className="profile-muted">
          {copied ? t('api-keys:secret.copied') : ''}
        </span>
      </div>
    </div>
  );
}

function RevokeDialog(props: {
  accountId: number;
  apiKey: ApiKey | undefined;
  onClose(): void;
  onRevoked(id: number): void;
}) {
  const { t } = useTranslation(['api-keys']);
  const { accountId, apiKey } = props;
  const queryClient = useQueryClient();
  const revoke = useMutation({
    ...revokeApiKeyMutationOptions(),
    onSuccess: (_answer, { apiKeyId }) => {
      props.onRevoked(apiKeyId);
      props.onClose();
      showToast({ tone: 'info', text: t('api-keys:revoke.done', { name: apiKey?.name ?? '' }) });
    },
    onSettled: () =>
      void queryClient.invalidateQueries({ queryKey: queryKeys.listApiKeys({ accountId }) }),
  });
  return (
    <Dialog
      open={apiKey !== undefined}
      onOpenChange={(open) => {
        if (!open) props.onClose();
      }}
      title={t('api-keys:revoke.title', { name: apiKey?.name ?? '' })}
      description={t('api-keys:revoke.text')}
      closeLabel={t('api-keys:revoke.cancel')}
      actions={
        <>
          <button type="button" className="button-secondary" onClick={props.onClose}>
            {t('api-keys:revoke.cancel')}
          </button>
          <button
            type="button"
            className="button-primary"
            disabled={revoke.isPending}
            aria-busy={revoke.isPending}
            onClick={() => apiKey && revoke.mutate({ accountId, apiKeyId: apiKey.id })}
          >
            {t('api-keys:revoke.confirm')}
          </button>
        </>
      }
    />
  );
}
