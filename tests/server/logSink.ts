/**
 * A logger for a test server whose JSON lines are kept in memory, for tests that check what the
 * server logs (a warning at start, an error on a bad response).
 */
import { Writable } from 'node:stream';

export function logSink(level: 'warn' | 'error') {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)) as Record<string, unknown>);
      done();
    },
  });
  return { lines, logger: { level, stream } };
}
