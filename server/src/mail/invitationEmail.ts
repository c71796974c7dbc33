/**
 * The invitation email (issue 13 "Team invite"): subject and text in the inviter's language,
 * from `locales/<language>/team.json` → `email.subject` / `email.text` (the translators' files,
 * checked by `lodestar validate` like every other key), English when the language lacks them.
 * `{{name}}` placeholders are filled as i18next would; the values are plain text (no HTML).
 */
import { readFileSync } from 'node:fs';
import { modifiedAt } from '../project/fileVersions';
import { localeFile } from '../pages/localeFiles';
import type { MailMessage } from './mailer';

const FALLBACK_LANGUAGE = 'en';
// A language tag (en, pt-BR, en-staging): also keeps the path inside the locale folders.
const LANGUAGE = /^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8}){0,3}$/;

interface EmailTexts {
  subject: string;
  text: string;
}

/** Each file's `email` texts, re-read when it changes (a translator's edit needs no restart). */
const files = new Map<string, { mtimeMs: number; texts: EmailTexts | undefined }>();

function textsOf(root: string, language: string): EmailTexts | undefined {
  if (!LANGUAGE.test(language)) return undefined;
  const file = localeFile(root, language, 'team');
  const mtimeMs = modifiedAt(file);
  if (mtimeMs < 0) return undefined;
  const hit = files.get(file);
  if (hit?.mtimeMs === mtimeMs) return hit.texts;
  let texts: EmailTexts | undefined;
  try {
    const email = (JSON.parse(readFileSync(file, 'utf8')) as { email?: Partial<EmailTexts> }).email;
    if (typeof email?.subject === 'string' && typeof email.text === 'string') {
      texts = { subject: email.subject, text: email.text };
    }
  } catch {
    // A broken file reads as missing: the English texts answer, nothing crashes.
  }
  files.set(file, { mtimeMs, texts });
  return texts;
}

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{\s*([A-Za-z0-9_]+)\s*\}\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? values[name]! : whole,
  );
}

export function invitationEmail(input: {
  root: string;
  language: string;
  to: string;
  organization: string;
  inviter: string;
  link: string;
  days: number;
}): MailMessage {
  const texts = textsOf(input.root, input.language) ??
    textsOf(input.root, FALLBACK_LANGUAGE) ?? {
      subject: '{{inviter}} invited you to {{organization}}',
      text: '{{inviter}} invited you to join {{organization}}.\n\n{{link}}',
    };
  const values = {
    organization: input.organization,
    inviter: input.inviter,
    link: input.link,
    days: String(input.days),
  };
  // Namespace-qualified keys, like the client's t() calls (lodestar validate sees them used).
  const t = (key: 'team:email.subject' | 'team:email.text') =>
    fill(key === 'team:email.subject' ? texts.subject : texts.text, values);
  return {
    to: input.to,
    // One line: a name with a line break must not add headers to a real mailer's message.
    subject: t('team:email.subject').replace(/[\r\n]+/g, ' '),
    text: t('team:email.text'),
  };
}
