/**
 * Browser and device class of a tracking request, read from its User-Agent by ua-parser-js (1.x,
 * MIT; the 2.x line is AGPL) — product.md#records-and-their-fields "session (browser, device, …)". The snippet sends neither: a
 * page cannot lie about more than its User-Agent already does, and the snippet stays small.
 *
 * - browser: the parser's name without a "Mobile " prefix (the device says that): "Chrome",
 *   "Safari", "Firefox", "Edge", "Samsung Browser" …; "Unknown" when it names none.
 * - device: `desktop` (no device type and a known browser), `mobile` (phones and wearables),
 *   `tablet`, `tv`, `console`, `other` (embedded), `unknown` (neither device nor browser: curl,
 *   an empty header).
 * - os: a family a breakdown can show — `Windows`, `macOS`, `iOS` (iPadOS too: the parser names
 *   it so), `Android`, `Linux` (every distribution), `ChromeOS`; `Other` for any other system
 *   the parser names (Windows Phone, HarmonyOS, a console's), `Unknown` when it names none.
 *
 * Parsing costs ~25 µs; the same few User-Agents arrive again and again, so results are kept in
 * a small map (first come, cleared when full: no unbounded memory from forged headers).
 */
import { UAParser } from 'ua-parser-js';

export interface UserAgentClass {
  browser: string;
  device: string;
  os: string;
}

const DEVICE_OF_TYPE: Record<string, string> = {
  mobile: 'mobile',
  wearable: 'mobile',
  tablet: 'tablet',
  smarttv: 'tv',
  console: 'console',
  embedded: 'other',
};

const OS_FAMILY: Record<string, string> = {
  Windows: 'Windows',
  'Mac OS': 'macOS',
  iOS: 'iOS',
  Android: 'Android',
  'Chromium OS': 'ChromeOS',
  'Chrome OS': 'ChromeOS',
  Linux: 'Linux',
  Ubuntu: 'Linux',
  Debian: 'Linux',
  Fedora: 'Linux',
  Mint: 'Linux',
  Arch: 'Linux',
  CentOS: 'Linux',
  'Red Hat': 'Linux',
  RedHat: 'Linux',
  SUSE: 'Linux',
  Gentoo: 'Linux',
  Kubuntu: 'Linux',
  Manjaro: 'Linux',
  Deepin: 'Linux',
  'elementary OS': 'Linux',
};

/** The parser reads at most 500 characters (its own limit); longer headers are cut to that. */
const MAX_USER_AGENT = 500;
const CACHE_SIZE = 2_000;
const cache = new Map<string, UserAgentClass>();

export function classifyUserAgent(header: string | undefined): UserAgentClass {
  const userAgent = (header ?? '').slice(0, MAX_USER_AGENT);
  const known = cache.get(userAgent);
  if (known) return known;
  const result = new UAParser(userAgent).getResult();
  const name = result.browser.name?.replace(/^Mobile /, '');
  const type = result.device.type;
  const os = result.os.name;
  const found: UserAgentClass = {
    browser: name || 'Unknown',
    device: type ? (DEVICE_OF_TYPE[type] ?? 'other') : name ? 'desktop' : 'unknown',
    os: os ? (OS_FAMILY[os] ?? 'Other') : 'Unknown',
  };
  if (cache.size >= CACHE_SIZE) cache.clear();
  cache.set(userAgent, found);
  return found;
}
