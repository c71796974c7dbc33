#!/usr/bin/env node
// `npm run dev`: the three processes of development, stopped together with Ctrl+C:
//   - the generator in watch mode (a manifest edit regenerates generated/; the dev-loop plugin,
//     runtime/app/build/devLoop.ts, reloads the open pages or shows the errors over them),
//   - the API server (tsx watch, restarts on server changes) on API_PORT (default 3001), in
//     development mode (NODE_ENV=development) with the local development OpenID provider
//     behind "Sign in with Google" (SSO_DEV_PROVIDER=1) unless GOOGLE_CLIENT_ID is set: both
//     are opt-in, a plain `npm start` runs neither, its e-mail sent over SMTP to the
//     mail catcher below, and the dev inbox page at /dev/inbox showing what arrived (DEV_INBOX=1),
//   - the mail catcher (server/src/mail/devCatcherMain.ts): an SMTP server on MAIL_CATCHER_PORT
//     (default 1025) writing what it receives under DATA_DIR for /dev/inbox,
//   - the Vite dev server with HMR on PORT (default 3000), proxying /api and /locales to the API.
import { spawn } from 'node:child_process';

const apiPort = process.env.API_PORT ?? '3001';
const catcherPort = process.env.MAIL_CATCHER_PORT ?? '1025';
const developmentEnv = {
  NODE_ENV: process.env.NODE_ENV ?? 'development',
  DEV_INBOX: process.env.DEV_INBOX ?? '1',
  // A real SMTP server set by the developer wins over the catcher.
  SMTP_URL: process.env.SMTP_URL ?? `smtp://127.0.0.1:${catcherPort}`,
  ...(process.env.GOOGLE_CLIENT_ID
    ? {}
    : { SSO_DEV_PROVIDER: process.env.SSO_DEV_PROVIDER ?? '1' }),
};
const children = [
  ['generator', ['node', 'bin/lodestar.mjs', 'watch']],
  ['mail', ['npx', 'tsx', 'server/src/mail/devCatcherMain.ts'], { MAIL_CATCHER_PORT: catcherPort }],
  [
    'api',
    [
      'npx',
      'tsx',
      'watch',
      // The bundle the server reads only at start (runtime/app/build/devLoopState.ts
      // SERVER_BUNDLES): a manifest edit that changes it restarts the server, and the page
      // reloads once it is back. The others are re-read after a change (server bundleCache.ts).
      ...['app'].flatMap((kind) => ['--include', `generated/bundle/${kind}.json`]),
      'server/src/main.ts',
    ],
    { PORT: apiPort, HOST: '127.0.0.1', ...developmentEnv },
  ],
  [
    'vite',
    ['npx', 'vite', '--port', process.env.PORT ?? '3000', '--strictPort'],
    { API_PORT: apiPort },
  ],
].map(([name, [cmd, ...args], env]) => {
  const child = spawn(cmd, args, {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...env },
  });
  const prefix = `[${name}] `;
  for (const stream of [child.stdout, child.stderr]) {
    stream.on('data', (chunk) => {
      for (const line of chunk.toString().split('\n'))
        if (line.trim()) process.stdout.write(prefix + line + '\n');
    });
  }
  child.on('exit', (code) => {
    process.stdout.write(`${prefix}exited (${code})\n`);
    stop();
  });
  return child;
});

let stopping = false;
function stop() {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(0), 2000).unref();
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
