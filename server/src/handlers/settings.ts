/**
 * GET /api/v1/settings (§7; §8 the client throws 'Failed to load /api/v1/settings' on failure).
 * The spec lists no fields; the Settings entity (manifests/schemas/settings.yaml) chooses them.
 */
import type { ApiHandler } from '../../../generated/api/contracts';
import type { Settings } from '../../../generated/types';
import type { AppBundle } from '../project/appBundle';
import type { RequestContext } from '../http/context';

/** Built once at start: the answer never changes while the server runs. */
export function buildSettings(bundle: AppBundle): Settings {
  return {
    defaultLanguage: bundle.defaultLanguage,
    languages: bundle.languages,
    alternativeLanguages: bundle.alternativeLanguages,
    // No reCAPTCHA until signup exists (issue 4): null is "off" in the entity.
    recaptchaSiteKey: null,
    // Google sign-on is not built yet (googleSsoStart answers 501): offering it would be a lie.
    ssoProviders: [],
    defaultPricingTable: bundle.defaultPricingTable,
    // No flag is on for everyone yet; account flags come with the session (SessionInfo.flags).
    features: [],
  };
}

export const getSettings: ApiHandler<'getSettings', RequestContext> = (_request, context) => ({
  status: 200,
  body: context.settings,
});
