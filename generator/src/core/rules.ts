/**
 * Rules the pipeline itself reports (kinds add their own through `KindDefinition.rules`); the
 * translation checks live in generator/src/i18n/.
 */
export const CORE_RULES: Record<string, string> = {
  'yaml/syntax': 'The file is not valid YAML.',
  'yaml/duplicate-key': 'A mapping holds the same key twice.',
  'manifest/unknown-kind': 'A document has no `kind`, or one the generator does not know.',
  'manifest/version': 'A document is written for another schema version.',
  'schema/unknown-key': 'A key the schema does not define (with a "did you mean" hint).',
  'schema/missing-key': 'A required key is missing.',
  'schema/wrong-type': 'A value has the wrong type.',
  'schema/not-allowed-value': 'A value is not one of the allowed values.',
  'schema/pattern': 'A value does not have the expected form.',
  'schema/format': 'A value is not of the expected format.',
  'schema/constraint': 'Another schema rule (length, count, range) is broken.',
  'i18n/missing-key':
    "A translation key a manifest or the code names is missing from `locales/en` (or no key starts with a template's prefix).",
  'i18n/invalid-json': 'A translation file is not valid JSON.',
  'i18n/unqualified-key':
    'A `t(…)` call in the code names a key without its namespace (write `namespace:key`).',
  'i18n/missing-translation':
    'An offered language lacks a key of `locales/en` (reported where manifests or code use it), a namespace file, or all its translations.',
  'i18n/extra-key': 'A translation holds a key (or a namespace) that `locales/en` lacks.',
  'i18n/variable-mismatch': "A translation's `{{variables}}` differ from the English text's.",
  'i18n/plural-missing':
    'A plural key lacks a form its language needs (`Intl.PluralRules` categories, i18next suffixes `_one`, `_few` …).',
  'i18n/plural-unused': 'Warning: a plural form its language never uses (`_one` in Japanese).',
  'i18n/unused-key': 'Warning: a key of `locales/en` that no manifest and no code uses.',
  'i18n/stale-translation':
    'Warning: the English text of a key changed after its translation was made (`locales/<language>/.translations.json` records what each was made from).',
  'i18n/same-as-english':
    'Warning: a translation is the English text in a language that writes its own (list real matches, brand names or "OK", under `sameAsEnglish`).',
};
