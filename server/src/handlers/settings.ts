/**
 * GET /api/v1/settings (product.md#calls; product.md#errors the client throws 'Failed to load /api/v1/settings' on failure).
 * The product rules list no fields; the Settings entity (manifests/schemas/settings.yaml) chooses them.
 */
import type { ApiHandler } from '../../../generated/api/contracts';
import type { Settings } from '../../../generated/types';
import type { AppBundle } from '../project/appBundle';
import type { SsoConfig } from '../sso/config';
import type { RequestContext } from '../http/context';

/** Built once at start: the answer never changes while the server runs. */
export function buildSettings(
  bundle: AppBundle,
  sso: SsoConfig,
  production: boolean,
  emailDelivery: boolean,
): Settings {
  return {
    defaultLanguage: bundle.defaultLanguage,
    languages: bundle.languages,
    alternativeLanguages: bundle.alternativeLanguages,
    developmentLanguages: production ? [] : bundle.developmentLanguages,
    // The register page has no reCAPTCHA widget (the server-side verifier is pluggable and off
    // by default, server/src/signup/recaptcha.ts): null is "off" in the entity.
    recaptchaSiteKey: null,
    // Google sign-in is offered whenever it runs: real Google, or the local development provider
    // (server/src/sso/config.ts); without either it is off (google-start 404).
    ssoProviders: sso.mode === 'off' ? [] : ['google'],
    defaultPricingTable: bundle.defaultPricingTable,
    // No flag is on for everyone yet; account flags come with the session (SessionInfo.flags).
    features: [],
    // Without SMTP_URL mail waits in the outbox: screens must not say it was sent.
    emailDelivery,
  };
}

export const getSettings: ApiHandler<'getSettings', RequestContext> = (_request, context) => ({
  status: 200,
  body: context.settings,
});
