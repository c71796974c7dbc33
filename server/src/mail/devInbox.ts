/**
 * `GET /dev/inbox` (issue 13): the log mailer's last messages as an HTML page, so a developer
 * can open an invitation link without a mail server. Development-only: registered only outside
 * production AND with DEV_INBOX=1 (config.devInbox; `npm run dev` sets it), never under a plain
 * `npm start` — it shows invitation tokens to anyone who can reach the server.
 */
import type { FastifyInstance } from 'fastify';
import { escapeHtml } from '../security/htmlEscape';
import type { LogMailer } from './mailer';

export const DEV_INBOX_PATH = '/dev/inbox';

export function registerDevInbox(app: FastifyInstance, mailer: LogMailer): void {
  app.get(DEV_INBOX_PATH, async (_request, reply) => {
    const items = mailer
      .inbox()
      .map(
        (m) => `<li><article>
<h2>${escapeHtml(m.subject)}</h2>
<p>To <strong>${escapeHtml(m.to)}</strong>, <time datetime="${new Date(m.sentAt).toISOString()}">${escapeHtml(new Date(m.sentAt).toISOString())}</time></p>
<pre>${linkify(m.text)}</pre>
</article></li>`,
      )
      .join('\n');
    return reply
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Dev inbox</title></head>
<body><main><h1>Dev inbox</h1>
<p>Emails the log mailer kept (newest first, at most 50). Development only: nothing was delivered.</p>
${items ? `<ol>${items}</ol>` : '<p>No messages yet.</p>'}
</main></body></html>`,
      );
  });
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
