/**
 * The rules of the tracking ingest, pure and tested as tables: each event checked on
 * its own against the TrackingEvent schema, its time checked against the server's clock, and
 * the accepted events turned into rows — one `tracking_events` row per event, one
 * `visitor_sessions` upsert per session of the request (data/tracking.ts writes them).
 *
 * Clock skew. `at` is the visitor's clock, which may be wrong. Up to 24 hours off, the time is
 * clamped into the server's last 5 minutes [now − 5 min, now]: a future time becomes now, an
 * older one now − 5 min (the snippet sends at once, so an older event is a wrong clock more often
 * than a late delivery, and sessions must not look live tomorrow or dead today). Further off
 * than 24 hours the event is rejected (field `at`): a clock that wrong is not a clock.
 *
 * Sessions. Events of one session in a request become one upsert: started at the earliest, last
 * seen at the latest, on the page of the latest, page views added up, ended when the latest is a
 * `session-end` (a later event of the same session reopens it: the visitor came back to another
 * page of the site), entered on the page of the earliest. Browser, device, operating system and
 * new visitor are those of the session's first request; its country and language are the first
 * known (an event with a language may come later); referrer, UTM tags and viewport class come
 * from its `session-start` (tracking/sessionFacts.ts). Only a `session-start` may create a
 * session (data/tracking.ts refuses the others of an unknown session). Each event keeps its
 * page; a page's address is stored without its query (tracking/pages.ts).
 */
import type { ValidateFunction } from 'ajv';
import { entitySchemas } from '../../../generated/api/contracts';
import type { TrackingEvent, TrackingEventRejection } from '../../../generated/types';
import { createAjv } from '../../../runtime/rules/validation/createAjv';
import {
  mergeSessionRow,
  type TrackingEventRow,
  type TrackingRows,
  type VisitorSessionRow,
} from '../data/tracking';
import { addAnnotationFormats, ajvCustomOptions } from '../http/ajvOptions';
import { describeAjvError, fieldOfAjvError, type AjvErrorLike } from '../http/validationField';
import { visitorCountry, type GeoipLookup } from './country';
import { storedPageUrl } from './pages';
import { NO_START_FACTS, primaryLanguage, startFacts } from './sessionFacts';
import { classifyUserAgent } from './userAgent';

/** How far back an event's time may lie before it is clamped. */
export const CLAMP_PAST_MS = 5 * 60_000;
/** How far off the server's clock an event's time may be at all. */
export const REJECT_SKEW_MS = 24 * 3600_000;

/** The time to store, or null when the event is too far off the server's clock to keep. */
export function clampEventTime(at: number, now: number): number | null {
  if (Math.abs(at - now) > REJECT_SKEW_MS) return null;
  return Math.min(now, Math.max(now - CLAMP_PAST_MS, at));
}

let validator: ValidateFunction | undefined;
/** The TrackingEvent schema, compiled once (the same ajv options as request validation). */
function validateEvent(value: unknown): AjvErrorLike | null {
  if (!validator) {
    const ajv = createAjv('draft-07', { ...ajvCustomOptions, strict: false });
    addAnnotationFormats(ajv);
    for (const schema of entitySchemas) ajv.addSchema(schema);
    const compiled = ajv.getSchema('TrackingEvent');
    if (!compiled) throw new Error('entitySchemas has no TrackingEvent schema');
    validator = compiled;
  }
  return validator(value) ? null : ((validator.errors?.[0] as AjvErrorLike | undefined) ?? null);
}

export interface CheckedEvents {
  /** The events to keep, their time clamped, in the order sent. */
  valid: TrackingEvent[];
  rejections: TrackingEventRejection[];
}

/**
 * Each event on its own. `prefix`: how the fields are named in the answer — `events/<i>/` for
 * a batch (its body's path), empty for a single event. `prevalidated`: the body already passed
 * the schema (the single-event route's request validation); only the clock is left to check.
 */
export function checkEvents(
  events: readonly unknown[],
  now: number,
  options: { batch: boolean; prevalidated?: boolean },
): CheckedEvents {
  const valid: TrackingEvent[] = [];
  const rejections: TrackingEventRejection[] = [];
  events.forEach((value, index) => {
    const prefix = options.batch ? `events/${index}` : '';
    const problem = options.prevalidated ? null : validateEvent(value);
    if (problem) {
      const inner = fieldOfAjvError(problem);
      const field = [prefix, inner].filter(Boolean).join('/');
      const message = describeAjvError(options.batch ? `body/${prefix}` : 'body', problem);
      rejections.push({ index, ...(field ? { field } : {}), message });
      return;
    }
    const event = value as TrackingEvent;
    const at = clampEventTime(event.at, now);
    if (at === null) {
      const field = prefix ? `${prefix}/at` : 'at';
      rejections.push({
        index,
        field,
        message: `body/${field} is more than 24 hours off the server's clock (${new Date(now).toISOString()})`,
      });
      return;
    }
    valid.push(at === event.at ? event : { ...event, at });
  });
  return { valid, rejections };
}

/** What the request tells besides its events: who sent it, from where. */
export interface RequestOrigin {
  userAgent: string | undefined;
  clientAddress: string;
  geoip: GeoipLookup | null;
}

export function trackingRows(
  events: readonly TrackingEvent[],
  origin: RequestOrigin,
  receivedAt: number,
): TrackingRows {
  const { browser, device, os } = classifyUserAgent(origin.userAgent);
  const sessions = new Map<string, VisitorSessionRow>();
  const rows: TrackingEventRow[] = [];
  for (const event of events) {
    const page = storedPageUrl(event.url);
    rows.push({
      session_key: event.session,
      type: event.type,
      at: event.at,
      received_at: receivedAt,
      page_url: page,
    });
    const known = sessions.get(event.session);
    // The country is looked up only while the session has none.
    const { country, source } =
      known?.country == null
        ? visitorCountry(origin.geoip, origin.clientAddress, event.language)
        : { country: null, source: null };
    const row: VisitorSessionRow = {
      session_key: event.session,
      visitor_key: event.visitor,
      new_visitor: event.newVisitor ? 1 : 0,
      browser,
      device,
      os,
      country,
      country_source: source,
      language: primaryLanguage(event.language),
      // Only a session start says where the visit came from (and costs the parsing).
      ...(event.type === 'session-start' ? startFacts(event) : NO_START_FACTS),
      page_url: page,
      entry_page_url: page,
      page_views: event.type === 'page-view' ? 1 : 0,
      started_at: event.at,
      last_seen_at: event.at,
      ended_at: event.type === 'session-end' ? event.at : null,
      started: event.type === 'session-start',
    };
    if (known) mergeSessionRow(known, row);
    else sessions.set(event.session, row);
  }
  return { events: rows, sessions: [...sessions.values()] };
}
