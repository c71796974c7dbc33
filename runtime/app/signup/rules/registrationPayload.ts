/**
 * The body of POST /api/v1/registration (product.md#records-and-their-fields "Registration payload", product.md#validation, product.md#calls), from the
 * register form or from the Google sign-on popup's data, plus what the visitor does not type:
 *  - campaign_hash and plan from the campaign state: the hash only when the campaign is valid,
 *    the plan basic otherwise (product.md#records-and-their-fields derived campaign, product.md#errors fallback);
 *  - pricing_table (default 8, product.md#validation), is_cs_lite (URL parameter cs_lite), locale;
 *  - persistent_anonymous_id from the anonymous-visitor cookie; experiment_tag from the signup
 *    experiments the visitor was assigned (useSignupExperiments.ts), null without any;
 *  - recaptcha: the token when reCAPTCHA is on, else null (off by default);
 *  - SSO signup (product.md#states-and-transitions, product.md#validation): terms always sent as accepted, sso_provider google, the popup's
 *    sso_token, name, email, picture and locale, no password;
 *  - a form signup never carries a sign-on token: the server refuses a password next to one.
 *    An earlier sign-on's token (URL parameter ssotk) goes in through ssoRegistration, from the
 *    register page's one-click signup (SsoFinish.tsx).
 */
import type {
  CampaignState,
  GoogleSsoData,
  RegistrationPayload,
} from '../../../../generated/types';
import type { SignupParams } from '../../../rules/signup/signupParams';

export interface RegisterFormData {
  name: string;
  email: string;
  password: string;
  terms: boolean;
  consent_to_parent_company_rules?: boolean;
  site_url?: string;
}

export interface SignupContext {
  params: Pick<SignupParams, 'pricingTable' | 'csLite'>;
  campaign: CampaignState;
  locale: string;
  anonymousId?: string | undefined;
  /** `name:variant,…` of the signup experiments (useSignupExperiments.ts experimentTag). */
  experimentTag?: string | null;
  recaptcha?: string | null;
}

function common(context: SignupContext) {
  return {
    recaptcha: context.recaptcha ?? null,
    campaign_hash: context.campaign.valid ? context.campaign.hash : null,
    plan: context.campaign.plan,
    pricing_table: context.params.pricingTable,
    is_cs_lite: context.params.csLite,
    experiment_tag: context.experimentTag ?? null,
    persistent_anonymous_id: context.anonymousId ?? null,
  } satisfies Partial<RegistrationPayload>;
}

export function formRegistration(
  form: RegisterFormData,
  context: SignupContext,
): RegistrationPayload {
  const siteUrl = form.site_url?.trim();
  return {
    ...common(context),
    name: form.name.trim(),
    email: form.email.trim(),
    password: form.password,
    terms: form.terms === true,
    consent_to_parent_company_rules: form.consent_to_parent_company_rules === true,
    site_url: siteUrl ? siteUrl : null,
    locale: context.locale,
  };
}

export function ssoRegistration(sso: GoogleSsoData, context: SignupContext): RegistrationPayload {
  return {
    ...common(context),
    name: sso.name,
    email: sso.email,
    picture: sso.picture ?? null,
    sso_provider: 'google',
    sso_token: sso.sso_token,
    // product.md#validation "Terms are always sent as accepted for SSO signup".
    terms: true,
    consent_to_parent_company_rules: false,
    locale: sso.locale || context.locale,
  };
}
