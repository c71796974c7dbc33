/** Rules the pipeline itself reports (kinds add their own through `KindDefinition.rules`). */
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
  'i18n/missing-key': 'A translation key is missing from `locales/en`.',
  'i18n/invalid-json': 'A translation file is not valid JSON.',
};
