/**
 * Every e-mail the product writes to its users, each in the recipient's language, from the
 * texts of locales/<language>/email.json and the one layout of emailLayout.ts. Each takes the
 * links it carries, built by the caller from PUBLIC_URL (or the request's origin where the app
 * has no PUBLIC_URL), and an idempotency key naming the event, so enqueueing it twice stores
 * one message.
 */
import type { Mailer, OutboxMessage } from './mailer';
import { composeEmail } from './emailLayout';
import { emailTranslator } from './emailTexts';

interface Recipient {
  /** The project root (config.root): where locales/ is. */
  root: string;
  language: string;
  to: string;
}

export function invitationEmail(
  input: Recipient & {
    invitationId: number;
    organization: string;
    inviter: string;
    link: string;
    days: number;
  },
): OutboxMessage {
  const { organization, inviter, days } = input;
  const t = emailTranslator(input.root, input.language, {
    organization,
    inviter,
    days: String(days),
  });
  return composeEmail(`invitation:${input.invitationId}`, input.to, {
    subject: t('email:invitation.subject'),
    paragraphs: [t('email:invitation.intro'), t('email:invitation.expiry')],
    action: { label: t('email:invitation.action'), url: input.link },
    closing: t('email:invitation.ignore'),
  });
}

export function supportConfirmationEmail(
  input: Recipient & { messageId: number; name: string; subject: string; message: string },
): OutboxMessage {
  const t = emailTranslator(input.root, input.language, {
    name: input.name,
    subject: input.subject,
    id: String(input.messageId),
  });
  return composeEmail(`support-confirmation:${input.messageId}`, input.to, {
    subject: t('email:support-confirmation.subject'),
    paragraphs: [
      t('email:common.greeting'),
      t('email:support-confirmation.intro'),
      t('email:support-confirmation.reference'),
    ],
    quote: input.message,
    closing: t('email:common.footer'),
  });
}

export function passwordChangedEmail(
  input: Recipient & { userId: number; name: string; changedAt: number; link: string },
): OutboxMessage {
  const t = emailTranslator(input.root, input.language, { name: input.name });
  return composeEmail(`password-changed:${input.userId}:${input.changedAt}`, input.to, {
    subject: t('email:password-changed.subject'),
    paragraphs: [
      t('email:common.greeting'),
      t('email:password-changed.intro'),
      t('email:password-changed.warning'),
    ],
    action: { label: t('email:password-changed.action'), url: input.link },
    closing: t('email:common.footer'),
  });
}

/** To the new address: the change happens only once this link is followed. */
export async function sendEmailChangeVerification(
  mailer: Mailer,
  input: Recipient & { requestId: string; name: string; link: string; hours: number },
): Promise<void> {
  const t = emailTranslator(input.root, input.language, {
    name: input.name,
    email: input.to,
    hours: String(input.hours),
  });
  await mailer.enqueue(
    composeEmail(`email-change:${input.requestId}`, input.to, {
      subject: t('email:email-change.subject'),
      paragraphs: [t('email:common.greeting'), t('email:email-change.intro')],
      action: { label: t('email:email-change.action'), url: input.link },
      closing: t('email:email-change.ignore'),
    }),
  );
}

/** To the old address, once the new one is confirmed. */
export async function sendEmailChangedNotice(
  mailer: Mailer,
  input: Recipient & { requestId: string; name: string; newEmail: string },
): Promise<void> {
  const t = emailTranslator(input.root, input.language, {
    name: input.name,
    email: input.newEmail,
  });
  await mailer.enqueue(
    composeEmail(`email-changed:${input.requestId}`, input.to, {
      subject: t('email:email-changed.subject'),
      paragraphs: [
        t('email:common.greeting'),
        t('email:email-changed.intro'),
        t('email:email-changed.warning'),
      ],
      closing: t('email:common.footer'),
    }),
  );
}

/** When a site's first session recording can be watched. */
export async function sendFirstRecordingReady(
  mailer: Mailer,
  input: Recipient & { siteId: number; name: string; site: string; link: string },
): Promise<void> {
  const t = emailTranslator(input.root, input.language, { name: input.name, site: input.site });
  await mailer.enqueue(
    composeEmail(`first-recording:${input.siteId}`, input.to, {
      subject: t('email:recording-ready.subject'),
      paragraphs: [t('email:common.greeting'), t('email:recording-ready.intro')],
      action: { label: t('email:recording-ready.action'), url: input.link },
      closing: t('email:common.footer'),
    }),
  );
}
