/**
 * `npm run dev`'s mail catcher process (scripts/dev.mjs): the development SMTP server of
 * devCatcher.ts on MAIL_CATCHER_PORT (default 1025), writing under DATA_DIR (default data/)
 * for the API server's /dev/inbox page.
 */
import { resolve } from 'node:path';
import { startMailCatcher } from './devCatcher';

const catcher = await startMailCatcher({
  dataDir: resolve(process.env.DATA_DIR ?? 'data'),
  port: Number(process.env.MAIL_CATCHER_PORT ?? '1025'),
});
console.log(`mail catcher listening on ${catcher.url}; see /dev/inbox`);
const stop = () => void catcher.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
