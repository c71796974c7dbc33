/**
 * The i18next backend: `GET /locales/{lng}/{ns}.json` (the same contract as
 * i18next-http-backend's loadPath), in 20 lines with fetch. The http backend weighs ~5.5 KB gzip
 * (XMLHttpRequest and fetch-ponyfill paths, option parsing) — a third of what the cold-load target leaves the
 * app's own code on the first page. A missing file (404) is final (English is the fallback); a
 * network or server failure lets i18next retry.
 */
import type { BackendModule, ReadCallback } from 'i18next';

export const LOCALES_PATH = '/locales';

/**
 * `?v=<version>` of the translations the page was served with (`<html data-locales>`, the
 * server's localesVersion): that URL is cached for good, so a warm load fetches no translation
 * and a deploy that changes one changes the URL. None under the dev server: revalidated there.
 */
function versionQuery(): string {
  const version =
    typeof document === 'undefined' ? undefined : document.documentElement.dataset.locales;
  return version ? `?v=${encodeURIComponent(version)}` : '';
}

export const fetchBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    const url = `${LOCALES_PATH}/${encodeURIComponent(language)}/${encodeURIComponent(namespace)}.json${versionQuery()}`;
    fetch(url, { credentials: 'same-origin' })
      .then(async (response) => {
        if (response.ok) return callback(null, await response.json());
        const retry = response.status >= 500;
        callback(new Error(`${url} answered ${response.status}`), retry);
      })
      .catch((error: unknown) =>
        callback(error instanceof Error ? error : new Error(String(error)), true),
      );
  },
};
