/**
 * The one shape every e-mail has: a subject, paragraphs, an optional quoted block (what a user
 * typed), an optional button with its link, and a closing line. Rendered twice from the same
 * parts: plain text, and HTML where every text and link is escaped (names, subjects and
 * messages are user input).
 */
import { escapeHtml } from '../security/htmlEscape';
import type { OutboxMessage } from './mailer';

export interface EmailParts {
  subject: string;
  paragraphs: readonly string[];
  quote?: string;
  action?: { label: string; url: string };
  closing?: string;
}

export function composeEmail(key: string, to: string, parts: EmailParts): OutboxMessage {
  return { key, to, subject: parts.subject, text: plainText(parts), html: html(parts) };
}

function plainText(parts: EmailParts): string {
  const blocks = [...parts.paragraphs];
  if (parts.quote !== undefined) {
    blocks.push(
      parts.quote
        .split('\n')
        .map((line) => `> ${line}`)
        .join('\n'),
    );
  }
  if (parts.action) blocks.push(`${parts.action.label}:\n${parts.action.url}`);
  if (parts.closing) blocks.push(parts.closing);
  return `${blocks.join('\n\n')}\n`;
}

const FONT = 'font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;';

function html(parts: EmailParts): string {
  const paragraph = (text: string, style = '') =>
    `<p style="${FONT}line-height:1.5;margin:0 0 16px;${style}">${lines(text)}</p>`;
  const body = parts.paragraphs.map((text) => paragraph(text));
  if (parts.quote !== undefined) {
    body.push(
      `<blockquote style="${FONT}margin:0 0 16px;padding:8px 16px;border-left:4px solid #c7cdd6;white-space:pre-wrap">${escapeHtml(parts.quote)}</blockquote>`,
    );
  }
  if (parts.action) {
    const url = escapeHtml(parts.action.url);
    body.push(
      `<p style="margin:24px 0"><a href="${url}" style="${FONT}background:#1d4ed8;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(parts.action.label)}</a></p>`,
      paragraph(url, 'font-size:13px;color:#4b5563;word-break:break-all'),
    );
  }
  if (parts.closing) body.push(paragraph(parts.closing, 'font-size:13px;color:#4b5563'));
  return `<!doctype html><html><head><meta charset="utf-8"><title>${escapeHtml(parts.subject)}</title></head><body style="margin:0;padding:24px;background:#ffffff;color:#111827"><div style="max-width:560px">${body.join('')}</div></body></html>`;
}

/** Escaped, with the text's line breaks kept. */
function lines(text: string): string {
  return escapeHtml(text).replace(/\n/g, '<br>');
}
