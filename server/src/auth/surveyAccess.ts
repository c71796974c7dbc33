/**
 * Who may create and change a site's surveys (product.md#roles-and-permissions "Surveys-create also gates
 * start-from-scratch, AI creation and goal entry"), on the server: the survey store
 * (handlers/surveys.ts) and AI generation (handlers/aiSurveys.ts) ask the same question.
 * - the site is one the user can open: otherwise 404, the same answer as a missing site;
 * - write or admin access in the site's organization, else 403;
 * - the permission `surveys-create` in that organization's membership, else 403. Permissions
 *   are per organization in the data; the client's gates read their union
 *   (data/sessionInfo.ts), so a user holding it only elsewhere sees the button and gets a 403.
 */
import { hasOrganizationPermission } from '../data/surveys';
import { type SiteView } from '../data/sites';
import { findUser } from '../data/users';
import { signedInUser, type RequestContext } from '../http/context';
import { forbidden } from '../http/httpError';
import { memberSite } from './memberSite';

export const SURVEYS_CREATE = 'surveys-create';

/** The site when the user may create and change its surveys; else 404 / 403 as above. */
export async function siteForSurveyChanges(
  context: RequestContext,
  siteId: number,
): Promise<SiteView> {
  const view = await memberSite(context, siteId);
  if (view.access !== 'write' && view.access !== 'admin') {
    throw forbidden(
      'Creating and changing surveys needs write or admin access in the organization.',
    );
  }
  const allowed = await hasOrganizationPermission(
    context.db,
    signedInUser(context),
    view.site.organization_id,
    SURVEYS_CREATE,
  );
  if (!allowed)
    throw forbidden(`Creating and changing surveys needs the permission ${SURVEYS_CREATE}.`);
  return view;
}

/**
 * The language of texts the server writes for the signed-in user (templates, AI surveys): the
 * user's language when the product offers it, else English (per string, the library and the
 * AI texts fall back to English too).
 */
export async function userTextLanguage(context: RequestContext): Promise<string> {
  const locale = (await findUser(context.db, signedInUser(context)))?.locale;
  return locale && context.languages.includes(locale) ? locale : 'en';
}
