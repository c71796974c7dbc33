/**
 * `/team` and `/team/list`: the organization's members (name, email,
 * role) and its invitations not accepted yet. Every member sees them; write and admin members
 * also get the invite link and the Revoke buttons (product.md#roles-and-permissions); admins also change a
 * member's access and remove members (settings/MemberControls.tsx).
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  listOrganizationMembersQueryOptions,
  listUserOrganizationsQueryOptions,
} from '../../../generated/api/client';
import { pathTo } from '../../../generated/routes';
import { track } from '../core/analytics/track';
import { PageLoading } from '../core/router/PageLoading';
import { useSignedIn } from '../signedIn/context';
import { MemberControls } from '../settings/MemberControls';
import { PendingInvitations } from './PendingInvitations';
import { canInvite, chooseOrganization } from './teamOrganization';
import './team.css';
import { LoadFailed } from '../core/errors/LoadFailed';

export default function TeamListPage() {
  const { t } = useTranslation(['team']);
  const { session, site } = useSignedIn();
  const organizations = useQuery(listUserOrganizationsQueryOptions({ userId: session.user.id }));
  const [chosen, setChosen] = useState<number>();
  if (!organizations.data) return <PageLoading />;
  const organization = chooseOrganization(organizations.data, {
    siteOrganizationId: chosen ?? site?.organization.id,
  });
  if (!organization) {
    return (
      <section className="team-page">
        <h1>{t('team:list.heading')}</h1>
        <p>{t('team:list.no-organization')}</p>
      </section>
    );
  }
  const writer = canInvite(organization.access);
  return (
    <section className="team-page">
      <h1>{t('team:list.heading')}</h1>
      {organizations.data.length > 1 ? (
        <label className="team-field team-organization">
          <span>{t('team:invite.organization')}</span>
          <select
            value={organization.id}
            onChange={(e) => {
              track('Team List Organization Changed');
              setChosen(Number(e.target.value));
            }}
          >
            {organizations.data.map((o) => (
              <option key={o.id} value={o.id}>
                {o.name}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      {writer ? (
        <p>
          <Link
            className="button-primary team-invite-link"
            to={pathTo('team.invite-organization', { organizationId: organization.id })}
            onClick={() => track('Team Invite Opened', { from: 'team-list' })}
          >
            {t('team:list.invite')}
          </Link>
        </p>
      ) : null}
      <Members
        organizationId={organization.id}
        name={organization.name}
        admin={organization.access === 'admin'}
        userId={session.user.id}
      />
      <PendingInvitations organizationId={organization.id} canRevoke={writer} />
    </section>
  );
}

function Members({
  organizationId,
  name,
  admin,
  userId,
}: {
  organizationId: number;
  name: string;
  admin: boolean;
  userId: number;
}) {
  const { t } = useTranslation(['team']);
  const members = useQuery(listOrganizationMembersQueryOptions({ organizationId }));
  return (
    <section className="team-section" aria-labelledby="team-members-heading">
      <h2 id="team-members-heading">{t('team:list.members', { organization: name })}</h2>
      {members.isError ? (
        <LoadFailed message={t('team:list.load-failed')} onRetry={() => void members.refetch()} />
      ) : members.data ? (
        <table className="team-table" data-testid="team-members">
          <thead>
            <tr>
              <th scope="col">{t('team:list.name')}</th>
              <th scope="col">{t('team:list.email')}</th>
              <th scope="col">{t('team:list.role')}</th>
            </tr>
          </thead>
          <tbody>
            {members.data.map((member) => (
              <tr key={member.email}>
                <td>{member.name}</td>
                <td>{member.email}</td>
                <td>
                  {admin ? (
                    <MemberControls
                      organizationId={organizationId}
                      member={member}
                      self={member.userId === userId}
                    />
                  ) : (
                    t(`team:access.${member.access}`)
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  );
}
