/**
 * Product events (spec §8 "Unconfirmed login fires a Login Failed event", guide "step
 * completed" …) all go through `track()`. Where they go is a pluggable sink: by default the
 * `trackEvent` endpoint, which keeps them in a table; tests and later integrations swap it with
 * `setTrackSink`. Tracking never breaks the UI: a sink that throws or rejects is ignored.
 */
import { trackEvent } from '../../../../generated/api/client';
import type { ProductEvent } from '../../../../generated/types';

export type TrackProperties = Record<string, string | number | boolean | null | undefined>;

/**
 * The bounds of ProductEvent.properties (manifests/schemas/common.yaml; issue 9): the server
 * refuses an event beyond them, so track() trims rather than lose the event.
 * tests/runtime/track.test.ts checks these against the generated schema.
 */
export const MAX_EVENT_PROPERTIES = 20;
export const MAX_EVENT_VALUE_LENGTH = 500;

/** The first MAX_EVENT_PROPERTIES details, as strings of at most MAX_EVENT_VALUE_LENGTH. */
export function eventProperties(
  properties: TrackProperties,
): NonNullable<ProductEvent['properties']> {
  const out: NonNullable<ProductEvent['properties']> = {};
  for (const [name, value] of Object.entries(properties).slice(0, MAX_EVENT_PROPERTIES)) {
    if (value === undefined) continue;
    out[name] =
      value === null ? null : Array.from(String(value)).slice(0, MAX_EVENT_VALUE_LENGTH).join('');
  }
  return out;
}
export type TrackSink = (event: ProductEvent) => void | Promise<unknown>;

const sendToServer: TrackSink = (event) => trackEvent({ body: event });

let sink: TrackSink = sendToServer;

/** Replace the sink; without an argument, back to the server. */
export function setTrackSink(next?: TrackSink): void {
  sink = next ?? sendToServer;
}

export function track(name: string, properties?: TrackProperties): void {
  const event: ProductEvent = {
    name,
    ...(properties ? { properties: eventProperties(properties) } : {}),
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
