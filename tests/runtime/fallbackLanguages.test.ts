/** Which languages back up missing texts (only the current language's files load). */
import { describe, expect, it } from 'vitest';
import { fallbackLanguages } from '../../contracts/preferences';

describe('fallbackLanguages', () => {
  const complete = ['en', 'de', 'ja', 'de-staging'];
  it('a complete language and the default need none', () => {
    expect(fallbackLanguages('de', complete, 'en')).toEqual([]);
    expect(fallbackLanguages('de-staging', complete, 'en')).toEqual([]);
    expect(fallbackLanguages('en', [], 'en')).toEqual([]);
  });
  it('any other language falls back to the default', () => {
    expect(fallbackLanguages('ko', complete, 'en')).toEqual(['en']);
    expect(fallbackLanguages('de', [], 'en')).toEqual(['en']); // nobody said it is complete
  });
});
