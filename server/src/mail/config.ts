/**
 * Outgoing e-mail's settings, read by loadConfig (server/src/config.ts) as its `mail` field.
 *
 * | variable    | default                        | meaning                                        |
 * | ----------- | ------------------------------ | ---------------------------------------------- |
 * | `SMTP_URL`  | —                              | smtp://user:pass@host:587 or smtps://…:465     |
 * | `MAIL_FROM` | `Lodestar <no-reply@localhost>` | the From of every message                     |
 *
 * Without SMTP_URL messages are stored in the outbox and wait there (nothing is lost): the
 * worker sends them once SMTP_URL is set and the server restarted.
 */

export interface MailConfig {
  /** The SMTP server (nodemailer's URL form), or null: nothing is sent. Holds a password. */
  smtpUrl: string | null;
  from: string;
}

type Env = Record<string, string | undefined>;

export const DEFAULT_MAIL_FROM = 'Lodestar <no-reply@localhost>';

export function loadMailConfig(env: Env, problems: string[]): MailConfig {
  return {
    smtpUrl: parseSmtpUrl(env.SMTP_URL, problems),
    from: parseFrom(env.MAIL_FROM, problems),
  };
}

/** smtp:// or smtps:// with a host; never echoed (it may hold a password). */
function parseSmtpUrl(value: string | undefined, problems: string[]): string | null {
  const text = value?.trim();
  if (!text) return null;
  let url: URL | undefined;
  try {
    url = new URL(text);
  } catch {
    // reported below
  }
  if (url && (url.protocol === 'smtp:' || url.protocol === 'smtps:') && url.hostname) return text;
  problems.push(
    'SMTP_URL must be an SMTP server URL such as smtp://user:password@mail.example.com:587 ' +
      `(or smtps://… for TLS from the start); found a value starting with "${url?.protocol ?? 'no scheme'}"`,
  );
  return null;
}

/** `Name <address>` or a bare address, on one line (it becomes a header). */
function parseFrom(value: string | undefined, problems: string[]): string {
  const text = value?.trim();
  if (!text) return DEFAULT_MAIL_FROM;
  const address = /<([^<>\s]+)>$/.exec(text)?.[1] ?? text;
  if (/[\r\n]/.test(text) || !/^[^@\s<>]+@[^@\s<>]+$/.test(address)) {
    problems.push(
      `MAIL_FROM must be an e-mail address, optionally with a name: "Lodestar <no-reply@example.com>"; found "${value}"`,
    );
    return DEFAULT_MAIL_FROM;
  }
  return text;
}
