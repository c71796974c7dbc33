/** The language of a signed-out page (runtime/rules/languages/pickLanguage.ts). */
import { describe, expect, it } from 'vitest';
import { matchAcceptLanguage, signedOutLanguage } from '../../runtime/rules/languages/pickLanguage';

const OFFERED = ['en', 'de', 'pt-BR', 'es', 'fr'];
const SELECTABLE = [...OFFERED, 'ja', 'it', 'cimode'];

describe('matchAcceptLanguage', () => {
  it.each([
    ['de-DE,de;q=0.9,en;q=0.8', 'de'],
    ['pt-BR', 'pt-BR'],
    ['pt-PT,pt;q=0.9', 'pt-BR'], // the same base language
    ['fr-CA;q=0.5, es;q=0.7', 'es'], // weights decide, not order
    ['ja,zh;q=0.9', undefined], // nothing offered matches
    ['*', undefined],
    ['en-US,en;q=0.9', 'en'],
    ['de;q=0, fr', 'fr'], // q=0 means "not this one"
    ['<script>,de', 'de'], // junk is skipped
  ])('%s → %s', (header, expected) => {
    expect(matchAcceptLanguage(header, OFFERED)).toBe(expected);
  });

  it('no header: undefined', () => {
    expect(matchAcceptLanguage(undefined, OFFERED)).toBeUndefined();
    expect(matchAcceptLanguage('', OFFERED)).toBeUndefined();
  });
});

describe('signedOutLanguage', () => {
  const pick = (input: Parameters<typeof signedOutLanguage>[0]) =>
    signedOutLanguage(input, SELECTABLE, OFFERED, 'en');

  it('?locale= first, when it is selectable', () => {
    expect(pick({ locale: 'ja', remembered: 'de', acceptLanguage: 'fr' })).toBe('ja');
    expect(pick({ locale: 'xx', remembered: 'de' })).toBe('de');
    expect(pick({ locale: '../etc', acceptLanguage: 'fr' })).toBe('fr');
  });

  it('then the choice remembered on this browser, then Accept-Language, then the default', () => {
    expect(pick({ remembered: 'es', acceptLanguage: 'de' })).toBe('es');
    expect(pick({ acceptLanguage: 'de-AT' })).toBe('de');
    expect(pick({ acceptLanguage: 'ja' })).toBe('en'); // ja is not in the default set
    expect(pick({})).toBe('en');
  });
});
