import { describe, expect, it } from 'vitest';
import {
  pluralCategories,
  requiredForms,
  splitForm,
  variablesOf,
} from '../../generator/src/i18n/entries';
import { markStaging } from '../../generator/src/i18n/emitStaging';
import { baseKey } from '../../generator/src/i18n/usage';

describe('translation entries', () => {
  it('splits i18next plural suffixes, ordinal ones too', () => {
    expect(splitForm('retry-in_one')).toEqual({ base: 'retry-in', form: 'one' });
    expect(splitForm('place_ordinal_few')).toEqual({ base: 'place', form: 'ordinal_few' });
    expect(splitForm('title')).toEqual({ base: 'title', form: '' });
    expect(splitForm('_other')).toEqual({ base: '_other', form: '' });
    expect(baseKey('common:rate-limit.retry-in_other')).toBe('common:rate-limit.retry-in');
    expect(baseKey('common:rate-limit')).toBe('common:rate-limit');
  });

  it('reads {{variables}} as i18next interpolates them', () => {
    expect([...variablesOf('{{count}} of {{- name}} on {{date, datetime}} {{count}}')]).toEqual([
      'count',
      'name',
      'date',
    ]);
    expect([...variablesOf('no variables {single}')]).toEqual([]);
    expect([...variablesOf(null)]).toEqual([]);
  });

  it('takes the plural forms from Intl.PluralRules, in CLDR order', () => {
    expect(pluralCategories('en', 'cardinal')).toEqual(['one', 'other']);
    expect(pluralCategories('fr', 'cardinal')).toEqual(['one', 'many', 'other']);
    expect(pluralCategories('ja', 'cardinal')).toEqual(['other']);
    expect([...requiredForms(['one', 'other'], 'de')]).toEqual(['one', 'other']);
    expect([...requiredForms(['ordinal_one', 'ordinal_other'], 'en')]).toEqual([
      'ordinal_one',
      'ordinal_two',
      'ordinal_few',
      'ordinal_other',
    ]);
    expect([...requiredForms([''], 'fr')]).toEqual([]);
  });

  it('staging texts are wrapped; keys, variables and non-texts stay', () => {
    expect(
      markStaging({ a: { b_one: '{{count}} Sitzung', b_other: '{{count}} Sitzungen' }, c: null }),
    ).toEqual({ a: { b_one: '⟦{{count}} Sitzung⟧', b_other: '⟦{{count}} Sitzungen⟧' }, c: null });
  });
});
