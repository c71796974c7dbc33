/**
 * Help and support (product.md#screens-and-routes "Help menu: get help", product.md#calls "chatbot embed … user name,
 * email, site id"):
 * - POST /api/v1/support/messages: the in-app contact form (the default support provider). The
 *   sender is the signed-in user (name and e-mail from the session, never from the body); the
 *   site, when given, must be one the user can open (404 otherwise). Bounded by the contract
 *   (subject ≤ 150, message ≤ 5,000 characters) and per user (support/supportLimits.ts, 429 with
 *   Retry-After). Stored with its e-mails in one transaction (support/supportInbox.ts, the mail
 *   outbox): nothing is lost when mail delivery fails or is not configured; the answer says
 *   which (`delivery`).
 * - GET /api/v1/sites/{siteId}/monthly-responses: the top bar's responses-limit widget: the
 *   allowance of the site's Ask subscription (recorded, else derived as the billing page does).
 * - GET /api/v1/users/{userId}/product-updates and POST …/seen: the help menu's product updates
 *   and their unseen counter (support/productUpdates.ts); own user only.
 */
import type { ApiHandler } from '../../../generated/api/contracts';
import { RESPONSES_PRODUCT } from '../../../runtime/rules/catalog/responsesAllowance';
import { usageMonth, usagePercentage } from '../../../runtime/rules/tracking/sessionUsage';
import { billingCatalog } from '../billing/billingCatalog';
import { currentEntry } from '../billing/subscriptionService';
import { appStateOf, saveAppStateValue } from '../data/appState';
import { storeSupportMessage, supportMessageTimesSince } from '../data/supportMessages';
import { nowSeconds } from '../data/time';
import { lockRow } from '../db/locks';
import { findUser } from '../data/users';
import { ownUser } from '../auth/authorize';
import { signedInUser, type RequestContext } from '../http/context';
import { badRequest, unauthorized } from '../http/httpError';
import { supportConfirmationEmail } from '../mail/messages';
import { mailSupportInbox } from '../support/supportInbox';
import {
  declaredUpdates,
  PRODUCT_UPDATES_STATE,
  productUpdateList,
} from '../support/productUpdates';
import { LONGEST_SUPPORT_WINDOW, supportRetryAfter } from '../support/supportLimits';
import { memberSite } from '../auth/memberSite';

/** Trimmed; a subject is one line (a mail header in a real transport). */
function text(field: 'subject' | 'message', value: string): string {
  const trimmed = (field === 'subject' ? value.replace(/[\r\n]+/g, ' ') : value).trim();
  if (!trimmed) throw badRequest(field, `${field} must not be empty`);
  return trimmed;
}

export const sendSupportMessage: ApiHandler<'sendSupportMessage', RequestContext> = async (
  { body },
  context,
) => {
  const userId = signedInUser(context);
  const subject = text('subject', body.subject);
  const message = text('message', body.message);
  let siteId: number | null = null;
  if (body.siteId !== undefined) {
    const view = await memberSite(context, body.siteId);
    siteId = view.site.id;
  }
  const now = nowSeconds();
  const user = await findUser(context.db, userId);
  if (!user) throw unauthorized();
  // One transaction that locks the user: the limit's count, the message and its two e-mails (to
  // support, and the confirmation to the sender). Parallel sends on any number of instances are
  // counted one after another, and the message is kept with its e-mails or not at all.
  const outcome = await context.db.transaction().execute(async (tx) => {
    await lockRow(tx, 'users', userId);
    const times = await supportMessageTimesSince(tx, userId, now - LONGEST_SUPPORT_WINDOW);
    const retryAfter = supportRetryAfter(times, now);
    if (retryAfter > 0) return { retryAfter };
    const row = await storeSupportMessage(tx, { userId, siteId, subject, message, at: now });
    await mailSupportInbox(context.mailer).deliver(
      {
        id: row.id,
        subject,
        message,
        siteId,
        user: { id: user.id, name: user.name, email: user.email, locale: user.locale },
      },
      tx,
    );
    await context.mailer.enqueue(
      supportConfirmationEmail({
        root: context.config.root,
        language: user.locale,
        to: user.email,
        messageId: row.id,
        name: user.name,
        subject,
        message,
      }),
      tx,
    );
    return { stored: row };
  });
  if ('retryAfter' in outcome) {
    const { retryAfter } = outcome;
    return {
      status: 429,
      headers: { 'retry-after': String(retryAfter) },
      body: {
        error: 'rate_limited',
        message: `Too many messages to support; try again in ${retryAfter} seconds.`,
      },
    };
  }
  const { stored } = outcome;
  return {
    status: 201,
    body: {
      id: stored.id,
      createdAt: stored.createdAt,
      delivery: context.mailer.delivers ? 'sending' : 'queued',
    },
  };
};

export const getMonthlyResponses: ApiHandler<'getMonthlyResponses', RequestContext> = async (
  { params },
  context,
) => {
  const view = await memberSite(context, params.siteId);
  // Responses are what the site's Ask subscription buys, which moves on its own: the site's
  // plan follows Observe and says nothing about Ask once either was changed.
  const catalog = billingCatalog(context.config.root);
  const ask = await currentEntry(context.db, catalog, view.site, RESPONSES_PRODUCT);
  const limit = ask?.allowance.monthlyResponses ?? 0;
  const month = usageMonth(Date.now());
  // No responses store exists yet (surveys collect no responses until their collection is
  // built): the month's usage is 0 — the truth, not an estimate. Count here once it exists.
  const usage = 0;
  return {
    status: 200,
    body: {
      limit,
      usage,
      next_reset_date: month.nextResetDate,
      usage_percentage: limit > 0 ? usagePercentage(usage, limit) : 0,
    },
  };
};

/** The user's seen-up-to value (user scope: no account, organization or site). */
async function seenUpTo(context: RequestContext, userId: number): Promise<string | undefined> {
  const settings = await appStateOf(context.db, userId);
  return settings.find(
    (s) =>
      s.namespace === PRODUCT_UPDATES_STATE.namespace &&
      s.key === PRODUCT_UPDATES_STATE.key &&
      s.account_id === null &&
      s.organization_id === null &&
      s.site_id === null,
  )?.value;
}

export const listProductUpdates: ApiHandler<'listProductUpdates', RequestContext> = async (
  { params },
  context,
) => {
  const userId = ownUser(context, params.userId);
  const updates = declaredUpdates(context.config.root);
  return { status: 200, body: productUpdateList(updates, await seenUpTo(context, userId)) };
};

export const markProductUpdatesSeen: ApiHandler<'markProductUpdatesSeen', RequestContext> = async (
  { params },
  context,
) => {
  const userId = ownUser(context, params.userId);
  const updates = declaredUpdates(context.config.root);
  const newest = updates[0]?.date;
  let stored = await seenUpTo(context, userId);
  if (newest !== undefined && stored !== newest) {
    // One key in the user's own namespace: the app-state limits cannot refuse it in practice,
    // and if they did the list would simply stay unseen (said in the answer).
    await saveAppStateValue(context.db, userId, { ...PRODUCT_UPDATES_STATE, value: newest });
    stored = await seenUpTo(context, userId);
  }
  return { status: 200, body: productUpdateList(updates, stored) };
};
