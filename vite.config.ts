/**
 * The React runtime (runtime/app) built by Vite: `npx vite build` writes dist/client (hashed
 * assets under assets/, served with long-cache headers by the API server, which also answers
 * index.html for client routes). `npx vite` serves it on port 3000 with HMR and proxies the API
 * server's paths (/api, /locales) to it (API_PORT, default 3001). The app imports from
 * generated/ and runtime/, outside its root, hence fs.allow.
 */
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { devLoop } from './runtime/app/build/devLoop';

const root = fileURLToPath(new URL('.', import.meta.url));
const VENDOR = /node_modules|rolldown\/runtime/;
/** The form library and what only it uses: kept in the form pages' chunks, off the first page. */
const FORMS_VENDOR =
  /@rjsf|markdown-to-jsx|json-schema-merge|fast-equals|fast-uri|jsonpointer|react-is|ajv/;
/** The chart library: only in the time-series chart's lazy chunk, never on the first page. */
const CHARTS_VENDOR = /uplot/;
/**
 * The accessible primitives (Radix: the help and account menus, the site selector, runtime/app/ui)
 * and what only they use: in the chunks of the lazy parts that use them, off the first page.
 */
const PRIMITIVES_VENDOR =
  /@radix-ui|@floating-ui|aria-hidden|react-remove-scroll|react-style-singleton|use-callback-ref|use-sidecar|get-nonce|detect-node-es|tslib/;
/**
 * The browser app's chunks follow its folders (docs/architecture.md): `core/` and what every page
 * runs with it (the API client, the route table and path rules, the shared contracts) is the
 * app chunk; `signedIn/` with the gate and menu rules is the signed-in chunk, except its
 * `popovers/` (the open site selector and menus), loaded when first opened, and its `guides/`
 *, loaded after the first render. Every other folder
 * (signup/, status/, forms/) is split by its dynamic imports: one chunk per lazy page.
 */
const APP = /runtime\/(app\/core|api|rules\/routes)\/|contracts\/|generated\/(routes\.ts|api\/)/;
const SIGNED_IN = /runtime\/(app\/signedIn|rules\/(gates|menus|tracking|languages|format))\//;
const LAZY = /app\/signedIn\/(popovers|guides)\//;
/**
 * What the get-started steps and the features' empty states read while they render, one chunk:
 * the guide state (`signedIn/guides/state/`) with the guide rules, the guides manifest's URL,
 * the profile rule (onboardingAnswers) and the demo tour's hooks and store (its layer stays
 * lazy). Split by importers, they were 9 chunks of 54 B to 2 KB that the overview requested one
 * by one, each answer costing its main thread before the first frame (the first
 * page's scripts went from 17 files to 9). A page that does not read it while it renders
 * (settings…) loads it with the guide layer, after its first render, as it did those chunks.
 */
const GUIDE_STATE =
  /app\/signedIn\/guides\/state\/|runtime\/rules\/guides\/|generated\/bundle\/guides\.json|app\/demoTour\/[^/]+\.ts$|app\/signup\/rules\/onboardingAnswers\.ts$/;
const api = `http://127.0.0.1:${process.env.API_PORT ?? '3001'}`;

