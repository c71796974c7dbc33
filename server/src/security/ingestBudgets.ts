/**
 * What an anonymous ingest (a customer site's visitors posting without credentials) may cost,
 * counted in what it writes rather than in requests, so that no content makes a request
 * expensive:
 *
 * - bytes: every request's body is charged to its source address and to its site (the
 *   recordings' chunks to budgets of their own, larger), with the
 *   request limits and in their order (security/rateLimits.ts): the source first, with the
 *   per-address limit; then, only for a source within both, the site, with the per-site limit.
 *   So one address refused for what it sends never spends its site's budget. A request's bytes
 *   are its Content-Length (a chunked body, which has none, is charged the route's whole body
 *   limit). Over either budget: 429 with Retry-After.
 * - new sessions: each visitor session a request starts (a `session-start` event) is charged to
 *   the source address and to the visitor id; the starts over budget are refused and their
 *   events not written (a request left with nothing to write is a 429).
 *
 * Counters live in the database (security/groupedCounter.ts): every server process shares them
 * and a restart forgets nothing. The anonymous ingests are the endpoints any site may call
 * (http/crossOrigin.ts CROSS_ORIGIN_ENDPOINTS): an ingest added later is opened to other sites
 * by being listed there, and with that is charged here (it needs request limits too: without
 * them the server refuses to start).
 */
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { contracts, type EndpointId } from '../../../generated/api/contracts';
import type { Db } from '../db/open';
import { CROSS_ORIGIN_ENDPOINTS } from '../http/crossOrigin';
import type { IngestBudgets, RateLimit } from './config';
import { createGroupedCounter, type GroupedCounter } from './groupedCounter';
import type { AlongsideChecks, Refusal } from './rateLimits';
import { sourceOf } from './sourceAddress';

/**
 * The routes any site's visitors may post to without credentials: the writes of the CORS list
 * (its reads, such as the capture settings, write nothing).
 */
export const ANONYMOUS_INGESTS: ReadonlySet<EndpointId> = new Set(
  [...CROSS_ORIGIN_ENDPOINTS].filter((id) => contracts[id].method === 'POST'),
);

/** Which byte budgets an ingest spends: the recordings' chunks are far larger than events. */
export type IngestKind = 'tracking' | 'recording';

const KIND_OF: Partial<Record<EndpointId, IngestKind>> = { ingestRecordingChunk: 'recording' };

/** An anonymous ingest's kind (tracking unless listed otherwise). */
export function ingestKind(id: EndpointId): IngestKind {
  return KIND_OF[id] ?? 'tracking';
}

export interface SessionStart {
  session: string;
  visitor: string;
}

export interface IngestBudgetService {
  /** Charges a request's bytes to its source address; null when within that budget. */
  chargeSourceBytes(kind: IngestKind, address: string, bytes: number): Promise<Refusal | null>;
  /** Charges a request's bytes to its site; null when within that budget. */
  chargeSiteBytes(kind: IngestKind, siteId: number, bytes: number): Promise<Refusal | null>;
  /** Charges session starts (distinct sessions); the sessions refused, and why. */
  startSessions(
    address: string,
    starts: readonly SessionStart[],
  ): Promise<{ refused: Set<string>; refusal: Refusal | null }>;
}

interface Budget {
  limit: RateLimit;
  counter: GroupedCounter;
}

function budget(db: Db, name: string, limit: RateLimit): Budget {
  return { limit, counter: createGroupedCounter(db, name, limit.windowSeconds * 1000) };
}

/** How much of `amount` fits, given the window's count after adding it. */
function within(limit: RateLimit, countAfter: number, amount: number): number {
  return Math.max(0, Math.min(amount, limit.max - (countAfter - amount)));
}

function secondsLeft(limit: RateLimit, windowStart: number): number {
  return Math.max(1, Math.ceil((windowStart + limit.windowSeconds * 1000 - Date.now()) / 1000));
}

