/**
 * The organization's invitations not accepted yet ("the pending invitations list"),
 * newest first, with a Revoke button for write and admin members (product.md#roles-and-permissions). Shared by
 * /team/invite and /team/list.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  apiKeys,
  listInvitationsQueryOptions,
  revokeInvitationMutationOptions,
} from '../../../generated/api/client';
import type { Invitation } from '../../../generated/types';
import { formatShortDate } from '../../rules/format/intlFormat';
import { track } from '../core/analytics/track';
import { showToast } from '../core/toasts/toasts';

export function PendingInvitations({
  organizationId,
  canRevoke,
}: {
  organizationId: number;
  canRevoke: boolean;
}) {
  const { t, i18n } = useTranslation(['team']);
  const queryClient = useQueryClient();
  const invitations = useQuery(listInvitationsQueryOptions({ organizationId }));
  const revoke = useMutation({
    ...revokeInvitationMutationOptions(),
    onSuccess: (_result, { invitationId }) => {
      const email = invitations.data?.find((i) => i.id === invitationId)?.email ?? '';
      showToast({ tone: 'info', text: t('team:pending.revoked', { email }) });
      void queryClient.invalidateQueries({
        queryKey: apiKeys.listInvitations({ organizationId }),
      });
    },
    onError: () => showToast({ tone: 'danger', text: t('team:pending.revoke-failed') }),
  });

  const onRevoke = (invitation: Invitation) => {
    track('Team Invitation Revoked', { organizationId, access: invitation.access });
    revoke.mutate({ organizationId, invitationId: invitation.id });
  };

  return (
    <section className="team-section" aria-labelledby="team-pending-heading">
      <h2 id="team-pending-heading">{t('team:pending.heading')}</h2>
      {invitations.data === undefined ? null : invitations.data.length === 0 ? (
        <p className="team-empty">{t('team:pending.empty')}</p>
      ) : (
        <table className="team-table" data-testid="pending-invitations">
          <thead>
            <tr>
              <th scope="col">{t('team:pending.email')}</th>
              <th scope="col">{t('team:pending.role')}</th>
              <th scope="col">{t('team:pending.invited-by')}</th>
              <th scope="col">{t('team:pending.expires')}</th>
              {canRevoke ? (
                <th scope="col">
                  <span className="visually-hidden">{t('team:pending.actions')}</span>
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody>
            {invitations.data.map((invitation) => (
              <tr key={invitation.id}>
                <td>{invitation.email}</td>
                <td>{t(`team:access.${invitation.access}`)}</td>
                <td>{invitation.invitedBy}</td>
                <td>
                  {invitation.expired ? (
                    <span className="team-expired">{t('team:pending.expired')}</span>
                  ) : (
                    formatShortDate(new Date(invitation.expires * 1000), i18n.language)
                  )}
                </td>
                {canRevoke ? (
                  <td>
                    <button
                      type="button"
                      className="team-button"
                      aria-label={t('team:pending.revoke-label', { email: invitation.email })}
                      disabled={revoke.isPending}
                      onClick={() => onRevoke(invitation)}
                    >
                      {t('team:pending.revoke')}
                    </button>
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
