/**
 * The client side of the bootstrap payload (runtime/app/core/bundles/bootstrap.ts, start.tsx): read
 * once from index.html; it seeds the query cache under the generated keys (so the manifest's
 * cache times apply and nothing is fetched), the shell bundles and i18next — and what it lacks
 * is still fetched.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  apiKeys,
  getAppStateQueryOptions,
  getCurrentUserQueryOptions,
  getSettingsQueryOptions,
  getSiteQueryOptions,
} from '../../generated/api/client';
import type { AppStateList, SessionInfo, Settings, Site } from '../../generated/types';
import type { BootstrapPayload } from '../../contracts/bootstrap';
import type { ShellBundles } from '../../contracts/shellBundles';
import { readBootstrap } from '../../runtime/app/core/bundles/bootstrap';
import { loadShellBundles } from '../../runtime/app/core/bundles/shellBundles';

const session = { user: { id: 7, locale: 'en' }, account: { id: 3 } } as unknown as SessionInfo;
const settings = { defaultLanguage: 'en', languages: ['en'] } as unknown as Settings;
const appState: AppStateList = { success: true, app_state_settings: [] };
const site = { id: 11, name: 'Shop', account: { id: 3 } } as unknown as Site;
const bundles = { menus: {}, access: {}, constants: {}, languages: {} } as unknown as ShellBundles;
const payload: BootstrapPayload = {
  session,
  settings,
  appState,
  site: { accountId: 3, site },
  translations: { en: { shell: { loading: 'Loading from the payload' } } },
  bundles,
};

/** A document with (or without) the bootstrap element. */
function documentWith(text: string | undefined) {
  const element = text === undefined ? null : { textContent: text, remove: vi.fn() };
  return { document: { getElementById: () => element } as unknown as Document, element };
}

const fetch = vi.fn(async (url: string) =>
  url.startsWith('/locales/')
    ? Response.json({ fetched: url })
    : new Response(null, { status: 500 }),
);
beforeAll(() => {
  vi.stubGlobal('fetch', fetch);
  vi.stubGlobal('document', { documentElement: { dataset: {} } });
  vi.stubGlobal('location', { origin: 'http://localhost', pathname: '/' });
});
afterAll(() => vi.unstubAllGlobals());

describe('readBootstrap', () => {
  it('parses the payload and removes the element (read once)', () => {
    const { document, element } = documentWith(JSON.stringify(payload));
    expect(readBootstrap(document)).toEqual(payload);
    expect(element!.remove).toHaveBeenCalled();
  });

  it.each([
    ['no element', undefined],
    ['empty', ''],
    ['broken JSON', '{"session":'],
    ['no session', '{"settings":{}}'],
    ['signed out without settings', '{"signedOut":true,"translations":{}}'],
    ['signedOut not true', '{"signedOut":"yes","settings":{},"translations":{}}'],
  ])('%s → undefined (the app fetches as without a payload)', (_label, text) => {
    expect(readBootstrap(documentWith(text).document)).toBeUndefined();
  });

  it('parses a signed-out page’s payload (the login page)', () => {
    const signedOut = {
      signedOut: true as const,
      settings,
      translations: { en: { forms: { login: { title: 'Sign in' } } } },
      rendered: { language: 'en' },
    };
    expect(readBootstrap(documentWith(JSON.stringify(signedOut)).document)).toEqual(signedOut);
  });
});

describe('seedFromBootstrap', () => {
  it('answers the first queries from the payload, without a request', async () => {
    const { seedFromBootstrap } = await import('../../runtime/app/core/start');
    const { queryClient } = await import('../../runtime/app/core/queryClient');
    seedFromBootstrap(payload);
    fetch.mockClear();
    // The session has no cache time; the signed-in scope does not ask again on mount.
    expect(queryClient.getQueryData(getCurrentUserQueryOptions().queryKey)).toBe(session);
    expect(await queryClient.fetchQuery(getSettingsQueryOptions())).toBe(settings);
    expect(await queryClient.fetchQuery(getAppStateQueryOptions({ userId: 7 }))).toBe(appState);
    expect(queryClient.getQueryData(apiKeys.getSite({ accountId: 3, siteId: 11 }))).toBe(site);
    // The site has no cache time in the manifest: it is there, and asked again when stale.
    expect(getSiteQueryOptions({ accountId: 3, siteId: 11 }).queryKey).toEqual(
      apiKeys.getSite({ accountId: 3, siteId: 11 }),
    );
    // The payload's bundles, readable by React's `use` at once (core/readablePromise.ts).
    const loading = loadShellBundles() as Promise<ShellBundles> & { status?: string };
    expect(loading.status).toBe('fulfilled');
    await expect(loading).resolves.toBe(bundles);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('seeds only the settings from a signed-out page’s payload (no session is made up)', async () => {
    const { QueryClient } = await import('@tanstack/react-query');
    const { seedQueryClient } = await import('../../runtime/app/core/bundles/seed');
    const client = new QueryClient();
    seedQueryClient(client, { signedOut: true, settings, translations: {} });
    expect(client.getQueryData(getSettingsQueryOptions().queryKey)).toBe(settings);
    expect(client.getQueryData(getCurrentUserQueryOptions().queryKey)).toBeUndefined();
    expect(client.getQueryCache().getAll()).toHaveLength(1);
  });
});

describe('startI18n with the payload translations', () => {
  it('uses the seeded namespaces and fetches only the missing ones', async () => {
    const { startI18n } = await import('../../runtime/app/core/i18n');
    const i18n = (await import('i18next')).default;
    fetch.mockClear();
    await startI18n({ language: 'en', resources: payload.translations });
    expect(i18n.language).toBe('en');
    expect(i18n.t('shell:loading')).toBe('Loading from the payload');
    const asked = fetch.mock.calls.map(([url]) => url);
    expect(asked).not.toContain('/locales/en/shell.json');
    expect(asked).toContain('/locales/en/common.json');
  });
});
