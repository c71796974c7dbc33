/**
 * The server renderer of shell pages (issue 3 cold-load target; the renderer itself is
 * runtime/app/ssr/renderPage.tsx, typed by contracts/renderPage.ts, built by `vite build --ssr` into dist/ssr/renderPage.mjs).
 * Loaded once, in the background from the start; without the file (no build yet, or
 * SERVER_RENDER=off) every page is drawn by the browser as before. A render that fails is
 * logged and the page goes out without markup: the browser draws it, nothing is lost.
 */
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import { escapeHtml } from '../security/htmlEscape';
import type { RenderInput, RenderPage, RenderedPage } from '../../../contracts/renderPage';

/** Starts loading the renderer module; resolves to undefined when there is none. */
export function loadPageRenderer(
  file: string | null,
  log: FastifyBaseLogger,
): Promise<RenderPage | undefined> {
  if (!file || !existsSync(file)) return Promise.resolve(undefined);
  return import(pathToFileURL(file).href).then(
    (module: { renderPage?: RenderPage }) => module.renderPage,
    (error: unknown) => {
      log.error(
        { err: error, file },
        'server renderer failed to load; pages render in the browser',
      );
      return undefined;
    },
  );
}

/** This page drawn, or undefined (not a server-rendered page, or it failed). */
export async function renderMarkup(
  renderer: RenderPage | undefined,
  input: RenderInput,
  log: FastifyBaseLogger,
): Promise<RenderedPage | undefined> {
  if (!renderer) return undefined;
  try {
    return await renderer(input);
  } catch (error) {
    log.warn({ err: error, url: input.url }, 'server render failed; the browser draws the page');
    return undefined;
  }
}

/**
 * index.html with the drawn page in it: its markup in `#root`, its title in `<title>` (escaped),
 * and `before` (the bootstrap payload) ahead of `#root`. Replacements are functions, so that `$&`
 * and the like in the user's data are not replacement patterns.
 */
export function withRenderedPage(html: string, before: string, page?: RenderedPage): string {
  const drawn = html.replace(
    '<div id="root">',
    () => `${before}\n    <div id="root">${page?.markup ?? ''}`,
  );
  return page
    ? drawn.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title)}</title>`)
    : drawn;
}
