/**
 * The server's rules for a registration beyond the contract's schema (product.md#records-and-their-fields, product.md#validation):
 * what the schema cannot say (terms must be accepted, a password unless single sign-on, product.md#validation site
 * URL rules, known languages) and bounds on every free-text field, so no input reaches the
 * database unchecked. Each refusal is a 400 naming the field. Pure: no database, no network.
 */
import type { RegistrationPayload } from '../../../generated/types';
import { isValidSiteUrl, siteFromUrl } from '../../../runtime/rules/validation/siteUrl';
import { normalizeEmail } from '../data/users';
import { badRequest } from '../http/httpError';
import { isAnonymousId } from './cookieValues';

const MAX_NAME_CHARS = 200;
const MAX_EMAIL_CHARS = 254; // RFC 5321 path limit
const MAX_TAG_CHARS = 200;
const MAX_CAMPAIGN_HASH_CHARS = 200;
const MAX_PICTURE_CHARS = 2048;
// eslint-disable-next-line no-control-regex
const CONTROL_CHARS = /[\u0000-\u001f\u007f-\u009f]/;

export interface RegistrationInput {
  email: string;
  name: string;
  locale: string;
  device: string;
  /** The password to hash; null for single sign-on. */
  password: string | null;
  sso: { provider: 'google'; token: string } | null;
  site: { name: string; url: string } | null;
  pricingTable: number;
  experimentTag: string | null;
  persistentAnonymousId: string | null;
  /** From the payload (email signups); single sign-on uses the provider's picture. */
  picture: string | null;
  campaignHash: string | null;
  isCsLite: boolean;
  consentToParentCompanyRules: boolean;
  recaptcha: string | null;
}

export interface InputRules {
  languages: readonly string[];
  defaultPricingTable: number;
}

/** Null for absent, null and blank values; the trimmed text otherwise. */
function optionalText(value: string | null | undefined): string | null {
  const text = value?.trim();
  return text ? text : null;
}

function boundedText(field: string, value: string | null | undefined, max: number): string | null {
  const text = optionalText(value);
  if (text === null) return null;
  if (text.length > max) throw badRequest(field, `${field} must be at most ${max} characters`);
  if (CONTROL_CHARS.test(text))
    throw badRequest(field, `${field} must not contain control characters`);
  return text;
}

export function registrationInput(
  body: RegistrationPayload,
  device: string,
  rules: InputRules,
): RegistrationInput {
  const deviceText = device.trim();
  if (!/^[A-Za-z0-9_-]{1,32}$/.test(deviceText)) {
    throw badRequest('device', 'device must be 1 to 32 letters, digits, - or _ (e.g. desktop)');
  }

  const name = boundedText('name', body.name, MAX_NAME_CHARS);
  if (name === null) throw badRequest('name', 'name must not be blank');

  const email = normalizeEmail(body.email);
  if (email.length > MAX_EMAIL_CHARS) {
    throw badRequest('email', `email must be at most ${MAX_EMAIL_CHARS} characters`);
  }

  // product.md#validation "Terms are always sent as accepted for SSO signup"; the form requires them too.
  if (body.terms !== true) throw badRequest('terms', 'The terms must be accepted.');

  if (!rules.languages.includes(body.locale)) {
    throw badRequest(
      'locale',
      `locale must be one of ${rules.languages.join(', ')}; found "${body.locale}"`,
    );
  }

  const provider = optionalText(body.sso_provider);
  const token = optionalText(body.sso_token);
  let sso: RegistrationInput['sso'] = null;
  if (provider !== null || token !== null) {
    if (provider !== 'google') {
      throw badRequest('sso_provider', 'sso_provider must be google for a single sign-on signup');
    }
    if (token === null) throw badRequest('sso_token', 'sso_token is required with sso_provider');
    if (body.password !== undefined) {
      throw badRequest('password', 'A single sign-on signup has no password.');
    }
    sso = { provider, token };
  } else if (body.password === undefined) {
    throw badRequest('password', 'password is required');
  }

  let site: RegistrationInput['site'] = null;
  const siteUrl = optionalText(body.site_url);
  if (siteUrl !== null) {
    if (!isValidSiteUrl(siteUrl)) {
      throw badRequest(
        'site_url',
        'site_url must be an http(s) address without spaces or a bare host such as example.com',
      );
    }
    site = siteFromUrl(siteUrl);
  }

  const anonymousId = optionalText(body.persistent_anonymous_id);
  if (anonymousId !== null && !isAnonymousId(anonymousId)) {
    throw badRequest(
      'persistent_anonymous_id',
      'persistent_anonymous_id must be 8 to 100 letters, digits, ., :, - or _',
    );
  }

  const picture = boundedText('picture', body.picture, MAX_PICTURE_CHARS);
  if (picture !== null && !(/^https:\/\//i.test(picture) && isValidSiteUrl(picture))) {
    throw badRequest('picture', 'picture must be an https:// address');
  }

  return {
    email,
    name,
    locale: body.locale,
    device: deviceText,
    password: sso ? null : (body.password as string),
    sso,
    site,
    // product.md#validation, product.md#constants-and-limits: default pricing table 8 when none (the schema already refuses non-integers, < 1).
    pricingTable: body.pricing_table ?? rules.defaultPricingTable,
    experimentTag: boundedText('experiment_tag', body.experiment_tag, MAX_TAG_CHARS),
    persistentAnonymousId: anonymousId,
    picture,
    campaignHash: boundedText('campaign_hash', body.campaign_hash, MAX_CAMPAIGN_HASH_CHARS),
    isCsLite: body.is_cs_lite === true,
    consentToParentCompanyRules: body.consent_to_parent_company_rules === true,
    recaptcha: optionalText(body.recaptcha),
  };
}
