/**
 * The `device` query parameter of the registration and campaign calls (product.md#calls
 * "?device={device}"): desktop, mobile or tablet, from the browser's user agent. iPadOS reports
 * itself as a Mac; a Mac with a touch screen (more than one touch point) is an iPad.
 */
export type DeviceClass = 'desktop' | 'mobile' | 'tablet';

export interface DeviceHints {
  userAgent: string;
  /** navigator.maxTouchPoints (0 on desktops). */
  maxTouchPoints?: number;
}

const TABLET = /iPad|Tablet|PlayBook|Silk|Kindle|Nexus (7|9|10)\b/i;
const MOBILE = /Mobi|iPhone|iPod|Windows Phone|BlackBerry|BB10|Opera Mini|IEMobile/i;

export function deviceClass({ userAgent, maxTouchPoints = 0 }: DeviceHints): DeviceClass {
  if (TABLET.test(userAgent)) return 'tablet';
  // Android phones say "Mobile"; Android tablets do not.
  if (/Android/i.test(userAgent)) return /Mobile/i.test(userAgent) ? 'mobile' : 'tablet';
  if (MOBILE.test(userAgent)) return 'mobile';
  if (/Macintosh/i.test(userAgent) && maxTouchPoints > 1) return 'tablet';
  return 'desktop';
}
