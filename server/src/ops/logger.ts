/**
 * The server's logger ("structured JSON logs … (pretty in development); LOG_LEVEL"):
 * Fastify's pino, one JSON object per line on stdout at LOG_LEVEL (config.ts, default info),
 * each request's lines carrying its `reqId` (ops/requestId.ts). In development
 * (NODE_ENV=development) the lines are made readable by pino-pretty — only when that package is
 * installed: it is not a dependency of the project, so without it development logs stay JSON.
 * Tests pass `logger: false` or LOG_LEVEL=silent (tests/server/harness.ts).
 */
import { createRequire } from 'node:module';
import type { FastifyServerOptions } from 'fastify';
import type { Config } from '../config';

export function loggerOptions(
  config: Pick<Config, 'logLevel' | 'nodeEnv'>,
  prettyAvailable: () => boolean = hasPinoPretty,
): FastifyServerOptions['logger'] {
  if (config.nodeEnv === 'development' && prettyAvailable()) {
    return {
      level: config.logLevel,
      transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss.l' } },
    };
  }
  return { level: config.logLevel };
}

function hasPinoPretty(): boolean {
  try {
    createRequire(import.meta.url).resolve('pino-pretty');
    return true;
  } catch {
    return false;
  }
}
