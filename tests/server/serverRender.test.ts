/**
 * Loading and calling the server renderer (server/src/pages/serverRender.ts): no module, a
 * module that does not load, and a render that throws all leave the page to the browser, and
 * the failures are logged. The renderer itself runs against the real build in
 * tests/e2e/serverRender.e2e.test.ts.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { RenderInput } from '../../contracts/renderPage';
import { loadPageRenderer, renderMarkup } from '../../server/src/pages/serverRender';

const dir = mkdtempSync(join(tmpdir(), 'lodestar-ssr-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function logger() {
  const log = { warn: vi.fn(), error: vi.fn() };
  return { log, as: log as unknown as FastifyBaseLogger };
}
const input = { url: 'http://127.0.0.1/sites/1/overview' } as RenderInput;

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
      'export async function renderPage(input) { return `<p>${input.url}</p>`; }',
    );
    const renderer = await loadPageRenderer(file, logger().as);
    expect(await renderer?.(input)).toBe('<p>http://127.0.0.1/sites/1/overview</p>');
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
  it('is the markup, or empty for a page not rendered on the server', async () => {
    const { as } = logger();
    expect(await renderMarkup(async () => '<div>x</div>', input, as)).toBe('<div>x</div>');
    expect(await renderMarkup(async () => undefined, input, as)).toBe('');
    expect(await renderMarkup(undefined, input, as)).toBe('');
  });

  it('logs a render that throws and leaves the page to the browser', async () => {
    const { log, as } = logger();
    const failing = async () => {
      throw new Error('render failed');
    };
    expect(await renderMarkup(failing, input, as)).toBe('');
    expect(log.warn).toHaveBeenCalledWith(
      expect.objectContaining({ url: input.url }),
      expect.stringContaining('server render failed'),
    );
  });
});
