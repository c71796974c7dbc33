/**
 * Languages of a user and of an account (product.md#calls locale calls; product.md#constants-and-limits language sets). A language outside
 * the selectable ones is a 400 naming `locale`. Demo users' changes "apply locally only" (product.md#roles-and-permissions):
 * that is the client's rule (it does not call); the server stores what it is sent.
 */
import type { ApiHandler } from '../../../generated/api/contracts';
import { setAccountLocale } from '../data/accounts';
import { findUser, setUserLocale } from '../data/users';
import { memberAccount, ownUser } from '../auth/authorize';
import type { RequestContext } from '../http/context';
import { badRequest, notFound } from '../http/httpError';

export function checkLocale(context: RequestContext, locale: string): string {
  if (!context.languages.includes(locale)) {
    throw badRequest(
      'locale',
      `locale must be one of ${context.languages.join(', ')}; found "${locale}"`,
    );
  }
  return locale;
}

export const getUserLocale: ApiHandler<'getUserLocale', RequestContext> = async (
  { params },
  context,
) => {
  const user = await findUser(context.db, ownUser(context, params.userId));
  if (!user) throw notFound('user');
  return { status: 200, body: { locale: user.locale } };
};

export const updateUserLocale: ApiHandler<'updateUserLocale', RequestContext> = async (
  { params, body },
  context,
) => {
  const userId = ownUser(context, params.userId);
  const locale = checkLocale(context, body.locale);
  await setUserLocale(context.db, userId, locale);
  return { status: 200, body: { locale } };
};

export const getAccountLocale: ApiHandler<'getAccountLocale', RequestContext> = async (
  { params },
  context,
) => {
  const account = await memberAccount(context, params.accountId);
  return { status: 200, body: { locale: account.locale } };
};

/** Any member may change it: product.md#roles-and-permissions names no role for this ("other role rules: not shown"). */
export const updateAccountLocale: ApiHandler<'updateAccountLocale', RequestContext> = async (
  { params, body },
  context,
) => {
  const account = await memberAccount(context, params.accountId);
  const locale = checkLocale(context, body.locale);
  await setAccountLocale(context.db, account.id, locale);
  return { status: 200, body: { locale } };
};
