/**
 * The profile pages' calls (product.md#screens-and-routes "Profile items"; manifests/api/
 * profile.yaml). Every call acts on the signed-in user only: another user id answers 403
 * (auth/authorize.ts ownUser). What JSON Schema cannot say is checked here: the password
 * confirmation equals the new password, and the current password is right (argon2id,
 * auth/password.ts) before the password changes. The email change is in emailChanges.ts.
 */
import type { ApiHandler } from '../../../generated/api/contracts';
import type { User } from '../../../generated/types';
import { ownUser } from '../auth/authorize';
import { hashPassword, verifyPassword } from '../auth/password';
import { passwordChangedEmail } from '../mail/messages';
import { hashSessionId } from '../auth/sessionToken';
import { primaryAccountOf } from '../data/accounts';
import {
  deleteOtherSessions,
  liveSessionsOfUser,
  notificationPreferencesOf,
  referralCodeOf,
  saveNotificationPreferences,
  setUserDetails,
} from '../data/profile';
import { findUser, replacePasswordHash, toUserEntity } from '../data/users';
import type { UserRow } from '../db/schema';
import type { RequestContext } from '../http/context';
import { badRequest, HttpError, notFound, unauthorized } from '../http/httpError';
import { classifyUserAgent } from '../tracking/userAgent';

async function ownRow(context: RequestContext, userId: number): Promise<UserRow> {
  const user = await findUser(context.db, ownUser(context, userId));
  if (!user) throw notFound('user');
  return user;
}

async function userEntity(context: RequestContext, userId: number): Promise<User> {
  const row = await findUser(context.db, userId);
  if (!row) throw notFound('user');
  const membership = await primaryAccountOf(context.db, userId);
  return toUserEntity(row, membership?.isAdmin ?? false);
}

/** The same answer for a wrong password whatever the page: the field it belongs to. */
async function checkPassword(user: UserRow, password: string): Promise<void> {
  if (!(await verifyPassword(password, user.password_hash))) {
    throw new HttpError(
      400,
      'wrong_password',
      'The current password is not right.',
      'currentPassword',
    );
  }
}

export const updateUserDetails: ApiHandler<'updateUserDetails', RequestContext> = async (
  { params, body },
  context,
) => {
  const user = await ownRow(context, params.userId);
  const name = body.name.trim();
  if (name.length === 0) throw badRequest('name', 'name must not be blank');
  await setUserDetails(context.db, user.id, { name, countryCode: body.countryCode ?? null });
  return { status: 200, body: await userEntity(context, user.id) };
};

export const changeUserPassword: ApiHandler<'changeUserPassword', RequestContext> = async (
  { params, body },
  context,
) => {
  const user = await ownRow(context, params.userId);
  // The check the form's JSON Schema cannot express (manifests/forms/password.yaml).
  if (body.newPassword !== body.passwordConfirmation) {
    throw new HttpError(
      400,
      'password_mismatch',
      'The confirmation is not the same as the new password.',
      'passwordConfirmation',
    );
  }
  await checkPassword(user, body.currentPassword);
  const next = await hashPassword(body.newPassword);
  // Compare-and-set on the hash just verified: two changes at once cannot both win.
  const replaced = await replacePasswordHash(context.db, user.id, user.password_hash, next);
  // OWASP Session Management: a new password ends the other sessions (a thief's among them);
  // the one that made the change stays signed in.
  if (context.cookieSessionId) {
    await deleteOtherSessions(context.db, user.id, context.cookieSessionId);
  }
  // The owner hears of a real change at their address: a thief cannot hide it. A change that
  // lost the race to another one changed nothing, and says nothing.
  if (replaced) {
    await context.mailer.enqueue(
      passwordChangedEmail({
        root: context.config.root,
        language: user.locale,
        to: user.email,
        userId: user.id,
        name: user.name,
        changedAt: Date.now(),
        link: `${context.appOrigin}/profile/password`,
      }),
    );
  }
  return { status: 204 };
};

export const listUserSessions: ApiHandler<'listUserSessions', RequestContext> = async (
  { params },
  context,
) => {
  const userId = ownUser(context, params.userId);
  const current = context.cookieSessionId ? hashSessionId(context.cookieSessionId) : null;
  const rows = await liveSessionsOfUser(context.db, userId);
  return {
    status: 200,
    body: rows.map((row) => {
      const agent = row.userAgent === null ? null : classifyUserAgent(row.userAgent);
      return {
        current: row.idHash === current,
        device: agent?.device ?? null,
        browser: agent?.browser ?? null,
        address: row.address,
        started: row.createdAt,
        lastSeen: row.lastSeenAt,
      };
    }),
  };
};

export const signOutOtherSessions: ApiHandler<'signOutOtherSessions', RequestContext> = async (
  { params },
  context,
) => {
  const userId = ownUser(context, params.userId);
  if (!context.cookieSessionId) throw unauthorized();
  const signedOut = await deleteOtherSessions(context.db, userId, context.cookieSessionId);
  return { status: 200, body: { signedOut } };
};

export const getNotificationPreferences: ApiHandler<
  'getNotificationPreferences',
  RequestContext
> = async ({ params }, context) => {
  const userId = ownUser(context, params.userId);
  return { status: 200, body: await notificationPreferencesOf(context.db, userId) };
};

export const updateNotificationPreferences: ApiHandler<
  'updateNotificationPreferences',
  RequestContext
> = async ({ params, body }, context) => {
  const userId = ownUser(context, params.userId);
  const preferences = {
    firstRecordingReady: body.firstRecordingReady,
    productUpdates: body.productUpdates,
    weeklyReport: body.weeklyReport,
  };
  await saveNotificationPreferences(context.db, userId, preferences);
  return { status: 200, body: preferences };
};

/** product.md#roles-and-permissions "Lite account hides … referrals": the page is gated; the call refuses too. */
export const getReferral: ApiHandler<'getReferral', RequestContext> = async (
  { params },
  context,
) => {
  const userId = ownUser(context, params.userId);
  const membership = await primaryAccountOf(context.db, userId);
  if (membership?.account.variant === 'lite') {
    throw new HttpError(403, 'referrals_unavailable', 'Lite accounts have no referrals.');
  }
  return { status: 200, body: { code: await referralCodeOf(context.db, userId) } };
};
