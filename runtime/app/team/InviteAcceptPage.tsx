/**
 * `/invite/{inviteToken}` (invite.accept, public, bare layout "accept link that signs
 * up or signs in the invitee into the organization"): the email link opens here. It shows the
 * organization and the inviter (GET /api/v1/invitations/{token}: nothing else is public), then
 *  - signed in with the invited email (case-insensitive): "Join {{organization}}" accepts and
 *    goes to the organization's first site (or home);
 *  - signed in as someone else: says so, and offers to sign in with another account;
 *  - signed out: "Sign in" / "Create account", both coming back here (`next`).
 * An expired, used or unknown link says which.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import {
  acceptInvitationMutationOptions,
  getCurrentUserQueryOptions,
  getInvitationQueryOptions,
  logout,
} from '../../../generated/api/client';
import { pathTo } from '../../../generated/routes';
import { ApiError } from '../../api/request';
import { track } from '../core/analytics/track';
import { statusOf } from '../core/queryClient';
import { PageLoading } from '../core/router/PageLoading';
import { showToast } from '../core/toasts/toasts';
import { forgetSite } from '../signedIn/lastSite';
import { loginPath } from '../signedIn/loginPath';
import './team.css';

export default function InviteAcceptPage() {
  const { t } = useTranslation(['team']);
  const token = useParams().inviteToken ?? '';
  const here = pathTo('invite.accept', { inviteToken: token });
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const preview = useQuery({ ...getInvitationQueryOptions({ token }), retry: false });
  const me = useQuery({ ...getCurrentUserQueryOptions(), retry: false });
  const [switching, setSwitching] = useState(false);
  const accept = useMutation({
    ...acceptInvitationMutationOptions(),
    onSuccess: async (joined) => {
      track('Team Invitation Accepted', { organizationId: joined.organizationId });
      showToast({
        tone: 'info',
        text: t('team:accept.joined', { organization: preview.data?.organization ?? '' }),
      });
      // The shell's organizations, sites and permissions now include the new membership.
      await queryClient.invalidateQueries({ queryKey: ['api'] });
      void navigate(
        joined.siteId === null ? '/' : pathTo('overview.index', { siteId: joined.siteId }),
        { replace: true },
      );
    },
    onError: (error) =>
      track('Team Invitation Accept Failed', {
        status: statusOf(error) ?? null,
        reason: error instanceof ApiError ? (error.body?.error ?? null) : null,
      }),
  });

  if (preview.isPending || me.isPending || switching) return <PageLoading />;

  const card = (children: ReactNode, heading = t('routes:invite.accept')) => (
    <section className="login invite-accept" data-testid="invite-accept">
      <h1>{heading}</h1>
      {children}
    </section>
  );
  const home = (
    <Link to="/" onClick={() => track('Team Invitation Home Clicked')}>
      {t('team:accept.home')}
    </Link>
  );

  if (preview.isError) {
    const status = statusOf(preview.error);
    const key =
      status === 410
        ? 'team:accept.used'
        : status === 429
          ? 'team:accept.rate-limited'
          : 'team:accept.not-found';
    return card(
      <>
        <p role="alert">{t(key)}</p>
        {home}
      </>,
    );
  }
  const invitation = preview.data;
  const names = {
    organization: invitation.organization,
    inviter: invitation.inviter,
    email: invitation.email,
  };
  const heading = t('team:accept.heading', names);
  if (invitation.expired) {
    return card(
      <>
        <p>{t('team:accept.text', names)}</p>
        <p role="alert">{t('team:accept.expired', names)}</p>
        {home}
      </>,
      heading,
    );
  }

  const intro = <p>{t('team:accept.text', names)}</p>;
  const user = me.data?.user;
  if (!user) {
    // Signed out (401): both ways come back here once signed in.
    return card(
      <>
        {intro}
        <p>{t('team:accept.signed-out', names)}</p>
        <p className="invite-accept-actions">
          <Link
            className="button-primary team-invite-link"
            to={loginPath(here)}
            onClick={() => track('Team Invitation Sign In Clicked')}
          >
            {t('team:accept.sign-in')}
          </Link>
          <Link
            to={pathTo('auth.register', {}, { next: here })}
            onClick={() => track('Team Invitation Create Account Clicked')}
          >
            {t('team:accept.create-account')}
          </Link>
        </p>
      </>,
      heading,
    );
  }

  const acceptError = accept.error instanceof ApiError ? accept.error : undefined;
  const wrongEmail =
    user.email.toLowerCase() !== invitation.email.toLowerCase() ||
    acceptError?.body?.error === 'wrong_email';
  const switchAccount = () => {
    track('Team Invitation Switch Account Clicked');
    setSwitching(true);
    void logout()
      .catch(() => undefined)
      .finally(() => {
        forgetSite();
        queryClient.clear();
        void navigate(loginPath(here), { replace: true });
      });
  };
  if (wrongEmail) {
    return card(
      <>
        {intro}
        <p role="alert">{t('team:accept.wrong-email', { ...names, current: user.email })}</p>
        <p className="invite-accept-actions">
          <button type="button" className="button-primary" onClick={switchAccount}>
            {t('team:accept.switch-account')}
          </button>
        </p>
      </>,
      heading,
    );
  }

  const failure = acceptError
    ? acceptError.status === 410 && acceptError.body?.error === 'invitation_expired'
      ? t('team:accept.expired', names)
      : acceptError.status === 410
        ? t('team:accept.used')
        : acceptError.status === 404
          ? t('team:accept.not-found')
          : acceptError.status === 429
            ? t('team:accept.rate-limited')
            : t('team:accept.failed')
    : accept.isError
      ? t('team:accept.failed')
      : undefined;
  return card(
    <>
      {intro}
      {failure ? (
        <p role="alert" className="form-error">
          {failure}
        </p>
      ) : null}
      <p className="invite-accept-actions">
        <button
          type="button"
          className="button-primary"
          disabled={accept.isPending}
          aria-busy={accept.isPending}
          onClick={() => {
            track('Team Invitation Join Clicked');
            accept.mutate({ token });
          }}
        >
          {t('team:accept.join', names)}
        </button>
      </p>
    </>,
    heading,
  );
}
