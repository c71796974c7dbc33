/** Reading the anonymous-visitor cookie the server sets for the client ("Cookies"). */
import { describe, expect, it } from 'vitest';
import { cookieValue } from '../../contracts/cookieValue';

describe('cookieValue', () => {
  it.each([
    ['lodestar_anon=anon-5d1e', 'anon-5d1e'],
    ['a=1; lodestar_anon=anon-5d1e; b=2', 'anon-5d1e'],
    ['x_lodestar_anon=no; lodestar_anon=yes', 'yes'],
    ['lodestar_anon=anon%2D1', 'anon-1'],
    ['lodestar_anon=', undefined],
    ['lodestar_anon=%E0%A4%A', undefined], // broken escape
    ['lodestar_anon=has space%20', undefined],
    ['lodestar_anon=ünï', undefined],
    [`lodestar_anon=${'a'.repeat(201)}`, undefined],
    [`lodestar_anon=${'a'.repeat(200)}`, 'a'.repeat(200)],
    ['other=1', undefined],
    ['', undefined],
  ])('%j → %j', (cookies, want) => {
    expect(cookieValue(cookies, 'lodestar_anon')).toBe(want);
  });
});
