/**
 * The server renderer of shell pages, as the server calls it (the cold-load target):
 * runtime/app/ssr/renderPage.tsx implements it, `vite build --ssr` builds it into
 * dist/ssr/renderPage.mjs, and the server loads that file (server/src/pages/serverRender.ts)
 * without importing anything of the React app.
 */
import type { RouteName } from '../generated/routes';
import type { PagePayload } from './bootstrap';
import type { Preferences } from './preferences';

export interface RenderInput {
  /** The request's absolute URL (the route and its query). */
  url: string;
  payload: PagePayload;
  /** The language to render in (the payload's translations hold it and English). */
  language: string;
  preferences: Preferences;
  /** A namespace file of locales/ the payload lacks (a page's own), undefined when missing. */
  readNamespace(language: string, namespace: string): Record<string, unknown> | undefined;
  /**
   * A JSON file of the client build by its URL (`/assets/<name>-<hash>.json`: the manifest
   * bundles lazy pages fetch), parsed; undefined when there is none.
   */
  readAsset(url: string): unknown;
}

/** A page the server drew. */
export interface RenderedPage {
  /** The markup of `#root`. */
  markup: string;
  /** The window's title, as the browser would set it, unescaped text. */
  title: string;
  /**
   * The page's own module, as the client build manifest names it (`getStarted/GetStartedPage.tsx`):
   * the server hints its chunks in the HTML (server/src/pages/clientBuild.ts), so that the
   * browser fetches them with the entry's, not once the start-up has run and asked for them.
   */
  modules: readonly string[];
}

/** The page drawn, or undefined when this page is not rendered on the server. */
export type RenderPage = (input: RenderInput) => Promise<RenderedPage | undefined>;

/**
 * The signed-out pages the server draws (the first page a prospect sees paints before
 * any JavaScript runs), with the namespaces of their texts beyond the shell's: the payload
 * carries them, so the browser hydrates without a fetch (the page registry,
 * runtime/app/core/pages/registry.ts, loads the same ones with the page's chunk).
 */
export const SIGNED_OUT_PAGES = {
  'auth.login': ['forms'],
  'auth.register': ['forms', 'catalog'],
} as const satisfies Partial<Record<RouteName, readonly string[]>>;

export type SignedOutPage = keyof typeof SIGNED_OUT_PAGES;

export function isSignedOutPage(name: string): name is SignedOutPage {
  return Object.hasOwn(SIGNED_OUT_PAGES, name);
}
