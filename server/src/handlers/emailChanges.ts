/**
 * Changing the sign-in address in two steps. The profile's request (current password checked)
 * only stores a pending change and mails a link to the new address; the address changes when
 * that link's page posts its token back (data/emailChanges.ts). Until then the old address
 * signs in, and nobody holds an address they have not shown they can read.
 */
import type { ApiHandler } from '../../../generated/api/contracts';
import { ownUser } from '../auth/authorize';
import { verifyPassword } from '../auth/password';
import {
  confirmEmailChange as confirmChange,
  EMAIL_CHANGE_TTL_SECONDS,
  pendingEmailOf,
  requestEmailChange,
} from '../data/emailChanges';
import { findUser } from '../data/users';
import type { RequestContext } from '../http/context';
import { HttpError, notFound } from '../http/httpError';
import { sendEmailChangedNotice, sendEmailChangeVerification } from '../mail/messages';

function emailTaken(): HttpError {
  return new HttpError(
    409,
    'email_taken',
    'Another account signs in with this email address.',
    'newEmail',
  );
}

export const changeUserEmail: ApiHandler<'changeUserEmail', RequestContext> = async (
  { params, body },
  context,
) => {
  const user = await findUser(context.db, ownUser(context, params.userId));
  if (!user) throw notFound('user');
  if (!(await verifyPassword(body.currentPassword, user.password_hash))) {
    throw new HttpError(
      400,
      'wrong_password',
      'The current password is not right.',
      'currentPassword',
    );
  }
  const pending = await requestEmailChange(context.db, user.id, body.newEmail);
  if (!pending) throw emailTaken();
  await sendEmailChangeVerification(context.mailer, {
    root: context.config.root,
    language: user.locale,
    to: pending.newEmail,
    requestId: String(pending.id),
    name: user.name,
    link: `${context.appOrigin}/profile/email/confirm/${pending.token}`,
    hours: EMAIL_CHANGE_TTL_SECONDS / 3600,
  });
  return {
    status: 200,
    body: { pendingEmail: pending.newEmail, expires: pending.expiresAt },
  };
};

export const getPendingEmailChange: ApiHandler<'getPendingEmailChange', RequestContext> = async (
  { params },
  context,
) => {
  const userId = ownUser(context, params.userId);
  return { status: 200, body: { pendingEmail: await pendingEmailOf(context.db, userId) } };
};

export const confirmEmailChange: ApiHandler<'confirmEmailChange', RequestContext> = async (
  { params },
  context,
) => {
  const result = await confirmChange(context.db, params.token, context.cookieSessionId);
  switch (result.kind) {
    case 'unknown':
      throw notFound('email change');
    case 'expired':
      throw new HttpError(410, 'email_change_expired', 'This link has expired.');
    case 'used':
      throw new HttpError(410, 'email_change_used', 'This link was already used.');
    case 'taken':
      throw emailTaken();
  }
  // The old address hears of it: if someone else made the change, its owner learns it here.
  await sendEmailChangedNotice(context.mailer, {
    root: context.config.root,
    language: result.locale,
    to: result.oldEmail,
    requestId: String(result.changeId),
    name: result.name,
    newEmail: result.newEmail,
  });
  return { status: 200, body: { email: result.newEmail } };
};
