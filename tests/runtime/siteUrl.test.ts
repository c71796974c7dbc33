/**
 * product.md#validation: "A URL is valid if http(s) without spaces, or a bare host. A secure-only check rejects
 * http. IPv6: 2 to 8 groups, hex groups up to 4 digits, no triple colons, no double double-colons."
 */
import { describe, expect, it } from 'vitest';
import { isValidIpv6, isValidSiteUrl } from '../../runtime/rules/validation/siteUrl';

describe('isValidSiteUrl', () => {
  const cases: { given: string; want: boolean; secure?: boolean; why: string }[] = [
    // http(s) URLs
    { given: 'https://example.com', want: true, why: 'https' },
    { given: 'http://example.com', want: true, why: 'http' },
    { given: 'HTTPS://Example.COM/Path', want: true, why: 'scheme and host case-insensitive' },
    { given: 'https://shop.example.co.uk:8080/a/b?c=1#d', want: true, why: 'port, path, query' },
    { given: 'http://localhost:3000', want: true, why: 'single label after a scheme' },
    { given: 'https://bücher.example', want: true, why: 'internationalised name' },
    { given: 'https://192.168.0.1/', want: true, why: 'IPv4' },
    { given: 'https://256.1.1.1/', want: false, why: 'IPv4 octet over 255' },
    { given: 'https://1.2.3/', want: false, why: 'all-digit last label (bad IPv4)' },
    { given: 'ftp://example.com', want: false, why: 'only http(s) schemes' },
    { given: 'javascript:alert(1)', want: false, why: 'not a URL of a site' },
    { given: 'http:example.com', want: false, why: 'scheme without //' },
    { given: 'https://', want: false, why: 'no host' },
    { given: 'https:///path', want: false, why: 'empty host' },
    { given: 'https://user:pw@example.com', want: false, why: 'credentials refused' },
    { given: 'https://-bad.example.com', want: false, why: 'label starts with a hyphen' },
    { given: 'https://bad-.example.com', want: false, why: 'label ends with a hyphen' },
    { given: 'https://a..b.com', want: false, why: 'empty label' },
    { given: `https://${'a'.repeat(64)}.com`, want: false, why: 'label over 63 chars' },
    { given: 'https://example.com:0', want: false, why: 'port 0' },
    { given: 'https://example.com:65536', want: false, why: 'port over 65535' },
    { given: 'https://example.com:65535', want: true, why: 'highest port' },
    { given: 'https://example.com:', want: false, why: 'empty port' },
    { given: 'https://example.com:80a', want: false, why: 'non-digit port' },
    { given: 'https://exa_mple.com', want: false, why: 'underscore in a host name' },
    // Spaces and control characters (product.md#validation "without spaces")
    { given: 'https://exa mple.com', want: false, why: 'space in host' },
    { given: 'https://example.com/a b', want: false, why: 'space in path' },
    { given: ' https://example.com', want: false, why: 'leading space' },
    { given: 'https://example.com ', want: false, why: 'trailing space' },
    { given: 'https://example.com/\t', want: false, why: 'tab' },
    { given: 'https://example.com/\u0000', want: false, why: 'NUL' },
    { given: 'https://example.com/\n', want: false, why: 'newline' },
    { given: '', want: false, why: 'empty' },
    { given: `https://example.com/${'a'.repeat(2100)}`, want: false, why: 'over 2048 chars' },
    // Bare hosts
    { given: 'example.com', want: true, why: 'bare host' },
    { given: 'shop.example.co.uk:8080/path', want: true, why: 'bare host with port and path' },
    { given: 'www.example.com?x=1', want: true, why: 'bare host with query' },
    { given: '10.0.0.1', want: true, why: 'bare IPv4' },
    { given: '[2001:db8::1]', want: true, why: 'bare IPv6 literal' },
    { given: 'example', want: false, why: 'a single word is not a site' },
    { given: 'example.com:port', want: false, why: 'bare host with a bad port' },
    { given: '.example.com', want: false, why: 'leading dot' },
    { given: 'example..com', want: false, why: 'empty label in a bare host' },
    // Secure-only (product.md#validation "A secure-only check rejects http")
    { given: 'http://example.com', secure: true, want: false, why: 'http rejected' },
    { given: 'HTTP://example.com', secure: true, want: false, why: 'HTTP rejected' },
    { given: 'https://example.com', secure: true, want: true, why: 'https accepted' },
    { given: 'example.com', secure: true, want: true, why: 'bare host has no http to reject' },
    // IPv6 in URLs
    { given: 'http://[2001:db8::1]/', want: true, why: 'compressed IPv6' },
    { given: 'https://[2001:db8:0:0:0:0:0:1]:8443/x', want: true, why: '8 groups with port' },
    { given: 'https://[2001:db8::1', want: false, why: 'unclosed bracket' },
    { given: 'https://[2001:db8::1]x', want: false, why: 'junk after the bracket' },
    { given: 'https://[2001:db8:::1]/', want: false, why: 'triple colon' },
    { given: 'https://2001:db8::1/', want: false, why: 'IPv6 without brackets' },
  ];
  for (const { given, want, secure, why } of cases) {
    it(`${why}: ${JSON.stringify(given.slice(0, 60))}${secure ? ' (secure-only)' : ''} → ${want}`, () => {
      expect(isValidSiteUrl(given, secure ? { secureOnly: true } : undefined)).toBe(want);
    });
  }

  it('never throws on non-string input from untyped callers', () => {
    for (const bad of [null, undefined, 42, {}, []]) {
      expect(isValidSiteUrl(bad as unknown as string)).toBe(false);
    }
  });
});

describe('isValidIpv6', () => {
  const cases: [string, boolean, string][] = [
    ['2001:db8:85a3:0:0:8a2e:370:7334', true, '8 groups'],
    ['2001:0db8:85a3:0000:0000:8a2e:0370:7334', true, '4-digit groups'],
    ['fe80::1', true, '2 groups with ::'],
    ['2001:db8::', true, ':: at the end'],
    ['::ffff:1', true, ':: at the start, 2 groups'],
    ['1:2:3:4:5:6:7::', true, '7 groups plus ::'],
    ['::1', false, 'only 1 group (rule: 2 to 8)'],
    ['::', false, 'no group'],
    ['1:2:3:4:5:6:7', false, '7 groups without :: (incomplete)'],
    ['1:2:3:4:5:6:7:8:9', false, '9 groups'],
    ['1:2:3:4::5:6:7:8', false, ':: with 8 groups written'],
    ['12345::1', false, 'group over 4 digits'],
    ['2001:db8:::1', false, 'triple colon'],
    ['1::2::3', false, 'double double-colon'],
    ['g::1', false, 'non-hex group'],
    [':1:2:3:4:5:6:7', false, 'single leading colon'],
    ['1:2:3:4:5:6:7:', false, 'single trailing colon'],
    ['fe80::1%eth0', false, 'zone id'],
    ['::ffff:192.0.2.1', false, 'embedded IPv4'],
  ];
  for (const [given, want, why] of cases) {
    it(`${why}: ${given} → ${want}`, () => expect(isValidIpv6(given)).toBe(want));
  }
});
