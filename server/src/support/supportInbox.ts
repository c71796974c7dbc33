/**
 * Where a contact-form message goes once stored ("a provider interface whose default is
 * an in-app contact form … sends it through the existing mailer"). The browser side picks the
 * provider (runtime/app/support/supportProvider.ts); this is the server's half of the default
 * one: an email to the support team through the mail outbox (mail/mailer.ts). A helpdesk API
 * would be another SupportInbox.
 *
 * The mail is for the support team, not the user: it is written in English, and carries what product.md#calls
 * gives the chatbot embed (the user's name, e-mail and site id) so support can answer.
 */
import type { Db } from '../db/open';
import type { Mailer } from '../mail/mailer';

/** The support team's address (ours; the product rules name none). */
export const SUPPORT_ADDRESS = 'support@lodestar.dev';

export interface SupportMessage {
  id: number;
  subject: string;
  message: string;
  user: { id: number; name: string; email: string; locale: string };
  siteId: number | null;
}

export interface SupportInbox {
  /** Within `transaction` when given, so the message and its e-mail are stored together. */
  deliver(message: SupportMessage, transaction?: Db): Promise<void>;
}

export function mailSupportInbox(mailer: Mailer, to: string = SUPPORT_ADDRESS): SupportInbox {
  return {
    async deliver(m, transaction) {
      await mailer.enqueue(
        {
          key: `support:${m.id}`,
          to,
          subject: `[Support #${m.id}] ${m.subject}`,
          text: [
            `From: ${m.user.name} <${m.user.email}> (user ${m.user.id}, language ${m.user.locale})`,
            `Site: ${m.siteId ?? 'none'}`,
            '',
            m.message,
          ].join('\n'),
        },
        transaction,
      );
    },
  };
}
