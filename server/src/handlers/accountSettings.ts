/**
 * Account-wide settings (manifests/api/accountSettings.yaml): the
 * preferences (name and language) and the single sign-on settings (the OpenID Connect identity
 * provider of enterprise sign-in, handlers/enterpriseSso.ts). Reading needs a member
 * of the account (404 otherwise, like a missing one); changing needs an account admin (product.md#roles-and-permissions
 * "Account admins see Preferences"; SSO is account-wide, so the same rule) — 403 otherwise.
 */
import type { ApiHandler } from '../../../generated/api/contracts';
import { setAccountLocale } from '../data/accounts';
import {
  domainsClaimedElsewhere,
  isAccountAdmin,
  saveSsoSettings,
  setAccountName,
  ssoSettingsOf,
} from '../data/accountSettings';
import { memberAccount } from '../auth/authorize';
import { signedInUser, type RequestContext } from '../http/context';
import { badRequest, forbidden } from '../http/httpError';
import { parseEmailDomains } from '../sso/emailDomains';
import { checkLocale } from './locale';

async function adminAccount(context: RequestContext, accountId: number, what: string) {
  const account = await memberAccount(context, accountId);
  if (!(await isAccountAdmin(context.db, account.id, signedInUser(context)))) {
    throw forbidden(`${what} needs an account admin.`);
  }
  return account;
}

export const getAccountPreferences: ApiHandler<'getAccountPreferences', RequestContext> = async (
  { params },
  context,
) => {
  const account = await memberAccount(context, params.accountId);
  return { status: 200, body: { name: account.name, locale: account.locale } };
};

export const updateAccountPreferences: ApiHandler<
  'updateAccountPreferences',
  RequestContext
> = async ({ params, body }, context) => {
  const account = await adminAccount(context, params.accountId, 'Changing the preferences');
  const name = body.name.trim();
  if (!name) throw badRequest('name', 'name must not be blank');
  const locale = checkLocale(context, body.locale);
  await setAccountName(context.db, account.id, name);
  await setAccountLocale(context.db, account.id, locale);
  return { status: 200, body: { name, locale } };
};

export const getSsoSettings: ApiHandler<'getSsoSettings', RequestContext> = async (
  { params },
  context,
) => {
  const account = await memberAccount(context, params.accountId);
  return { status: 200, body: await ssoSettingsOf(context.db, account.id) };
};

export const updateSsoSettings: ApiHandler<'updateSsoSettings', RequestContext> = async (
  { params, body },
  context,
) => {
  const account = await adminAccount(context, params.accountId, 'Changing single sign-on');
  // The schema (the form's rules) checked the shapes; what it cannot know is checked here.
  const issuer = new URL(body.issuer.trim());
  if (issuer.protocol !== 'https:' && context.config.production) {
    throw badRequest('issuer', 'the issuer must be an https URL');
  }
  const parsed = parseEmailDomains(body.emailDomains);
  if ('invalid' in parsed) throw badRequest('emailDomains', `"${parsed.invalid}" is not a domain`);
  const taken = await domainsClaimedElsewhere(context.db, account.id, parsed.domains);
  if (taken.length) throw badRequest('emailDomains', `${taken.join(', ')} is claimed elsewhere`);
  const stored = await ssoSettingsOf(context.db, account.id);
  if (!body.clientSecret?.trim() && !stored.clientSecretSet) {
    throw badRequest('clientSecret', 'a client secret is needed');
  }
  await saveSsoSettings(context.db, account.id, signedInUser(context), body, parsed.domains);
  return { status: 200, body: await ssoSettingsOf(context.db, account.id) };
};
