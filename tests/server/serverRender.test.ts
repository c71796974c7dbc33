/**
 * Loading and calling the server renderer (server/src/pages/serverRender.ts): no module, a
 * module that does not load, and a render that throws all leave the page to the browser, and
 * the failures are logged; what is drawn goes into index.html with its title. The renderer
 * itself runs against the real build in tests/e2e/serverRender.e2e.test.ts.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { RenderInput } from '../../contracts/renderPage';
import {
  loadPageRenderer,
  renderedMark,
  renderMarkup,
  withRenderedPage,
} from '../../server/src/pages/serverRender';

const dir = mkdtempSync(join(tmpdir(), 'lodestar-ssr-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function logger() {
  const log = { warn: vi.fn(), error: vi.fn() };
  return { log, as: log as unknown as FastifyBaseLogger };
}
const input = {
  url: 'http://127.0.0.1/sites/1/overview',
  readAsset: () => undefined,
} as unknown as RenderInput;

describe('loadPageRenderer', () => {
  it('is undefined when rendering is off or the build has no renderer', async () => {
    const { as } = logger();
    expect(await loadPageRenderer(null, as)).toBeUndefined();
    expect(await loadPageRenderer(join(dir, 'missing.mjs'), as)).toBeUndefined();
  });

  it('loads renderPage from the module', async () => {
    const file = join(dir, 'ok.mjs');
    writeFileSync(
      file,
      'export async function renderPage(input) { return { markup: `<p>${input.url}</p>`, title: "T", modules: [] }; }',
    );
    const renderer = await loadPageRenderer(file, logger().as);
    expect(await renderer?.(input)).toEqual({
      markup: '<p>http://127.0.0.1/sites/1/overview</p>',
      title: 'T',
      modules: [],
    });
  });

  it('logs a module that fails to load and answers undefined', async () => {
    const file = join(dir, 'broken.mjs');
    writeFileSync(file, 'throw new Error("boom at load");');
    const { log, as } = logger();
    expect(await loadPageRenderer(file, as)).toBeUndefined();
    expect(log.error).toHaveBeenCalledOnce();
  });
});

describe('renderMarkup', () => {
  it('is the page drawn, or undefined for a page not rendered on the server', async () => {
    const { as } = logger();
    const drawn = { markup: '<div>x</div>', title: 'Overview · Lodestar', modules: [] };
    expect(await renderMarkup(async () => drawn, input, as)).toEqual({ ...drawn, bundles: [] });
    expect(await renderMarkup(async () => undefined, input, as)).toBeUndefined();
    expect(await renderMarkup(undefined, input, as)).toBeUndefined();
  });

  it('records the bundles the drawing read, once each, and not those the build lacks', async () => {
    const { as } = logger();
    const assets: Record<string, unknown> = { '/assets/guides-1.json': { guides: {} } };
    const reading = { ...input, readAsset: (url: string) => assets[url] };
    const drawn = await renderMarkup(
      async (given) => {
        given.readAsset('/assets/guides-1.json');
        given.readAsset('/assets/guides-1.json');
        given.readAsset('/assets/missing-2.json');
        return { markup: '', title: 'T', modules: [] };
      },
      reading,
      as,
    );
    expect(drawn?.bundles).toEqual(['/assets/guides-1.json']);
    expect(renderedMark('de', drawn!)).toEqual({
      language: 'de',
      bundles: ['/assets/guides-1.json'],
    });
    expect(renderedMark('en', { ...drawn!, bundles: [] })).toEqual({ language: 'en' });
  });

  it('tells two renders at once apart, though the renderer keeps one reader for all of them', async () => {
    const { as } = logger();
    const assets: Record<string, unknown> = { '/assets/a.json': 1, '/assets/b.json': 2 };
    const reading = { ...input, readAsset: (url: string) => assets[url] };
    // As ssr/renderPage.tsx does: the reader is module state, set by whichever render began last.
    let installed: ((url: string) => unknown) | undefined;
    const renderer = (url: string, wait: number) => async (given: RenderInput) => {
      installed = given.readAsset;
      await new Promise((done) => setTimeout(done, wait));
      installed(url);
      return { markup: '', title: url, modules: [] };
    };
    const [first, second] = await Promise.all([
      renderMarkup(renderer('/assets/a.json', 20), reading, as),
      renderMarkup(renderer('/assets/b.json', 1), reading, as),
    ]);
    expect(first?.bundles).toEqual(['/assets/a.json']);
    expect(second?.bundles).toEqual(['/assets/b.json']);
  });

  it('logs a render that throws and leaves the page to the browser', async () => {
    const { log, as } = logger();
    const failing = async () => {
      throw new Error('render failed');
    };
    expect(await renderMarkup(failing, input, as)).toBeUndefined();
    expect(log.warn).toHaveBeenCalledWith(
      expect.objectContaining({ url: input.url }),
      expect.stringContaining('server render failed'),
    );
  });
});

describe('withRenderedPage (the server-rendered <title> names the page)', () => {
  const html =
    '<html lang="en"><head><title>Lodestar</title></head><body><div id="root"></div></body></html>';

  it('puts the markup in #root, the payload before it, and the page’s title in <title>', () => {
    const out = withRenderedPage(html, '<script id="p"></script>', {
      markup: '<nav>x</nav>',
      title: 'Overview · Lodestar',
      modules: [],
    });
    expect(out).toContain('<title>Overview · Lodestar</title>');
    expect(out).toContain('<script id="p"></script>\n    <div id="root"><nav>x</nav></div>');
  });

  it('escapes the title and takes `$&` in it literally', () => {
    const out = withRenderedPage(html, '', {
      markup: '',
      title: '<b>$& "x"</b> · Lodestar',
      modules: [],
    });
    expect(out).toContain('<title>&lt;b&gt;$&amp; &quot;x&quot;&lt;/b&gt; · Lodestar</title>');
  });

  it('keeps index.html’s title when nothing was drawn', () => {
    const out = withRenderedPage(html, '<script id="p"></script>');
    expect(out).toContain('<title>Lodestar</title>');
    expect(out).toContain('<div id="root"></div>');
  });
});
