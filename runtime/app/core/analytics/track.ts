/**
 * Product events (product.md#errors "Unconfirmed login fires a Login Failed event", guide "step
 * completed" …) all go through `track()`. Where they go is a pluggable sink: by default the
 * `trackEvent` endpoint, which keeps them in a table; tests and later integrations swap it with
 * `setTrackSink`. Tracking never breaks the UI: a sink that throws or rejects is ignored.
 *
 * Experiments (product.md#roles-and-permissions "the assignment is sent with track() events"): the variants the user is
 * seeing (set with `setTrackedExperiments` by whoever knows them — the signed-in shell from its
 * gate context) ride along in one detail, `experiments` = `name=variant,…` sorted by name, so an
 * event stays within the 20 flat string details the server accepts (the caller's details keep
 * 19 of the slots).
 */
import { trackEvent } from '../../../../generated/api/client';
import type { ProductEvent } from '../../../../generated/types';

export type TrackProperties = Record<string, string | number | boolean | null | undefined>;

/**
 * The bounds of ProductEvent.properties (manifests/schemas/common.yaml): the server
 * refuses an event beyond them, so track() trims rather than lose the event.
 * tests/runtime/track.test.ts checks these against the generated schema.
 */
export const MAX_EVENT_PROPERTIES = 20;
export const MAX_EVENT_VALUE_LENGTH = 500;

/** The detail that carries the experiment assignments. */
export const EXPERIMENTS_PROPERTY = 'experiments';

/** The first `max` details, as strings of at most MAX_EVENT_VALUE_LENGTH. */
export function eventProperties(
  properties: TrackProperties,
  max: number = MAX_EVENT_PROPERTIES,
): NonNullable<ProductEvent['properties']> {
  const out: NonNullable<ProductEvent['properties']> = {};
  for (const [name, value] of Object.entries(properties).slice(0, max)) {
    if (value === undefined) continue;
    out[name] =
      value === null ? null : Array.from(String(value)).slice(0, MAX_EVENT_VALUE_LENGTH).join('');
  }
  return out;
}

let experiments = '';

/**
 * The assignments sent with every later event (name → variant); an empty map stops sending
 * them. Whole entries that would pass MAX_EVENT_VALUE_LENGTH are left out.
 */
export function setTrackedExperiments(assignments: Readonly<Record<string, string>>): void {
  let text = '';
  for (const name of Object.keys(assignments).sort()) {
    const entry = `${name}=${assignments[name]}`;
    const next = text ? `${text},${entry}` : entry;
    if (next.length > MAX_EVENT_VALUE_LENGTH) break;
    text = next;
  }
  experiments = text;
}

export type TrackSink = (event: ProductEvent) => void | Promise<unknown>;

const sendToServer: TrackSink = (event) => trackEvent({ body: event });

let sink: TrackSink = sendToServer;

/** Replace the sink; without an argument, back to the server. */
export function setTrackSink(next?: TrackSink): void {
  sink = next ?? sendToServer;
}

export function track(name: string, properties?: TrackProperties): void {
  const details = properties
    ? eventProperties(properties, experiments ? MAX_EVENT_PROPERTIES - 1 : MAX_EVENT_PROPERTIES)
    : undefined;
  const withExperiments = experiments
    ? { ...details, [EXPERIMENTS_PROPERTY]: experiments }
    : details;
  const event: ProductEvent = {
    name,
    ...(withExperiments ? { properties: withExperiments } : {}),
    occurredAt: new Date().toISOString(),
  };
  try {
    const result = sink(event);
    if (result && typeof (result as Promise<unknown>).catch === 'function') {
      (result as Promise<unknown>).catch(() => undefined);
    }
  } catch {
    // A broken sink must not reach the UI (see above).
  }
}
