/**
 * Translations (product.md#calls "Translation files fetched per language and namespace"): i18next with a
 * fetch backend reading `/locales/{lng}/{ns}.json` (the API server serves `locales/`), English as
 * the fallback (product.md#constants-and-limits "Default en"). The namespaces below are what the entry and the shell show;
 * pages load their own (`useTranslation('empty-states')` …) on demand.
 */
import i18n, { type InitOptions } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { BootstrapTranslations } from '../../../contracts/bootstrap';
import { LANGUAGE_COOKIE } from '../../../contracts/cookies';
import { fetchBackend } from './i18nBackend';
import { addCountFormatter } from './i18nFormatters';
import { fallbackLanguages, languageTag, parsePreferences } from '../../../contracts/preferences';
import { SHELL_NAMESPACES } from '../../../contracts/shellNamespaces';
import { writePreferenceCookie } from './preferences/writePreferenceCookie';

export const DEFAULT_LANGUAGE = 'en';
/**
 * The language to start in until the signed-in user's is known: the one the server chose for
 * this page (`<html data-language="server">`: `?locale=`, the language cookie of the last
 * session on this browser, Accept-Language; runtime/rules/languages/pickLanguage.ts), else —
 * a page the server did not write, e.g. Vite's in development — `?locale=` or the cookie.
 */
function initialLanguage(): string {
  const html = document.documentElement;
  if (html.dataset.language === 'server' && languageTag(html.lang)) return html.lang;
  return (
    languageTag(new URLSearchParams(location.search).get('locale')) ??
    parsePreferences(document.cookie).language ??
    DEFAULT_LANGUAGE
  );
}

function servedLanguages(): string[] {
  return document.documentElement.dataset.languages?.split(' ') ?? [];
}

export function rememberLanguage(language: string): void {
  writePreferenceCookie(LANGUAGE_COOKIE, language);
}

/** What the browser's instance and a server render's (ssr/renderPage.tsx) share. */
export const I18N_OPTIONS = {
  fallbackLng: DEFAULT_LANGUAGE,
  // pt-BR loads pt-BR only (not pt): the locale folders are named by full code.
  load: 'currentOnly',
  ns: SHELL_NAMESPACES,
  defaultNS: 'shell',
  interpolation: { escapeValue: false },
  // Rendering starts once the shell's namespaces are in (start.tsx) and pages load theirs
  // with their chunk (pages/registry.ts), so nothing suspends on a first load; suspending
  // would also cost React's 300 ms fallback throttle. A namespace asked for late still works.
  react: { useSuspense: true },
} as const satisfies InitOptions;

export interface InitialTranslations {
  /** The signed-in user's language, when they chose one. */
  language?: string;
  /** What the server sent with index.html; namespaces not in it are fetched as usual. */
  resources: BootstrapTranslations;
}

/**
 * Starts loading the shell's namespaces; the promise settles once they are there (or failed:
 * keys then show, English missing is not a reason not to start). With the bootstrap payload's
 * translations nothing is fetched and the promise settles at once.
 */
export function startI18n(initial?: InitialTranslations): Promise<unknown> {
  if (initial?.language) rememberLanguage(initial.language);
  const ready = i18n
    .use(fetchBackend)
    .use(initReactI18next)
    .init({
      lng: initial?.language ?? initialLanguage(),
      ...(initial ? { resources: initial.resources, partialBundledLanguages: true } : {}),
      // Ask for the files now, not on the next tick: they are on the first page's critical path.
      initAsync: false,
      ...I18N_OPTIONS,
      ns: [...I18N_OPTIONS.ns],
      // The server names the complete (selectable) languages on <html data-languages>; without
      // it (Vite's page in development) every language falls back to English.
      fallbackLng: (code: string) => fallbackLanguages(code, servedLanguages(), DEFAULT_LANGUAGE),
    })
    .catch(() => undefined);
  addCountFormatter(i18n);
  i18n.on('languageChanged', (language) => {
    document.documentElement.lang = language;
  });
  return ready;
}
