/**
 * track() (product.md#errors "Unconfirmed login fires a Login Failed event"): one function, a pluggable
 * sink, and a sink that fails never reaches the caller.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import openapi from '../../generated/openapi.json';
import {
  eventProperties,
  MAX_EVENT_PROPERTIES,
  MAX_EVENT_VALUE_LENGTH,
  setTrackSink,
  track,
} from '../../runtime/app/core/analytics/track';
import type { ProductEvent } from '../../generated/types';

afterEach(() => {
  setTrackSink();
  vi.unstubAllGlobals();
});

describe('track', () => {
  it('hands the event to the sink with a client timestamp', () => {
    const events: ProductEvent[] = [];
    setTrackSink((event) => void events.push(event));
    track('Login Failed', { reason: 'wrong-credentials' });
    track('Error Boundary');
    expect(events).toHaveLength(2);
    expect(events[0]).toMatchObject({
      name: 'Login Failed',
      properties: { reason: 'wrong-credentials' },
    });
    expect(Date.parse(events[0]!.occurredAt!)).not.toBeNaN();
    expect(events[1]).not.toHaveProperty('properties');
  });

  it('swallows a sink that throws or rejects', async () => {
    setTrackSink(() => {
      throw new Error('boom');
    });
    expect(() => track('A')).not.toThrow();
    const rejected = vi.fn(() => Promise.reject(new Error('offline')));
    setTrackSink(rejected);
    expect(() => track('B')).not.toThrow();
    await Promise.resolve();
    expect(rejected).toHaveBeenCalledOnce();
  });

  it('by default posts the event to the trackEvent endpoint, failures ignored', async () => {
    const fetch = vi.fn(async () => new Response(null, { status: 500 }));
    vi.stubGlobal('fetch', fetch);
    track('Login Failed', { reason: 'wrong-credentials' });
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledOnce());
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/v1/events');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toMatchObject({ name: 'Login Failed' });
  });

  it('trims details to the bounds the server checks', () => {
    const schema = openapi.components.schemas.ProductEvent.properties.properties;
    expect(MAX_EVENT_PROPERTIES).toBe(schema.maxProperties);
    expect(MAX_EVENT_VALUE_LENGTH).toBe(schema.additionalProperties.maxLength);
    const many = Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`k${i}`, i]));
    expect(Object.keys(eventProperties(many))).toHaveLength(MAX_EVENT_PROPERTIES);
    expect(eventProperties({ n: 3, b: false, z: null, u: undefined })).toEqual({
      n: '3',
      b: 'false',
      z: null,
    });
    // Counted in code points, as the validator counts: a 4-byte character is one.
    const long = eventProperties({ s: '😀'.repeat(600) }).s!;
    expect(Array.from(long)).toHaveLength(MAX_EVENT_VALUE_LENGTH);
  });
});