export function sizeText(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Math.round((bytes / 1024 / 1024) * 10) / 10} MiB`;
  if (bytes >= 1024) return `${Math.round((bytes / 1024) * 10) / 10} KiB`;
  return `${bytes} bytes`;
}

function windowText(seconds: number): string {
  if (seconds % 3600 === 0) return seconds === 3600 ? 'an hour' : `${seconds / 3600} hours`;
  if (seconds % 60 === 0) return seconds === 60 ? 'a minute' : `${seconds / 60} minutes`;
  return `${seconds} seconds`;
}

export function createIngestBudgets(db: Db, budgets: IngestBudgets): IngestBudgetService {
  const bytes: Record<IngestKind, { perIp: Budget; perSite: Budget }> = {
    tracking: {
      perIp: budget(db, 'ingest-bytes:ip', budgets.bytesPerIp),
      perSite: budget(db, 'ingest-bytes:site', budgets.bytesPerSite),
    },
    recording: {
      perIp: budget(db, 'recording-bytes:ip', budgets.recordingBytesPerIp),
      perSite: budget(db, 'recording-bytes:site', budgets.recordingBytesPerSite),
    },
  };
  const sessionsPerIp = budget(db, 'ingest-sessions:ip', budgets.newSessionsPerIp);
  const sessionsPerVisitor = budget(db, 'ingest-sessions:visitor', budgets.newSessionsPerVisitor);

  const refusal = (limit: RateLimit, windowStart: number, what: string): Refusal => {
    const retryAfterSeconds = secondsLeft(limit, windowStart);
    return {
      retryAfterSeconds,
      message: `${what} (${windowText(limit.windowSeconds)}); try again in ${retryAfterSeconds} seconds.`,
    };
  };

  return {
    async chargeSourceBytes(kind, address, sent) {
      const { perIp } = bytes[kind];
      const byIp = await perIp.counter.add(sourceOf(address), sent);
      if (byIp.count <= perIp.limit.max) return null;
      const max = sizeText(perIp.limit.max);
      return refusal(perIp.limit, byIp.windowStart, `More than ${max} sent from this address`);
    },

    async chargeSiteBytes(kind, siteId, sent) {
      const { perSite } = bytes[kind];
      const bySite = await perSite.counter.add(`site:${siteId}`, sent);
      if (bySite.count <= perSite.limit.max) return null;
      const max = sizeText(perSite.limit.max);
      return refusal(perSite.limit, bySite.windowStart, `More than ${max} sent to this site`);
    },

    async startSessions(address, starts) {
      const refused = new Set<string>();
      if (starts.length === 0) return { refused, refusal: null };
      let why: Refusal | null = null;
      const byIp = await sessionsPerIp.counter.add(sourceOf(address), starts.length);
      const fit = within(sessionsPerIp.limit, byIp.count, starts.length);
      if (fit < starts.length) {
        const max = sessionsPerIp.limit.max;
        why = refusal(
          sessionsPerIp.limit,
          byIp.windowStart,
          `More than ${max} sessions started from this address`,
        );
      }
      const perVisitor = new Map<string, SessionStart[]>();
      starts.forEach((start, index) => {
        if (index >= fit) refused.add(start.session);
        else perVisitor.set(start.visitor, [...(perVisitor.get(start.visitor) ?? []), start]);
      });
      await Promise.all(
        [...perVisitor].map(async ([visitor, own]) => {
          const byVisitor = await sessionsPerVisitor.counter.add(`visitor:${visitor}`, own.length);
          const allowed = within(sessionsPerVisitor.limit, byVisitor.count, own.length);
          if (allowed === own.length) return;
          for (const start of own.slice(allowed)) refused.add(start.session);
          const max = sessionsPerVisitor.limit.max;
          why ??= refusal(
            sessionsPerVisitor.limit,
            byVisitor.windowStart,
            `More than ${max} sessions started by this visitor`,
          );
        }),
      );
      return { refused, refusal: why };
    },
  };
}

/**
 * Bytes a request brings: its Content-Length, or the route's whole body limit without one; never
 * more than that limit, which is all the server reads of a body (a longer one is refused, 413).
 */
function requestBytes(request: FastifyRequest, bodyLimit: number): number {
  const length = Number(request.headers['content-length']);
  return Number.isSafeInteger(length) && length >= 0 ? Math.min(length, bodyLimit) : bodyLimit;
}

/**
 * The byte budgets of an anonymous ingest route, counted with its request limits
 * (security/rateLimits.ts): the source's budget with the per-address limit, the site's with the
 * per-site one, so that a source refused for either never costs its site anything; undefined
 * for every other route.
 */
export function ingestByteChecks(
  app: FastifyInstance,
  service: IngestBudgetService,
  route: RouteOptions,
): AlongsideChecks | undefined {
  const id = route.config?.endpointId;
  if (!id || !ANONYMOUS_INGESTS.has(id)) return undefined;
  const bodyLimit = route.bodyLimit ?? app.initialConfig.bodyLimit ?? 1024 * 1024;
  const kind = ingestKind(id);
  return {
    bySource: (request) =>
      service.chargeSourceBytes(kind, request.ip, requestBytes(request, bodyLimit)),
    byKey: (request) =>
      service.chargeSiteBytes(
        kind,
        Number((request.params as { siteId?: unknown }).siteId),
        requestBytes(request, bodyLimit),
      ),
  };
}
