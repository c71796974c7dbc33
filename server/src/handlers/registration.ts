/**
 * POST /api/v1/registration?device= (product.md#calls "Signup"): creates user, account,
 * organization and first site in one transaction, signs the new user in, and answers
 * `{ success: true, user_id, account_id, site_id }` (product.md#validation "must have success true").
 *
 * Order of the checks, cheapest and least revealing first: the fields (400 naming the field,
 * signup/registrationInput.ts) → reCAPTCHA when configured (403 field recaptcha) → the password
 * hash (slow, outside the transaction) → the email is free (409 field email) → the single
 * sign-on token, consumed only now so a refused signup above does not burn it (400 field
 * sso_token).
 *
 * The 409 for a taken email is a product choice (docs/security.md): the signup form says the
 * email has an account and offers sign-in. What it must not add is a timing oracle (it once
 * answered in 2 ms for a taken email against 79 ms for a new one), so the hash runs for a taken
 * email too; the answers then differ only by the registration's own inserts (~1 ms).
 */
import { ANONYMOUS_ID_COOKIE, CS_LITE_COOKIE } from '../../../contracts/cookies';
import type { ApiHandler } from '../../../generated/api/contracts';
import { hashPassword } from '../auth/password';
import { createRegistration, EmailTakenError, NO_PASSWORD_HASH } from '../data/registration';
import { findUserByEmail } from '../data/users';
import type { RequestContext } from '../http/context';
import { badRequest, HttpError } from '../http/httpError';
import { isAnonymousId, isCsLiteOn, trackedParametersFromCookies } from '../signup/cookieValues';
import { recaptchaVerifier } from '../signup/recaptcha';
import { registrationInput } from '../signup/registrationInput';
import { signupBundle } from '../signup/signupBundle';
import { consumeSsoToken, findUserByIdentity, type VerifiedSsoIdentity } from '../data/ssoTokens';

const emailTaken = () =>
  new HttpError(409, 'email_taken', 'An account with this email exists already.', 'email');

export const registerAccount: ApiHandler<'registerAccount', RequestContext> = async (
  { query, body },
  context,
) => {
  const { db, config, cookies } = context;
  const bundle = signupBundle(config.root);
  const input = registrationInput(body, query.device, {
    languages: context.languages,
    defaultPricingTable: bundle.defaultPricingTable,
  });

  const verifier = recaptchaVerifier(config.signup.recaptcha);
  if (verifier) {
    const outcome = await verifier.verify(input.recaptcha);
    if (!outcome.ok) throw new HttpError(403, 'recaptcha_failed', outcome.reason, 'recaptcha');
  }

  const taken = (await findUserByEmail(db, input.email)) !== undefined;
  const passwordHash =
    input.password === null ? NO_PASSWORD_HASH : await hashPassword(input.password);
  if (taken) throw emailTaken();

  let identity: VerifiedSsoIdentity | null = null;
  if (input.sso) {
    identity = await consumeSsoToken(db, input.sso.token);
    if (!identity || identity.provider !== input.sso.provider) {
      throw badRequest('sso_token', 'The sign-in has expired or was used already; sign in again.');
    }
    if (identity.email !== input.email) {
      throw badRequest('sso_token', 'The email differs from the one the sign-in verified.');
    }
    if (await findUserByIdentity(db, identity.provider, identity.subject)) {
      throw new HttpError(
        409,
        'identity_taken',
        'This Google account belongs to a user already; sign in instead.',
        'sso_token',
      );
    }
  }

  const cookieAnonymousId = cookies[ANONYMOUS_ID_COOKIE];

  let registered;
  try {
    registered = await createRegistration(db, {
      email: input.email,
      name: input.name,
      passwordHash,
      locale: input.locale,
      picture: identity ? identity.picture : input.picture,
      experimentTag: input.experimentTag,
      persistentAnonymousId:
        input.persistentAnonymousId ??
        (isAnonymousId(cookieAnonymousId) ? cookieAnonymousId : null),
      pricingTable: input.pricingTable,
      // product.md#screens-and-routes cs_lite: the URL parameter (sent as is_cs_lite) or the visitor cookie it left (product.md#constants-and-limits).
      isCsLite: input.isCsLite || isCsLiteOn(cookies[CS_LITE_COOKIE]),
      device: input.device,
      consentToParentCompanyRules: input.consentToParentCompanyRules,
      site: input.site,
      campaignHash: input.campaignHash,
      campaignRules: bundle,
      attribution: trackedParametersFromCookies(cookies, bundle.trackedCampaignParameters),
      identity,
      catalogVersion: bundle.catalogVersion,
      permissions: bundle.permissions,
      previousSessionId: context.cookieSessionId,
    });
  } catch (error) {
    if (error instanceof EmailTakenError) throw emailTaken();
    throw error;
  }

  context.setSessionCookie(registered.sessionId);
  return {
    status: 200,
    body: {
      success: true,
      user_id: registered.userId,
      account_id: registered.accountId,
      site_id: registered.siteId,
    },
  };
};
