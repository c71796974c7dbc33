/**
 * `/team/invite` and `/team/invite/{organizationId}` (product.md#roles-and-permissions
 * "Organization access write and admin enable invite"): invite a teammate by email with a role
 * no higher than one's own; the server's refusals are said inline under their field (400 email,
 * 409 member or pending, 403 access) and success in a toast; the pending invitations follow,
 * each revocable. Read members (of the route's organization, or of every organization on
 * /team/invite) get the 403 page.
 */
import { useCompleteGetStartedStep } from '../getStarted/useCompleteGetStartedStep';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import {
  apiKeys,
  createInvitationMutationOptions,
  listUserOrganizationsQueryOptions,
} from '../../../generated/api/client';
import { pathTo } from '../../../generated/routes';
import type { OrgAccess } from '../../../contracts/gates';
import { track } from '../core/analytics/track';
import { PageLoading } from '../core/router/PageLoading';
import { showToast } from '../core/toasts/toasts';
import { useSignedIn } from '../signedIn/context';
import { EmailDeliveryNotice, useEmailDelivery } from '../settings/EmailDeliveryNotice';
import { ForbiddenPage } from '../status/StatusPages';
import { inviteFailure, type InviteFailure } from './errorText';
import { PendingInvitations } from './PendingInvitations';
import { canInvite, chooseOrganization, grantableAccess } from './teamOrganization';
import './team.css';

export default function TeamInvitePage() {
  const { t } = useTranslation(['team']);
  const { session, site } = useSignedIn();
  const params = useParams();
  const navigate = useNavigate();
  const organizations = useQuery(listUserOrganizationsQueryOptions({ userId: session.user.id }));
  if (!organizations.data) return <PageLoading />;
  const routeOrganizationId =
    params.organizationId === undefined ? undefined : Number(params.organizationId);
  const organization = chooseOrganization(organizations.data, {
    routeOrganizationId,
    siteOrganizationId: site?.organization.id,
    writable: true,
  });
  // Not a member, or read access only (product.md#roles-and-permissions): the 403 page, in place (the URL kept), as a route
  // gate would show it — the gate cannot: it knows only the current site's organization.
  if (!organization) return <ForbiddenPage />;
  const writable = organizations.data.filter((o) => canInvite(o.access));
  return (
    <section className="team-page">
      <h1>{t('team:invite.heading')}</h1>
      <p>{t('team:invite.intro', { organization: organization.name })}</p>
      {writable.length > 1 ? (
        <label className="team-field team-organization">
          <span>{t('team:invite.organization')}</span>
          <select
            value={organization.id}
            onChange={(e) => {
              track('Team Invite Organization Changed');
              void navigate(
                pathTo('team.invite-organization', { organizationId: Number(e.target.value) }),
              );
            }}
          >
            {writable.map((o) => (
              <option key={o.id} value={o.id}>
                {o.name}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      <EmailDeliveryNotice />
      {/* A new form per organization: its role choices depend on the access there. */}
      <InviteForm
        key={organization.id}
        organizationId={organization.id}
        own={organization.access}
      />
      <PendingInvitations organizationId={organization.id} canRevoke />
      <p>
        <Link
          to={pathTo('team.list')}
          onClick={() => track('Team List Opened', { from: 'invite' })}
        >
          {t('team:list.heading')}
        </Link>
      </p>
    </section>
  );
}

function InviteForm({ organizationId, own }: { organizationId: number; own: OrgAccess }) {
  const { t } = useTranslation(['team']);
  const queryClient = useQueryClient();
  const levels = grantableAccess(own);
  const [email, setEmail] = useState('');
  const [access, setAccess] = useState<OrgAccess>(levels.includes('write') ? 'write' : 'read');
  const [failure, setFailure] = useState<InviteFailure & { email: string }>();
  // Without an SMTP server the invitation waits in the outbox: the toast must not say "sent".
  const delivers = useEmailDelivery() === true;
  const emailError = useId();
  const accessError = useId();
  const formError = useId();
  const roleHint = useId();
  const completeStep = useCompleteGetStartedStep();
  const create = useMutation({
    ...createInvitationMutationOptions(),
    onSuccess: (invitation) => {
      track('Team Invitation Sent', { organizationId, access: invitation.access });
      completeStep('INVITE_TEAMMATES');
      const text = delivers
        ? t('team:invite.created-sending', { email: invitation.email })
        : t('team:invite.created-queued', { email: invitation.email });
      showToast({ tone: 'info', text });
      setEmail('');
      setFailure(undefined);
      void queryClient.invalidateQueries({
        queryKey: apiKeys.listInvitations({ organizationId }),
      });
    },
    onError: (error, { body }) => {
      const found = inviteFailure(error);
      track('Team Invitation Failed', { organizationId, reason: found.reason });
      setFailure({ ...found, email: body.email });
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    track('Team Invite Submitted', { organizationId, access });
    create.mutate({ organizationId, body: { email: email.trim(), access } });
  };
  const message = failure
    ? t(`team:invite.errors.${failure.reason}`, { email: failure.email })
    : undefined;

  return (
    <form
      method="post"
      className="team-form"
      onSubmit={submit}
      noValidate
      data-testid="invite-form"
    >
      <label className="team-field">
        <span>{t('team:invite.email')}</span>
        <input
          type="email"
          name="email"
          autoComplete="off"
          required
          maxLength={254}
          placeholder={t('team:invite.email-hint')}
          value={email}
          aria-invalid={failure?.field === 'email' || undefined}
          aria-describedby={failure?.field === 'email' ? emailError : undefined}
          onChange={(e) => setEmail(e.target.value)}
        />
      </label>
      {failure?.field === 'email' ? (
        <p id={emailError} className="form-error" role="alert">
          {message}
        </p>
      ) : null}
      <label className="team-field">
        <span>{t('team:invite.role')}</span>
        <select
          name="access"
          value={access}
          aria-invalid={failure?.field === 'access' || undefined}
          aria-describedby={failure?.field === 'access' ? `${roleHint} ${accessError}` : roleHint}
          onChange={(e) => {
            setAccess(e.target.value as OrgAccess);
            track('Team Invite Role Chosen', { access: e.target.value });
          }}
        >
          {levels.map((level) => (
            <option key={level} value={level}>
              {t(`team:access.${level}`)} — {t(`team:access.${level}-hint`)}
            </option>
          ))}
        </select>
      </label>
      <p id={roleHint} className="form-hint">
        {t('team:invite.role-hint', { role: t(`team:access.${own}`) })}
      </p>
      {failure?.field === 'access' ? (
        <p id={accessError} className="form-error" role="alert">
          {message}
        </p>
      ) : null}
      {failure && !failure.field ? (
        <p id={formError} className="form-error" role="alert">
          {message}
        </p>
      ) : null}
      <div>
        <button
          type="submit"
          className="button-primary"
          disabled={create.isPending}
          aria-busy={create.isPending}
        >
          {t('team:invite.submit')}
        </button>
      </div>
    </form>
  );
}
