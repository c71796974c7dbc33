#!/usr/bin/env node
// `npm run demo:site`: a small sample customer site with the tracking snippet of one of your
// sites, so that you see data arrive: the setup page flips to installed and sessions
// start counting. It stands in for the customer's own site and is not part of the app.
//
//   npm run demo:site                      # site 1, app at http://localhost:3000, on port 4000
//   SITE_ID=7 APP_URL=http://localhost:3000 DEMO_PORT=4001 npm run demo:site
//   npm run demo:site -- --site 7 --app http://localhost:3000 --port 4001
//
// The pages load `<APP_URL>/t/<SITE_ID>.js` exactly as the setup page's tag does; the snippet
// posts its events to the app from this other origin (CORS, no cookies). Nothing else.
import { createServer } from 'node:http';

function option(flag, variable, fallback) {
  const at = process.argv.indexOf(flag);
  if (at > 0 && process.argv[at + 1]) return process.argv[at + 1];
  return process.env[variable]?.trim() || fallback;
}

const siteId = option('--site', 'SITE_ID', '1');
const appUrl = option('--app', 'APP_URL', 'http://localhost:3000').replace(/\/+$/, '');
const port = Number(option('--port', 'DEMO_PORT', '4000'));
const host = option('--host', 'DEMO_HOST', '127.0.0.1');

if (!/^\d{1,12}$/.test(siteId) || Number(siteId) < 1) {
  console.error(`SITE_ID must be a site id (a whole number); found "${siteId}"`);
  process.exit(1);
}
try {
  const url = new URL(appUrl);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('not http(s)');
} catch {
  console.error(
    `APP_URL must be the app's http(s) address, e.g. http://localhost:3000; found "${appUrl}"`,
  );
  process.exit(1);
}

const PAGES = {
  '/': {
    title: 'Home',
    body: '<p>Welcome to the Lodestar demo shop. Browse around: every page you open is a page view of your site, and this tab sends a heartbeat every 15 seconds while it is visible.</p>',
  },
  '/products': {
    title: 'Products',
    body: '<ul><li>Compass — 49 €</li><li>Star chart — 19 €</li><li>Telescope — 349 €</li></ul>',
  },
  '/pricing': {
    title: 'Pricing',
    body: '<p>Free shipping from 50 €. Returns within 30 days.</p>',
  },
  '/about': {
    title: 'About',
    body: '<p>A sample customer site served by <code>npm run demo:site</code>.</p>',
  },
};

const escape = (text) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page(path) {
  const { title, body } = PAGES[path];
  const nav = Object.entries(PAGES)
    .map(([href, p]) =>
      href === path ? `<strong>${p.title}</strong>` : `<a href="${href}">${p.title}</a>`,
    )
    .join(' · ');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} — Lodestar demo shop</title>
<script async src="${escape(appUrl)}/t/${siteId}.js"></script>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem}nav{margin-bottom:1.5rem}</style>
</head>
<body>
<nav>${nav}</nav>
<h1>${title}</h1>
${body}
<p><small>Tracking code of site ${siteId} from ${escape(appUrl)}</small></p>
</body>
</html>
`;
}

const server = createServer((request, response) => {
  const path = (request.url ?? '/').split('?')[0];
  if (!(path in PAGES)) {
    response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
    response.end('Not found');
    return;
  }
  response.writeHead(200, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
  });
  response.end(page(path));
});

server.on('error', (error) => {
  console.error(`demo site: ${error.message}`);
  process.exit(1);
});
server.listen(port, host, () => {
  const shown = host === '0.0.0.0' ? 'localhost' : host;
  console.log(
    `Lodestar demo site on http://${shown}:${port} — tracking code of site ${siteId} from ${appUrl}`,
  );
  console.log(
    `Open it in a browser; the site's setup page (${appUrl}/sites/${siteId}/setup) flips to installed.`,
  );
});
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => server.close(() => process.exit(0)));
