/**
 * `GET /dev/inbox`: the e-mails the development mail catcher received (devCatcher.ts, started
 * by `npm run dev` and the test harnesses), newest first, with recipients, subject, the HTML
 * part in a sandboxed frame (no scripts, no same-origin access) and the text part.
 * Development-only: registered only outside production AND with DEV_INBOX=1
 * (config.devInbox; `npm run dev` sets it), never under a plain `npm start` — it shows
 * invitation and confirmation links to anyone who can reach the server.
 */
import type { FastifyInstance } from 'fastify';
import { escapeHtml } from '../security/htmlEscape';
import { readCaughtMail, type CaughtMail } from './devMailFile';

export const DEV_INBOX_PATH = '/dev/inbox';
/** How many of the newest messages the page shows. */
export const DEV_INBOX_SIZE = 50;

// The messages' own inline styles apply (the frames inherit this policy); nothing runs.
const POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; img-src data: https:; " +
  "base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

export function registerDevInbox(app: FastifyInstance, dataDir: string): void {
  app.get<{ Querystring: { to?: string } }>(DEV_INBOX_PATH, async (request, reply) => {
    const to = typeof request.query.to === 'string' ? request.query.to.toLowerCase() : '';
    const mail = readCaughtMail(dataDir)
      .reverse()
      .filter((m) => !to || m.to.some((r) => r.toLowerCase() === to))
      .slice(0, DEV_INBOX_SIZE);
    const items = mail.map(article).join('\n');
    return reply
      .header('cache-control', 'no-store')
      .header('content-security-policy', POLICY)
      .type('text/html; charset=utf-8')
      .send(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Dev inbox</title>
<style>body{font-family:system-ui,sans-serif;margin:24px;color:#111827}article{border:1px solid #d1d5db;border-radius:8px;padding:16px;margin:0 0 16px}iframe{width:100%;height:360px;border:1px solid #e5e7eb}pre{white-space:pre-wrap}</style></head>
<body><main><h1>Dev inbox</h1>
<p>E-mail the development mail catcher received over SMTP (newest first, at most ${DEV_INBOX_SIZE}).${to ? ` Only to <strong>${escapeHtml(to)}</strong>.` : ''} Development only: nothing left this machine.</p>
${items ? `<ol>${items}</ol>` : '<p>No messages yet.</p>'}
</main></body></html>`,
      );
  });
}

function article(m: CaughtMail, index: number): string {
  const when = new Date(m.receivedAt).toISOString();
  const html = m.html
    ? `<iframe sandbox="" title="HTML part of message ${index + 1}" srcdoc="${escapeHtml(m.html)}"></iframe>`
    : '<p>No HTML part.</p>';
  return `<li><article>
<h2>${escapeHtml(m.subject)}</h2>
<p>To <strong>${escapeHtml(m.to.join(', '))}</strong> from ${escapeHtml(m.from)}, <time datetime="${when}">${when}</time></p>
<details open><summary>HTML</summary>${html}</details>
<details><summary>Text</summary><pre>${linkify(m.text)}</pre></details>
</article></li>`;
}

/** The text, escaped, with its http(s) links made clickable. */
function linkify(text: string): string {
  return text
    .split(/(https?:\/\/[^\s<>"]+)/)
    .map((part, i) =>
      i % 2 === 1 ? `<a href="${escapeHtml(part)}">${escapeHtml(part)}</a>` : escapeHtml(part),
    )
    .join('');
}
