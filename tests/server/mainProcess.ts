/**
 * The real server process for the tests: `node --import tsx server/src/main.ts` (what `npm run
 * dev:server` runs; `npm start` runs the same code bundled), resolved once it logs the address
 * it listens on. Used by the process and the shutdown tests.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { STARTUP_BOUND_MS } from '../support/bounds';
import { ROOT } from './harness';

export interface MainProcess {
  child: ChildProcess;
  url: string;
  /** stdout and stderr so far. */
  output: () => string;
  /** The exit code once the process has ended. */
  exited: Promise<number | null>;
  /** Sends the signal; resolves with the exit code. */
  stop: (signal: NodeJS.Signals) => Promise<number | null>;
}

/** The test environment of a main.ts run: any free loopback port, this data folder, info logs. */
export function mainEnv(dataDir: string, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return {
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    NODE_ENV: 'test',
    LOG_LEVEL: 'info',
    ...extra,
  };
}

/** Starts main.ts with exactly this environment (PORT 0 and a loopback HOST, say). */
export function startMainProcess(env: NodeJS.ProcessEnv): Promise<MainProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  return new Promise((resolveMain, rejectMain) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      rejectMain(new Error(`no "listening" line within ${STARTUP_BOUND_MS / 1000} s:\n${output}`));
    }, STARTUP_BOUND_MS);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Lodestar listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolveMain({
          child,
          url: match[1]!,
          output: () => output,
          exited,
          stop: (signal) => {
            child.kill(signal);
            return exited;
          },
        });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    void exited.then((code) => {
      clearTimeout(timer);
      rejectMain(new Error(`exited (${code}) before listening:\n${output}`));
    });
  });
}
