/** The `device` of the registration and campaign calls (product.md#calls "?device={device}"). */
import { describe, expect, it } from 'vitest';
import { deviceClass } from '../../runtime/app/signup/rules/deviceClass';

describe('deviceClass', () => {
  it.each([
    [
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/120.0.0.0 Safari/537.36',
      0,
      'desktop',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36',
      0,
      'desktop',
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15',
      0,
      'desktop',
    ],
    // iPadOS asks for the desktop site and says Macintosh; it has a touch screen.
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15',
      5,
      'tablet',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
      5,
      'mobile',
    ],
    [
      'Mozilla/5.0 (iPad; CPU OS 16_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.0 Mobile/15E148 Safari/604.1',
      5,
      'tablet',
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36',
      5,
      'mobile',
    ],
    [
      'Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36',
      5,
      'tablet',
    ],
    ['Mozilla/5.0 (Windows Phone 10.0; Android 6.0.1) Mobile', 5, 'mobile'],
    ['', 0, 'desktop'],
  ] as const)('%s (%d touch points) → %s', (userAgent, maxTouchPoints, want) => {
    expect(deviceClass({ userAgent, maxTouchPoints })).toBe(want);
  });
});
