/**
 * An SMTP server for development and tests (never part of the production server: only
 * scripts/dev.mjs, through devCatcherMain.ts, and the test harnesses load it). It accepts any
 * message on a loopback port without authentication, parses it, and appends it to the JSON
 * lines file of devMailFile.ts, which the dev inbox page shows.
 */
import { appendFileSync, mkdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { devMailPath, readCaughtMail, type CaughtMail } from './devMailFile';

export interface MailCatcher {
  /** smtp://127.0.0.1:<port>: the server's SMTP_URL. */
  url: string;
  port: number;
  /** What arrived so far, oldest first. */
  messages(): CaughtMail[];
  close(): Promise<void>;
}

export async function startMailCatcher(options: {
  dataDir: string;
  port?: number;
}): Promise<MailCatcher> {
  mkdirSync(options.dataDir, { recursive: true });
  const file = devMailPath(options.dataDir);
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, done) {
      simpleParser(stream)
        .then((parsed) => {
          const caught: CaughtMail = {
            to: session.envelope.rcptTo.map((r) => r.address),
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : null,
            messageId: parsed.messageId ?? null,
            receivedAt: Date.now(),
          };
          appendFileSync(file, `${JSON.stringify(caught)}\n`);
          done();
        })
        .catch((error: unknown) => done(error instanceof Error ? error : new Error(String(error))));
    },
  });
  await new Promise<void>((listening, fail) => {
    server.once('error', fail);
    server.listen(options.port ?? 0, '127.0.0.1', () => listening());
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    messages: () => readCaughtMail(options.dataDir),
    close: () => new Promise<void>((closed) => server.close(() => closed())),
  };
}
