/**
 * The tracking data plane's settings, read by loadConfig (server/src/config.ts) as its
 * `tracking` field.
 *
 * | variable          | default | meaning                                                          |
 * | ----------------- | ------- | ---------------------------------------------------------------- |
 * | `GEOIP_DATABASE`  | —       | a MaxMind DB file (GeoLite2 / GeoIP2 Country or City, `.mmdb`):   |
 * |                   |         | visitors' countries from their address; unset: from the region    |
 * |                   |         | of the browser's language                                         |
 *
 * The rate limits of the ingest are with the others (security/config.ts RATE_LIMIT_TRACKING_*).
 * The snippet is served from `dist/snippet/lodestar.js` and the recorder from
 * `dist/recorder/recorder.js` under the project root, which `npm run build` writes
 * (scripts/buildSnippet.mjs, scripts/buildRecorder.mjs).
 */
import { existsSync, statSync } from 'node:fs';
import { isAbsolute, resolve } from 'node:path';

export interface TrackingConfig {
  /** Absolute path of the IP-to-country database, or null: countries from the language. */
  geoipDatabase: string | null;
  /** Absolute path of the built snippet (scripts/buildSnippet.mjs). */
  snippetFile: string;
  /** Absolute path of the built recorder (scripts/buildRecorder.mjs). */
  recorderFile: string;
}

type Env = Record<string, string | undefined>;

export const SNIPPET_FILE = 'dist/snippet/lodestar.js';
export const RECORDER_FILE = 'dist/recorder/recorder.js';

export function loadTrackingConfig(env: Env, root: string, problems: string[]): TrackingConfig {
  const text = env.GEOIP_DATABASE?.trim();
  let geoipDatabase: string | null = null;
  if (text) {
    geoipDatabase = isAbsolute(text) ? text : resolve(root, text);
    if (!existsSync(geoipDatabase) || !statSync(geoipDatabase).isFile()) {
      problems.push(
        `GEOIP_DATABASE must name a MaxMind DB file (.mmdb, e.g. GeoLite2-Country.mmdb); ` +
          `found "${env.GEOIP_DATABASE}", which is not a file`,
      );
      geoipDatabase = null;
    }
  }
  return {
    geoipDatabase,
    snippetFile: resolve(root, SNIPPET_FILE),
    recorderFile: resolve(root, RECORDER_FILE),
  };
}
