/**
 * Where the development mail catcher (devCatcher.ts: `npm run dev`, the test harnesses) writes
 * what it received, one JSON object per line, for the dev inbox page (devInbox.ts) to show.
 * A file under DATA_DIR: both processes know that folder, and it goes with the data.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export const DEV_MAIL_FILE = 'dev-mail.jsonl';

export interface CaughtMail {
  /** The envelope's recipients. */
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string | null;
  messageId: string | null;
  /** Epoch milliseconds. */
  receivedAt: number;
}

export function devMailPath(dataDir: string): string {
  return join(dataDir, DEV_MAIL_FILE);
}

/** Everything caught so far, oldest first; nothing when the file does not exist. */
export function readCaughtMail(dataDir: string): CaughtMail[] {
  let text: string;
  try {
    text = readFileSync(devMailPath(dataDir), 'utf8');
  } catch {
    return [];
  }
  const mail: CaughtMail[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim()) continue;
    try {
      mail.push(JSON.parse(line) as CaughtMail);
    } catch {
      // A line cut short by a crash: skip it, keep the others.
    }
  }
  return mail;
}
