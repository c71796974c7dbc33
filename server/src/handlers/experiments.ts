/**
 * The experiment lookups (product.md#roles-and-permissions "Experiments", product.md#calls "Experiment lookups by anonymous, user or
 * site id"; manifests/api/experiments.yaml): every declared experiment of the lookup kind with
 * the variant of the id (runtime/rules/experiments/assignVariant.ts, a pure function of the
 * experiment and the id, so the answer survives restarts). The control variant on any failure.
 *
 * - anonymous: open to everyone (signup experiments run before an account exists). The id is
 *   the persistent anonymous id (`lodestar_anon`, set by signup/trackedCookies.ts on the
 *   register page); a malformed one gets every control and no cookie. The answer is kept in the
 *   experiment cookie (product.md#constants-and-limits, 60 days; contracts/cookies.ts EXPERIMENT_COOKIE): a later lookup for
 *   the same id answers the remembered variants while they can still be assigned, so a visitor
 *   keeps the signup page they saw when a product manager changes a split.
 * - user: only the signed-in user's own id (403 for another).
 * - site: members of the site's organization only (404 otherwise, like getSite).
 */
import type { ApiHandler } from '../../../generated/api/contracts';
import { EXPERIMENT_COOKIE } from '../../../contracts/cookies';
import { assignmentsFor } from '../../../runtime/rules/experiments/assignments';
import {
  formatAssignmentCookie,
  keptVariant,
  parseAssignmentCookie,
} from '../../../runtime/rules/experiments/assignmentCookie';
import { ownUser } from '../auth/authorize';
import { declaredExperiments } from '../data/experimentsBundle';
import type { RequestContext } from '../http/context';
import { isAnonymousId } from '../signup/cookieValues';
import { signupBundle } from '../signup/signupBundle';
import { memberSite } from '../auth/memberSite';

const DAY_SECONDS = 24 * 60 * 60;

export const getAnonymousExperiments: ApiHandler<'getAnonymousExperiments', RequestContext> = (
  { params },
  context,
) => {
  const experiments = declaredExperiments(context.config.root);
  const id = params.anonymousId;
  if (!isAnonymousId(id)) {
    return { status: 200, body: { assignments: assignmentsFor(experiments, 'anonymous', null) } };
  }
  const cookie = parseAssignmentCookie(context.cookies[EXPERIMENT_COOKIE]);
  const remembered = cookie?.id === id ? cookie.assignments : {};
  const assignments = assignmentsFor(experiments, 'anonymous', id).map(({ name, variant }) => ({
    name,
    variant: keptVariant(experiments[name], remembered[name]) ?? variant,
  }));
  const value = formatAssignmentCookie(id, assignments);
  const days = signupBundle(context.config.root).cookieDays.experimentAssignment;
  return {
    status: 200,
    ...(value
      ? {
          headers: {
            'set-cookie': [
              `${EXPERIMENT_COOKIE}=${value}`,
              `Max-Age=${days * DAY_SECONDS}`,
              'Path=/',
              'HttpOnly',
              'SameSite=Lax',
              ...(context.config.secureCookies ? ['Secure'] : []),
            ].join('; '),
          },
        }
      : {}),
    body: { assignments },
  };
};

export const getUserExperiments: ApiHandler<'getUserExperiments', RequestContext> = (
  { params },
  context,
) => {
  const userId = ownUser(context, params.userId);
  const experiments = declaredExperiments(context.config.root);
  return { status: 200, body: { assignments: assignmentsFor(experiments, 'user', userId) } };
};

export const getSiteExperiments: ApiHandler<'getSiteExperiments', RequestContext> = async (
  { params },
  context,
) => {
  const view = await memberSite(context, params.siteId);
  const experiments = declaredExperiments(context.config.root);
  return {
    status: 200,
    body: { assignments: assignmentsFor(experiments, 'site', view.site.id) },
  };
};
