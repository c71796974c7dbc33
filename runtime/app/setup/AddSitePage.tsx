/**
 * Add a site `/organizations/{organizationId}/add-site` ("no dead end for a new
 * account"): where a user whose organizations have no site lands (runtime/rules/routes/
 * homePath.ts), also reached from the site selector's add-new-site entry (product.md#roles-and-permissions hides it for
 * cross-sell and standalone). The address follows product.md#validation (checked here inline, and by the server);
 * the new site opens on its setup page. Read access (product.md#roles-and-permissions) cannot add one: the page says so.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router';
import {
  apiKeys,
  createSiteMutationOptions,
  listUserOrganizationsQueryOptions,
} from '../../../generated/api/client';
import { pathTo } from '../../../generated/routes';
import { ApiError } from '../../api/request';
import { isValidSiteUrl } from '../../rules/validation/siteUrl';
import { PageLoading } from '../core/router/PageLoading';
import { useSignedIn } from '../signedIn/context';
import './setup.css';

export default function AddSitePage() {
  const { t } = useTranslation(['setup']);
  const { session } = useSignedIn();
  const params = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const organizations = useQuery(listUserOrganizationsQueryOptions({ userId: session.user.id }));
  const [url, setUrl] = useState('');
  const [invalid, setInvalid] = useState(false);
  const errorId = useId();
  const hintId = useId();
  const create = useMutation({
    ...createSiteMutationOptions(),
    onSuccess: async (site) => {
      await queryClient.invalidateQueries({
        queryKey: apiKeys.listUserOrganizations({ userId: session.user.id }),
      });
      void navigate(pathTo('setup.index', { siteId: site.id }));
    },
    // The server checks the address by the same rule; its refusal is said where this page's is.
    onError: (error) => {
      if (error instanceof ApiError && error.status === 400 && error.body?.field === 'url')
        setInvalid(true);
    },
  });

  if (!organizations.data) return <PageLoading />;
  const organizationId = Number(params.organizationId);
  const organization = organizations.data.find((o) => o.id === organizationId);
  if (!organization) return <Navigate to={pathTo('pages.not-found')} replace />;
  if (organization.access === 'read')
    return <Navigate to={pathTo('pages.no-site-access')} replace />;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = url.trim();
    if (!isValidSiteUrl(value)) return setInvalid(true);
    setInvalid(false);
    create.mutate({ organizationId, body: { url: value } });
  };
  const first = organizations.data.every((o) => o.sites.length === 0);
  return (
    <section className="setup-page add-site-page">
      <h1>{t(first ? 'setup:add-site.heading-first' : 'setup:add-site.heading')}</h1>
      <p className="add-site-organization">
        {t('setup:add-site.organization', { name: organization.name })}
      </p>
      <p>{t('setup:add-site.intro')}</p>
      <form method="post" onSubmit={submit} noValidate>
        <label>
          <span>{t('setup:add-site.url')}</span>
          <input
            type="text"
            inputMode="url"
            name="url"
            autoComplete="url"
            required
            maxLength={2048}
            value={url}
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? `${errorId} ${hintId}` : hintId}
            onChange={(e) => setUrl(e.target.value)}
          />
        </label>
        <p id={hintId} className="form-hint">
          {t('setup:add-site.url-hint')}
        </p>
        {invalid ? (
          <p id={errorId} className="form-error" role="alert">
            {t('setup:add-site.url-invalid')}
          </p>
        ) : null}
        <button
          type="submit"
          className="button-primary"
          disabled={create.isPending}
          aria-busy={create.isPending}
        >
          {t('setup:add-site.submit')}
        </button>
      </form>
    </section>
  );
}
