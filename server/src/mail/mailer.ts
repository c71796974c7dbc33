/**
 * Outgoing email (issue 13 "Emails go through a pluggable mailer whose default writes them to
 * the log and to a dev inbox page"). Handlers only see `Mailer`; the default is the log mailer
 * below. An SMTP (or provider API) mailer is not built yet: it would be another implementation
 * of this interface chosen in app.ts from the configuration.
 */
import type { FastifyBaseLogger } from 'fastify';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** A message the log mailer kept, with when it was "sent" (epoch milliseconds). */
export interface InboxMessage extends MailMessage {
  sentAt: number;
}

/** How many messages the in-memory dev inbox keeps (the newest). */
export const DEV_INBOX_SIZE = 50;

export interface LogMailer extends Mailer {
  /** The kept messages, newest first (at most DEV_INBOX_SIZE). */
  inbox(): readonly InboxMessage[];
}

/**
 * Writes every message to the server log — labelled so nobody takes it for a delivery — and
 * keeps the last DEV_INBOX_SIZE in memory for the dev inbox page (mail/devInbox.ts). Nothing
 * leaves the machine: without a real mailer, invitation links reach people only through
 * whoever reads the log or the dev inbox.
 */
export function createLogMailer(log: () => FastifyBaseLogger | undefined): LogMailer {
  const kept: InboxMessage[] = [];
  return {
    async send(message) {
      kept.unshift({ ...message, sentAt: Date.now() });
      kept.length = Math.min(kept.length, DEV_INBOX_SIZE);
      log()?.info(
        { mail: { to: message.to, subject: message.subject, text: message.text } },
        'log mailer: email NOT delivered (no mail transport configured); written here instead',
      );
    },
    inbox: () => kept,
  };
}
