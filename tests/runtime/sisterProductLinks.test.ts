/**
 * The standalone sidebar's go-back link with the sister-product lookups (product.md#screens-and-routes, product.md#calls):
 * the manifest's address keeps its path and query, and gains project and account when known.
 */
import { describe, expect, it } from 'vitest';
import { sisterProductHref } from '../../runtime/app/signedIn/shell/sisterProductLinks';

describe('sisterProductHref', () => {
  const base = 'https://app.sister-product.example';
  it.each([
    ['both known', { projectId: 7, crossSellAccountId: 501 }, `${base}/?project=7&account=501`],
    ['the project only', { projectId: 7, crossSellAccountId: null }, `${base}/?project=7`],
    ['the account only', { projectId: null, crossSellAccountId: 501 }, `${base}/?account=501`],
    ['nothing yet', { projectId: null, crossSellAccountId: null }, `${base}/`],
  ])('%s', (_name, link, want) => {
    expect(sisterProductHref(base, link)).toBe(want);
  });
  it('keeps the path and query of the manifest address, replacing a stale value', () => {
    expect(
      sisterProductHref('https://sister.example/app?lang=de&project=1', {
        projectId: 9,
        crossSellAccountId: null,
      }),
    ).toBe('https://sister.example/app?lang=de&project=9');
  });
});
