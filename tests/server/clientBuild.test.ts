/**
 * What index.html preloads (server/src/pages/clientBuild.ts cold-load target): the
 * entry imports the start-up dynamically (runtime/app/main.tsx), so the page names its chunks
 * itself — every chunk the start-up imports, once, never the entry.
 */
import { describe, expect, it } from 'vitest';
import { chunksOf, startupChunks, withPreloads } from '../../server/src/pages/clientBuild';

const MANIFEST = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, dynamicImports: ['start.tsx'] },
  'start.tsx': { file: 'assets/start-2.js', imports: ['_app-3.js'] },
  // The app chunk imports the entry back (the preload helper lives there) and itself.
  '_app-3.js': {
    file: 'assets/app-3.js',
    imports: ['_runtime-4.js', 'index.html', '_vendor-5.js', 'start.tsx'],
    dynamicImports: ['signup/LoginPage.tsx'],
  },
  '_runtime-4.js': { file: 'assets/runtime-4.js' },
  '_vendor-5.js': { file: 'assets/vendor-5.js', imports: ['_runtime-4.js'] },
  'signup/LoginPage.tsx': { file: 'assets/LoginPage-6.js', imports: ['_vendor-5.js'] },
  '../../generated/bundle/menus.json': { file: 'assets/menus-7.json' },
};

describe('startupChunks', () => {
  it("is the start-up chunk and what it imports, without the entry or lazy pages' chunks", () => {
    expect(startupChunks(MANIFEST)).toEqual([
      '/assets/start-2.js',
      '/assets/app-3.js',
      '/assets/runtime-4.js',
      '/assets/vendor-5.js',
    ]);
  });

  it('is empty without an entry or when it imports nothing dynamically', () => {
    expect(startupChunks({})).toEqual([]);
    expect(startupChunks({ 'index.html': { file: 'assets/index-1.js', isEntry: true } })).toEqual(
      [],
    );
  });
});

describe('chunksOf (a drawn page’s own chunks, contracts/renderPage.ts `modules`)', () => {
  it('is the module’s chunk and what it imports, each once, never the entry', () => {
    expect(chunksOf(MANIFEST, ['signup/LoginPage.tsx'])).toEqual([
      '/assets/LoginPage-6.js',
      '/assets/vendor-5.js',
      '/assets/runtime-4.js',
    ]);
    expect(chunksOf(MANIFEST, ['signup/LoginPage.tsx', 'start.tsx'])).toHaveLength(5);
  });

  it('is empty for a module the build does not know, or for no module', () => {
    expect(chunksOf(MANIFEST, ['nowhere/Page.tsx'])).toEqual([]);
    expect(chunksOf(MANIFEST, [])).toEqual([]);
  });
});

describe('withPreloads', () => {
  const html =
    '<head>\n    <script type="module" crossorigin src="/assets/index-1.js"></script>\n' +
    '    <link rel="modulepreload" crossorigin href="/assets/runtime-4.js">\n  </head><body></body>';

  it('adds one modulepreload per chunk the page does not name yet, before </head>', () => {
    const out = withPreloads(html, ['/assets/start-2.js', '/assets/runtime-4.js']);
    expect(out.match(/modulepreload/g)).toHaveLength(2);
    expect(out).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/start-2.js">\n  </head>',
    );
  });

  it('leaves the page as it is when there is nothing to add', () => {
    expect(withPreloads(html, [])).toBe(html);
    expect(withPreloads(html, ['/assets/runtime-4.js'])).toBe(html);
  });
});
