/**
 * The register page's URL parameters (product.md#screens-and-routes "Signup URL parameters": signup_method, c,
 * utm_content, survey_template_id, pricing_table, cs_lite, logout, sso_provider, auth_provider,
 * ssotk, next), read once into plain values. Rules:
 *  - pricing_table: product.md#validation/product.md#constants-and-limits "Default pricing table id 8 when the URL gives no valid number"; a
 *    valid number here is a positive safe integer written in decimal digits only ("8", not
 *    "8.0", "0x8", "1e1" or "-3"), since the payload's pricing_table has minimum 1.
 *  - survey_template_id: the same integer rule; anything else is absent.
 *  - cs_lite, logout: flags, on for `1`, `true` or an empty value (`?logout`), case-insensitive.
 *  - next: only a same-origin path (safeNextPath), else absent.
 *  - strings: trimmed, empty → absent, at most 200 characters (longer → absent: a campaign
 *    hash or token that long is not one of ours, and it must not reach the server as is).
 */
import { safeNextPath } from './safeNextPath';

export const DEFAULT_PRICING_TABLE = 8;
const MAX_TEXT = 200;

export interface SignupParams {
  signupMethod?: string;
  /** The campaign hash (URL parameter c). */
  campaignHash?: string;
  utmContent?: string;
  surveyTemplateId?: number;
  pricingTable: number;
  csLite: boolean;
  logout: boolean;
  ssoProvider?: string;
  authProvider?: string;
  /** An SSO token from an earlier sign-on (URL parameter ssotk). */
  ssoToken?: string;
  next?: string;
}

export function positiveInteger(value: string | null | undefined): number | undefined {
  if (value == null || !/^\d{1,15}$/.test(value.trim())) return undefined;
  const number = Number(value.trim());
  return Number.isSafeInteger(number) && number > 0 ? number : undefined;
}

function flag(value: string | null): boolean {
  if (value === null) return false;
  const v = value.trim().toLowerCase();
  return v === '' || v === '1' || v === 'true';
}

function text(value: string | null): string | undefined {
  const v = value?.trim();
  return v && v.length <= MAX_TEXT ? v : undefined;
}

export function parseSignupParams(
  search: string | URLSearchParams,
  defaultPricingTable: number = DEFAULT_PRICING_TABLE,
): SignupParams {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const result: SignupParams = {
    pricingTable: positiveInteger(params.get('pricing_table')) ?? defaultPricingTable,
    csLite: flag(params.get('cs_lite')),
    logout: flag(params.get('logout')),
  };
  const set = <K extends keyof SignupParams>(key: K, value: SignupParams[K] | undefined) => {
    if (value !== undefined) result[key] = value;
  };
  set('signupMethod', text(params.get('signup_method'))?.toLowerCase());
  set('campaignHash', text(params.get('c')));
  set('utmContent', text(params.get('utm_content')));
  set('surveyTemplateId', positiveInteger(params.get('survey_template_id')));
  set('ssoProvider', text(params.get('sso_provider'))?.toLowerCase());
  set('authProvider', text(params.get('auth_provider'))?.toLowerCase());
  set('ssoToken', text(params.get('ssotk')));
  set('next', safeNextPath(params.get('next')));
  return result;
}

/**
 * The register-source call's `source` (product.md#calls GET /api/v1/register/source): what brought the
 * visitor, most specific first.
 */
export type RegisterSourceName = 'survey-template' | 'cs-lite' | 'google' | 'default';

export function registerSourceOf(params: SignupParams): RegisterSourceName {
  if (params.surveyTemplateId !== undefined) return 'survey-template';
  if (params.csLite) return 'cs-lite';
  // A Google sign-in to finish (ssotk) reads as one: "Almost there", not "Create your account".
  if (params.signupMethod === 'google' || params.ssoToken !== undefined) return 'google';
  return 'default';
}
