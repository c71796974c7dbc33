/**
 * Delivery over SMTP with nodemailer: one pooled-less transport per server, built from
 * SMTP_URL. The Message-ID is derived from the outbox row's idempotency key, so should a
 * message ever be handed to the SMTP server twice (a crash between its acceptance and the row
 * being marked sent), receiving servers and clients see one message, not two.
 */
import { createHash } from 'node:crypto';
import nodemailer from 'nodemailer';
import type { OutboxMessage } from '../data/outbox';
import type { MailConfig } from './config';

export interface MailTransport {
  send(message: OutboxMessage): Promise<void>;
  close(): void;
}

/** Bounds well below the outbox lease (outboxWorker.ts), so a hung server never outlives it. */
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

export function smtpTransport(config: MailConfig & { smtpUrl: string }): MailTransport {
  const transporter = nodemailer.createTransport({ url: config.smtpUrl, ...TIMEOUTS });
  const domain = /@([^@>\s]+)>?$/.exec(config.from)?.[1] ?? 'localhost';
  return {
    async send(message) {
      const digest = createHash('sha256').update(message.key).digest('hex').slice(0, 32);
      await transporter.sendMail({
        from: config.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.html === undefined ? {} : { html: message.html }),
        messageId: `<${digest}@${domain}>`,
      });
    },
    close: () => transporter.close(),
  };
}
