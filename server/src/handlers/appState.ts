/**
 * App-state of a user (product.md#calls GET/POST /api/v1/users/{userId}/app-state; product.md#errors the client treats an
 * answer without `success: true` as 'Failed to fetch app-state'). Only the user's own values;
 * a value scoped to an account, organization or site must name one the user belongs to.
 */
import type { ApiHandler } from '../../../generated/api/contracts';
import type { AppStateSetting } from '../../../generated/types';
import { accountOfUser } from '../data/accounts';
import {
  appStateOf,
  MAX_KEYS_PER_SCOPE,
  MAX_VALUE_BYTES_PER_USER,
  saveAppStateValue,
} from '../data/appState';
import { isMemberOfOrganization } from '../data/organizations';
import { siteViewsOfUser } from '../data/sites';
import { ownUser } from '../auth/authorize';
import type { RequestContext } from '../http/context';
import { HttpError } from '../http/httpError';

export const getAppState: ApiHandler<'getAppState', RequestContext> = async (
  { params },
  context,
) => {
  const userId = ownUser(context, params.userId);
  return {
    status: 200,
    body: { success: true, app_state_settings: await appStateOf(context.db, userId) },
  };
};

export const saveAppState: ApiHandler<'saveAppState', RequestContext> = async (
  { params, body },
  context,
) => {
  const userId = ownUser(context, params.userId);
  await checkScope(context, userId, body);
  const saved = await saveAppStateValue(context.db, userId, body);
  if (saved === 'too-many-keys') {
    throw new HttpError(
      409,
      'limit_reached',
      `This user already has ${MAX_KEYS_PER_SCOPE} keys in namespace ${body.namespace} for this scope.`,
      'key',
    );
  }
  if (saved === 'too-many-bytes') {
    throw new HttpError(
      409,
      'limit_reached',
      `This user's app-state values would exceed ${MAX_VALUE_BYTES_PER_USER / 1024} KiB in all.`,
      'value',
    );
  }
  return { status: 200, body: { success: true } };
};

async function checkScope(
  context: RequestContext,
  userId: number,
  setting: AppStateSetting,
): Promise<void> {
  const { db } = context;
  const missing = (field: string, what: string) =>
    new HttpError(404, 'not_found', `No such ${what}.`, field);
  if (setting.account_id != null && !(await accountOfUser(db, userId, setting.account_id))) {
    throw missing('account_id', 'account');
  }
  if (
    setting.organization_id != null &&
    !(await isMemberOfOrganization(db, userId, setting.organization_id))
  ) {
    throw missing('organization_id', 'organization');
  }
  if (setting.site_id != null) {
    const [site] = await siteViewsOfUser(db, userId, { siteId: setting.site_id });
    if (!site) throw missing('site_id', 'site');
  }
}
