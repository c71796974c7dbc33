/**
 * A team member's access and removal, for organization admins on /team/list ("Team:
 * change access (admin), remove"; product.md#roles-and-permissions). The access select saves on change; Remove asks in
 * a dialog first. The server refuses the last admin (409) and removing oneself (403): the row
 * says so. Admins never see Remove on their own row.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  apiKeys,
  removeMemberMutationOptions,
  updateMemberAccessMutationOptions,
} from '../../../generated/api/client';
import type { OrganizationMember } from '../../../generated/types';
import { Dialog } from '../ui/Dialog';
import { apiFailure } from './apiFailure';

const ACCESS = ['read', 'write', 'admin'] as const;

export function MemberControls(props: {
  organizationId: number;
  member: OrganizationMember;
  self: boolean;
}) {
  const { t } = useTranslation(['settings', 'team']);
  const { organizationId, member } = props;
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const refresh = () =>
    queryClient.invalidateQueries({
      queryKey: apiKeys.listOrganizationMembers({ organizationId }),
    });
  const change = useMutation({ ...updateMemberAccessMutationOptions(), onSuccess: refresh });
  const remove = useMutation({
    ...removeMemberMutationOptions(),
    onSuccess: () => {
      setConfirming(false);
      return refresh();
    },
  });
  const failed = change.error ?? remove.error;
  return (
    <div className="settings-actions">
      <label>
        <span className="visually-hidden">
          {t('settings:team.access-of', { name: member.name })}
        </span>
        <select
          value={member.access}
          disabled={change.isPending}
          onChange={(e) =>
            change.mutate({
              organizationId,
              userId: member.userId,
              body: { access: e.target.value as (typeof ACCESS)[number] },
            })
          }
        >
          {ACCESS.map((access) => (
            <option key={access} value={access}>
              {t(`team:access.${access}`)}
            </option>
          ))}
        </select>
      </label>
      {props.self ? null : (
        <button type="button" className="button-secondary" onClick={() => setConfirming(true)}>
          {t('settings:team.remove', { name: member.name })}
        </button>
      )}
      {failed ? (
        <p className="form-error" role="alert">
          {t(`settings:errors.${apiFailure(failed).reason}`)}
        </p>
      ) : null}
      <Dialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('settings:team.remove-title', { name: member.name })}
        description={t('settings:team.remove-text', { name: member.name, email: member.email })}
        closeLabel={t('settings:common.close')}
        actions={
          <>
            <button type="button" className="button-secondary" onClick={() => setConfirming(false)}>
              {t('settings:common.cancel')}
            </button>
            <button
              type="button"
              className="button-primary"
              disabled={remove.isPending}
              aria-busy={remove.isPending}
              onClick={() => remove.mutate({ organizationId, userId: member.userId })}
            >
              {t('settings:team.remove-confirm')}
            </button>
          </>
        }
      />
    </div>
  );
}
