/**
 * Promises React's `use` reads at once when settled (runtime/app/core/readablePromise.ts): the
 * fields React itself reads (`status`, `value`, `reason`) follow the promise's outcome, so a
 * part or bundle loaded before a render does not suspend it, and callers can call `use` every
 * time (the replay of a suspended render needs it where it suspended).
 */
import { describe, expect, it } from 'vitest';
import { readable, readableValue } from '../../runtime/app/core/readablePromise';

type Marked<T> = Promise<T> & { status?: string; value?: T; reason?: unknown };

describe('readable', () => {
  it('is pending, then fulfilled with its value', async () => {
    let resolve!: (value: number) => void;
    const promise = readable(new Promise<number>((r) => (resolve = r))) as Marked<number>;
    expect(promise.status).toBe('pending');
    resolve(7);
    await promise;
    expect([promise.status, promise.value]).toEqual(['fulfilled', 7]);
  });

  it('is rejected with its reason, and the rejection still reaches whoever awaits it', async () => {
    const failure = new Error('chunk failed');
    const promise = readable(Promise.reject(failure)) as Marked<number>;
    await expect(promise).rejects.toBe(failure);
    expect([promise.status, promise.reason]).toEqual(['rejected', failure]);
  });
});

describe('readableValue', () => {
  it('is fulfilled before anything awaits it', () => {
    const promise = readableValue('bundles') as Marked<string>;
    expect([promise.status, promise.value]).toEqual(['fulfilled', 'bundles']);
  });
});
