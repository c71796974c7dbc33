/**
 * The server renderer of shell pages (the renderer itself is
 * runtime/app/ssr/renderPage.tsx, typed by contracts/renderPage.ts, built by `vite build --ssr` into dist/ssr/renderPage.mjs).
 * Loaded once, in the background from the start; without the file (no build yet, or
 * SERVER_RENDER=off) every page is drawn by the browser as before. A render that fails is
 * logged and the page goes out without markup: the browser draws it, nothing is lost.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import { escapeHtml } from '../security/htmlEscape';
import type { RenderedMark } from '../../../contracts/bootstrap';
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

/** A page drawn, with the URLs of the manifest bundles its drawing read. */
export type DrawnPage = RenderedPage & { bundles: string[] };

type AssetReader = RenderInput['readAsset'];

/**
 * The bundles read by the render in progress. The renderer installs its reader for every render
 * at once (ssr/renderPage.tsx `setServerBundleReader`, module state), so two renders at the same
 * time are told apart by their async context, and every render is given the same reader.
 */
const reading = new AsyncLocalStorage<Set<string>>();
const recorders = new WeakMap<AssetReader, AssetReader>();

function recording(read: AssetReader): AssetReader {
  let recorder = recorders.get(read);
  if (!recorder) {
    recorder = (url) => {
      const asset = read(url);
      if (asset !== undefined) reading.getStore()?.add(url);
      return asset;
    };
    recorders.set(read, recorder);
  }
  return recorder;
}

/**
 * This page drawn, or undefined (not a server-rendered page, or it failed). The bundles it read
 * are recorded: the page preloads them and the browser loads them before it hydrates
 * (contracts/bootstrap.ts `RenderedMark`).
 */
export async function renderMarkup(
  renderer: RenderPage | undefined,
  input: RenderInput,
  log: FastifyBaseLogger,
): Promise<DrawnPage | undefined> {
  if (!renderer) return undefined;
  const bundles = new Set<string>();
  try {
    const page = await reading.run(bundles, () =>
      renderer({ ...input, readAsset: recording(input.readAsset) }),
    );
    return page && { ...page, bundles: [...bundles] };
  } catch (error) {
    log.warn({ err: error, url: input.url }, 'server render failed; the browser draws the page');
    return undefined;
  }
}

/** What the payload says of a drawn page: its language, and the bundles it read. */
export function renderedMark(language: string, page: DrawnPage): RenderedMark {
  return page.bundles.length > 0 ? { language, bundles: page.bundles } : { language };
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
