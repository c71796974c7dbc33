/**
 * The translations backend (product.md#calls "Translation files fetched per language and namespace"):
 * `/locales/{lng}/{ns}.json`; a missing file is final (English is the fallback), a server or
 * network failure lets i18next retry.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchBackend } from '../../runtime/app/core/i18nBackend';

afterEach(() => vi.unstubAllGlobals());

function read(language: string, namespace: string) {
  return new Promise<{ error: unknown; data: unknown }>((done) =>
    fetchBackend.read!(language, namespace, (error, data) => done({ error, data })),
  );
}

describe('fetchBackend', () => {
  it('reads /locales/{lng}/{ns}.json', async () => {
    const fetch = vi.fn(async () => Response.json({ loading: 'Loading…' }));
    vi.stubGlobal('fetch', fetch);
    expect(await read('pt-BR', 'shell')).toEqual({ error: null, data: { loading: 'Loading…' } });
    expect(fetch).toHaveBeenCalledWith('/locales/pt-BR/shell.json', { credentials: 'same-origin' });
  });

  it.each([
    { case: 'missing file', answer: () => new Response('', { status: 404 }), retry: false },
    { case: 'server error', answer: () => new Response('', { status: 503 }), retry: true },
    {
      case: 'network failure',
      answer: () => {
        throw new TypeError('Failed to fetch');
      },
      retry: true,
    },
  ])('$case → error, retry $retry', async ({ answer, retry }) => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer()),
    );
    const { error, data } = await read('de', 'nav');
    expect(error).toBeInstanceOf(Error);
    expect(data).toBe(retry);
  });
});