/** The browser's build (dist/client). */
const clientBuild = {
  outDir: `${root}dist/client`,
  emptyOutDir: true,
  assetsDir: 'assets',
  target: 'es2022',
  // No preload lists in the JS: the server hints the start-up chunks in index.html
  // (server/src/pages/clientBuild.ts), and a lazy chunk's own imports are few and shared with
  // the first page; the lists cost the first page ~650 B gzip (a budget of the install work).
  modulePreload: false,
  // The manifest bundles are fetched by URL (bundles/shellBundles.ts), never inlined into JS.
  assetsInlineLimit: (file: string) => (file.endsWith('.json') ? false : undefined),
  sourcemap: false,
  // One stylesheet (~10 KB), linked from index.html: a server-rendered shell is styled as soon
  // as it arrives, and no lazy chunk waits for CSS of its own before it runs.
  cssCodeSplit: false,
  // dist/client/.vite/manifest.json: the server reads it to inline the shell's bundles into a
  // signed-in index.html and to hint the signed-in chunk (server/src/pages/clientBuild.ts).
  manifest: true,
  rolldownOptions: {
    output: {
      // Fewer, larger chunks compress better and cost fewer requests: the libraries every
      // page needs in one, the signed-in scope with the shell in another. Modules only a
      // lazy page uses (login's mutation, the open site selector, the menu library) stay in that page's chunk.
      codeSplitting: {
        groups: [
          {
            name: 'vendor',
            test: (id: string) =>
              VENDOR.test(id) &&
              !/mutationObserver|useMutation/.test(id) &&
              !FORMS_VENDOR.test(id) &&
              !PRIMITIVES_VENDOR.test(id) &&
              !CHARTS_VENDOR.test(id),
          },
          {
            name: 'app',
            test: (id: string) => APP.test(id),
            includeDependenciesRecursively: false,
          },
          {
            name: 'guide-state',
            test: (id: string) => GUIDE_STATE.test(id),
            includeDependenciesRecursively: false,
          },
          {
            name: 'signed-in',
            test: (id: string) => SIGNED_IN.test(id) && !LAZY.test(id),
            includeDependenciesRecursively: false,
          },
        ],
      },
    },
  },
};

/**
 * `vite build --ssr ssr/renderPage.tsx`: the server's renderer of shell pages (the cold-load
 * target; server/src/pages/serverRender.ts imports dist/ssr/renderPage.mjs). Self-contained —
 * React, the router and the rest bundled in their production builds, whatever NODE_ENV the
 * server runs with, so that it renders exactly like the client build it is hydrated by.
 */
const ssrBuild = {
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  ssr: { noExternal: true as const, target: 'node' as const },
  build: {
    outDir: `${root}dist/ssr`,
    emptyOutDir: true,
    target: 'node20',
    // As in the client build: a manifest bundle is a file the renderer reads by its URL
    // (a small one would otherwise become a data: URL the server cannot look up).
    assetsInlineLimit: (file: string) => (file.endsWith('.json') ? false : undefined),
    sourcemap: false,
    minify: false,
    rolldownOptions: { output: { entryFileNames: 'renderPage.mjs' } },
  },
};

export default defineConfig(({ command, isSsrBuild }) => ({
  root: `${root}runtime/app`,
  // devLoop: a manifest or translation save reloads the open pages, or shows its errors (product.md#states-and-transitions).
  plugins: [react(), devLoop(root)],
  resolve: {
    // react-router 7 exports only its development build (remix-run/react-router#12532, "intended
    // to be temporary"); production builds take the production files it ships next to it.
    // use-sync-external-store/shim (react-i18next) is React's own hook on React 18+.
    alias: (command === 'build'
      ? {
          'react-router': `${root}node_modules/react-router/dist/production/index.mjs`,
          'use-sync-external-store/shim': `${root}runtime/app/build/useSyncExternalStoreShim.ts`,
          // No manifest form enables markdown; RJSF's markdown renderer is ~86 KB minified.
          'markdown-to-jsx/react': `${root}runtime/app/forms/plainMarkdown.tsx`,
        }
      : {}) as Record<string, string>,
  },
  // Only what the app asks for; nothing from the project root's .env. Plain assets the
  // manifests name by path (empty-state and template images, /images/…) come from
  // runtime/public, copied as is into the client build.
  envDir: false,
  publicDir: isSsrBuild ? false : `${root}runtime/public`,
  ...(isSsrBuild ? ssrBuild : { build: clientBuild }),
  server: {
    port: 3000,
    strictPort: true,
    proxy: {
      '/api': { target: api, changeOrigin: false },
      '/locales': { target: api, changeOrigin: false },
      // The local OpenID provider of development sign-in (server/src/sso), same origin as the app.
      '/oidc': { target: api, changeOrigin: false },
      // The development inbox: what the mail catcher received (DEV_INBOX=1, server/src/mail/devInbox.ts).
      '^/dev/': { target: api, changeOrigin: false },
      // The tracking snippet, so the setup page's code works against the dev server too.
      '^/t/': { target: api, changeOrigin: false },
    },
    fs: { allow: [root] },
  },
  preview: { port: 3000 },
}));
