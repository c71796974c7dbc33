/**
 * A site's sessions, read (product.md#records-and-their-fields, product.md#calls the sessions calls, product.md#errors, product.md#constants-and-limits): sessions in
 * progress, monthly usage, daily coverage, and the session settings (read and, for write and
 * admin access, changed). Every call needs a member of the site's organization: any other site
 * is "not found" (404), like `getSite` — nothing about other people's sites leaks.
 *
 * Decisions (the rules themselves are pure, in runtime/rules/tracking/ and catalog/):
 * - **In progress** = not ended and seen within the last 2 minutes. The snippet beats every
 *   15 s while its tab is visible (runtime/snippet/state.ts), so a visible tab is never missed,
 *   a hidden or closed one drops out after at most 2 minutes, and a pagehide ends it at once.
 * - **Monthly usage**: the UTC calendar month (sessionUsage.ts); the limit from the site's plan
 *   (catalog/sessionAllowance.ts) times the days of the month.
 * - **Daily coverage**: the last 30 complete UTC days against the plan's daily allowance
 *   (sessionCoverage.ts).
 */
import { randomInt } from 'node:crypto';
import type { ApiHandler } from '../../../generated/api/contracts';
import type { InProgressSession } from '../../../generated/types';
import {
  COVERAGE_WINDOW_DAYS,
  coverageWindow,
  dailyCoverage,
} from '../../../runtime/rules/tracking/sessionCoverage';
import {
  monthlySessionLimit,
  usageMonth,
  usagePercentage,
} from '../../../runtime/rules/tracking/sessionUsage';
import {
  liveSession,
  liveSessionCount,
  liveSessions,
  sessionsPerUtcDay,
  sessionsStartedBetween,
  setSessionCaptureMode,
  type LiveSessionRow,
  sessionSkuOfSite,
} from '../data/siteSessions';
import type { RequestContext } from '../http/context';
import { forbidden, HttpError } from '../http/httpError';
import { dailyAllowanceOf, sessionsBundle } from '../siteSessions/sessionsBundle';
import { memberSite } from '../auth/memberSite';

/** A session seen this recently (and not ended) is in progress. */
export const LIVE_WINDOW_MS = 2 * 60_000;
/** The teaser draws one card per session, at most this many. */
export const TEASER_SESSIONS = 3;

function toSession(row: LiveSessionRow): NonNullable<InProgressSession['session']> {
  return {
    browser: row.browser,
    device: row.device,
    newUser: row.new_visitor === 1,
    pageUrl: row.page_url,
    country: row.country,
  };
}

export const listSessionsInProgress: ApiHandler<'listSessionsInProgress', RequestContext> = async (
  { params, query },
  context,
) => {
  const { site } = await memberSite(context, params.siteId);
  const since = Date.now() - LIVE_WINDOW_MS;
  const count = await liveSessionCount(context.db, site.id, since);
  let row: LiveSessionRow | undefined;
  const rows = count > 0 ? await liveSessions(context.db, site.id, since, TEASER_SESSIONS) : [];
  if (count > 0) {
    if (query.select_random === 1) {
      row = await liveSession(context.db, site.id, since, randomInt(count));
    }
    // Without select_random, or when the drawn one ended meanwhile: the latest seen.
    row ??= await liveSession(context.db, site.id, since);
  }
  return {
    status: 200,
    body: { count, session: row ? toSession(row) : null, sessions: rows.map(toSession) },
  };
};

export const getMonthlySessions: ApiHandler<'getMonthlySessions', RequestContext> = async (
  { params },
  context,
) => {
  const { site } = await memberSite(context, params.siteId);
  const month = usageMonth(Date.now());
  const sku = await sessionSkuOfSite(context.db, site.id);
  const daily = dailyAllowanceOf(sessionsBundle(context.config.root), site.plan, sku);
  const limit = monthlySessionLimit(daily, month.days);
  const usage = await sessionsStartedBetween(context.db, site.id, month.start, month.end);
  return {
    status: 200,
    body: {
      limit,
      usage,
      next_reset_date: month.nextResetDate,
      usage_percentage: usagePercentage(usage, limit),
    },
  };
};

export const getSessionSettings: ApiHandler<'getSessionSettings', RequestContext> = async (
  { params },
  context,
) => {
  const { site } = await memberSite(context, params.siteId);
  return { status: 200, body: { sessionCaptureMode: site.session_capture_mode } };
};

/** product.md#roles-and-permissions: write and admin access change a site's settings; read access may only look (403). */
export const updateSessionSettings: ApiHandler<'updateSessionSettings', RequestContext> = async (
  { params, body },
  context,
) => {
  const { site, access } = await memberSite(context, params.siteId);
  if (access === 'read') {
    throw forbidden('Changing session capture needs write or admin access in the organization.');
  }
  await setSessionCaptureMode(context.db, site.id, body.sessionCaptureMode);
  return { status: 200, body: { sessionCaptureMode: body.sessionCaptureMode } };
};

export const getDailySessionCoverage: ApiHandler<
  'getDailySessionCoverage',
  RequestContext
> = async ({ params }, context) => {
  const { site } = await memberSite(context, params.siteId);
  // product.md#errors "Daily sessions failure logs 'Could not get the daily sessions from site {id}'".
  const failure = `Could not get the daily sessions from site ${site.id}`;
  try {
    const bundle = sessionsBundle(context.config.root);
    const window = coverageWindow(Date.now(), COVERAGE_WINDOW_DAYS);
    const days = await sessionsPerUtcDay(context.db, site.id, window.start, window.end);
    const coverage = dailyCoverage({
      sessionsPerDay: days.map((d) => d.sessions),
      dailyAllowance: dailyAllowanceOf(
        bundle,
        site.plan,
        await sessionSkuOfSite(context.db, site.id),
      ),
      levels: bundle.coverageLevels,
      completeDays: bundle.coverageCompleteDays,
    });
    return { status: 200, body: coverage };
  } catch (error) {
    context.log.error({ err: error, siteId: site.id }, failure);
    throw new HttpError(500, 'internal', `${failure}.`);
  }
};
