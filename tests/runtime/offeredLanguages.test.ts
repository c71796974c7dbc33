/** Which languages the selector offers (product.md#constants-and-limits; runtime/rules/languages/offeredLanguages.ts). */
import { describe, expect, it } from 'vitest';
import app from '../../generated/bundle/app.json';
import access from '../../generated/bundle/access.json';
import type { AccessDefinitions } from '../../contracts/access';
import { languageSetFor, offeredLanguages } from '../../runtime/rules/languages/offeredLanguages';

const definitions = access as unknown as AccessDefinitions;
const languages = app.languages;
const account = (features: string[]) => ({ account: { variant: 'default', features } });

describe('offered languages (product.md#constants-and-limits)', () => {
  it('the default set unless the account has the alternative_languages flag', () => {
    expect(offeredLanguages(languages, account([]), definitions, [])).toEqual(
      languages.sets.default,
    );
    expect(languageSetFor(languages, account(['alternative_languages']), definitions)).toBe(
      'alternative',
    );
    expect(
      offeredLanguages(languages, account(['alternative_languages']), definitions, []),
    ).toEqual(languages.sets.alternative);
  });

  it('an unknown context fails closed: the default set', () => {
    expect(languageSetFor(languages, {}, definitions)).toBe('default');
  });

  it('development languages come after the set, each once', () => {
    const set = ['en', 'de'];
    const own = { default: 'en', sets: { default: set, alternative: ['en'] } };
    expect(offeredLanguages(own, account([]), definitions, ['it', 'en', 'cimode'])).toEqual([
      'en',
      'de',
      'it',
      'cimode',
    ]);
  });

  it('without a rule, always the default set', () => {
    const plain = { default: 'en', sets: { default: ['en'], alternative: ['ja'] } };
    expect(offeredLanguages(plain, account(['alternative_languages']), definitions, [])).toEqual([
      'en',
    ]);
  });
});
