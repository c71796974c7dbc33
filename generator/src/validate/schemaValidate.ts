/**
 * Validate step: each document against its kind's JSON Schema (ajv, all errors at once), with
 * ajv's errors turned into diagnostics a product manager can act on: the file:line:col, the JSON
 * pointer, what was expected, what was found, and a hint ("did you mean …").
 */
import type { ErrorObject, ValidateFunction } from 'ajv';
import type { DataValidationCxt } from 'ajv/dist/types/index.js';
import { createAjv } from '../../../runtime/rules/validation/createAjv';
import type { Diagnostic, KindDefinition, ManifestDocument, Ref } from '../core/types';
import type { JSONSchema } from '../core/jsonSchema';
import { locateIn } from '../load/positions';
import { describeValue } from './describeValue';
import { didYouMeanHint } from './suggestionHint';

export const I18N_KEY_PATTERN = /^[a-z][a-zA-Z0-9-]*:[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+)*$/;

/** A translation key a manifest names, and where (what the completeness checks start from). */
export interface KeyRef {
  key: string;
  at: Ref;
}

export interface SchemaValidator {
  /** The document's problems; every translation key it names is added to `keyRefs`. */
  validate(doc: ManifestDocument, kind: KindDefinition, keyRefs?: KeyRef[]): Diagnostic[];
  /**
   * Whether data passes the kind's schema, a translation key counting as valid when it is
   * well-formed even if `locales/en` lacks it (a pruned document, see partialDocuments.ts).
   */
  accepts(data: unknown, kind: KindDefinition): boolean;
}

/**
 * Marks the places a kind schema declares a translation key (`format: i18n-key`, see
 * kinds/shared.ts `i18nKey`). ajv hands a format only the value; this keyword, added next to
 * the format in the compiled copy, also gets the instance path.
 */
const KEY_REF_KEYWORD = 'x-lodestar-key-ref';

/**
 * The compiled kind schemas, one set per process: compiling them is the costliest part of
 * validation, and the kinds' schemas never change while the process runs. What differs between
 * pipelines (the translation keys a project has) is read through `state` while one document is
 * validated; validation is synchronous, so one pipeline at a time sets it.
 */
interface Engine {
  compile(kind: KindDefinition): ValidateFunction;
  state: {
    /** The translation keys of the project being validated (`locales/en`). */
    translations: () => Set<string>;
    /** Set while `accepts` runs: only the key's form counts, not whether locales/en has it. */
    keysByForm: boolean;
    /** Where the key-ref keyword reports to while one document is validated. */
    current: { file: string; refs: KeyRef[] } | undefined;
  };
}

let engine: Engine | undefined;

function sharedEngine(): Engine {
  if (engine) return engine;
  const state: Engine['state'] = {
    translations: () => new Set(),
    keysByForm: false,
    current: undefined,
  };
  // inlineRefs off + no code optimisation halve compile time (the recursive gate schema is used
  // by many kinds); validation speed is not the bottleneck for a few dozen documents.
  const ajv = createAjv('2020-12', {
    allErrors: true,
    verbose: true,
    strict: true,
    allowUnionTypes: true,
    inlineRefs: false,
    code: { optimize: false },
  });
  ajv.addFormat('i18n-key', {
    type: 'string',
    validate: (value: string) =>
      I18N_KEY_PATTERN.test(value) && (state.keysByForm || state.translations().has(value)),
  });
  ajv.addKeyword({
    keyword: KEY_REF_KEYWORD,
    schemaType: 'boolean',
    errors: false,
    validate: (_schema: boolean, data: unknown, _parent: unknown, cxt?: DataValidationCxt) => {
      // A branch of a oneOf may try a key on a value that is none: keep only key-shaped strings.
      if (state.current && cxt && typeof data === 'string' && I18N_KEY_PATTERN.test(data))
        state.current.refs.push({
          key: data,
          at: { file: state.current.file, pointer: cxt.instancePath },
        });
      return true;
    },
  });
  const compiled = new Map<string, ValidateFunction>();
  const compile = (kind: KindDefinition): ValidateFunction => {
    let fn = compiled.get(kind.kind);
    if (!fn) {
      fn = ajv.compile(markKeyRefs(kind.schema));
      compiled.set(kind.kind, fn);
    }
    return fn;
  };
  engine = { compile, state };
  return engine;
}

/**
 * A validator for one pipeline; `translations` is read by the `i18n-key` format, so a label
 * naming a key that `locales/en` lacks is reported at the label itself.
 */
export function createSchemaValidator(translations: () => Set<string>): SchemaValidator {
  const { compile, state } = sharedEngine();
  return {
    accepts(data, kind) {
      const fn = compile(kind);
      state.translations = translations;
      state.keysByForm = true;
      try {
        return fn(data) as boolean;
      } finally {
        state.keysByForm = false;
      }
    },
    validate(doc, kind, keyRefs) {
      const fn = compile(kind);
      const refs: KeyRef[] = [];
      state.translations = translations;
      state.current = { file: doc.file, refs };
      let valid: boolean;
      try {
        valid = fn(doc.data) as boolean;
      } finally {
        state.current = undefined;
      }
      // ajv may visit a value twice (allErrors over several branches): one ref per place.
      const seen = new Set<string>();
      for (const ref of refs) {
        if (seen.has(ref.at.pointer)) continue;
        seen.add(ref.at.pointer);
        keyRefs?.push(ref);
      }
      if (valid) return [];
      return toDiagnostics(doc, fn.errors ?? [], translations());
    },
  };
}

/** A copy of the schema with the key-ref keyword beside every `format: i18n-key`. */
function markKeyRefs(schema: JSONSchema): JSONSchema {
  const mark = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(mark);
    if (!value || typeof value !== 'object') return value;
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = mark(v);
    if (out.format === 'i18n-key') out[KEY_REF_KEYWORD] = true;
    return out;
  };
  return mark(schema) as JSONSchema;
}

function toDiagnostics(doc: ManifestDocument, errors: ErrorObject[], translations: Set<string>) {
  // A wrong type at a path makes every other complaint under that path noise.
  const typeErrors = errors.filter((e) => e.keyword === 'type').map((e) => e.instancePath);
  const kept = errors.filter(
    (e) =>
      e.keyword !== 'if' &&
      // propertyNames repeats, vaguely, the error its subschema already reported for the key.
      e.keyword !== 'propertyNames' &&
      !(
        e.keyword !== 'type' &&
        typeErrors.some((p) => e.instancePath === p || e.instancePath.startsWith(p + '/'))
      ),
  );
  const seen = new Set<string>();
  const out: Diagnostic[] = [];
  for (const error of kept) {
    const d = toDiagnostic(doc, error, translations);
    const id = `${d.pointer}|${d.rule}|${d.message}`;
    if (seen.has(id)) continue;
    seen.add(id);
    out.push(d);
  }
  return out;
}

function toDiagnostic(
  doc: ManifestDocument,
  e: ErrorObject,
  translations: Set<string>,
): Diagnostic {
  // An error about a key's name (propertyNames) points at the key itself and shows the key.
  if (e.propertyName !== undefined) {
    const d = toDiagnostic(
      doc,
      { ...e, propertyName: undefined, data: e.propertyName },
      translations,
    );
    const pointer = `${e.instancePath}/${escape(e.propertyName)}`;
    return {
      ...d,
      ...locateIn(doc, pointer, true),
      message: `Key "${e.propertyName}": ${lowerFirst(d.message)}`,
    };
  }
  const parent = (e.parentSchema ?? {}) as {
    properties?: Record<string, unknown>;
    examples?: unknown[];
  };
  switch (e.keyword) {
    case 'additionalProperties': {
      const key = (e.params as { additionalProperty: string }).additionalProperty;
      const pointer = `${e.instancePath}/${escape(key)}`;
      const allowed = Object.keys(parent.properties ?? {});
      return {
        ...locateIn(doc, pointer, true),
        rule: 'schema/unknown-key',
        message: `Unknown key "${key}"`,
        expected: allowed.length ? `one of the keys ${list(allowed)}` : 'no other keys',
        found: `"${key}"`,
        hint:
          didYouMeanHint(key, allowed) ??
          'Remove it, or check the manifest reference (docs/manifests.md).',
      };
    }
    case 'required': {
      const missing = (e.params as { missingProperty: string }).missingProperty;
      return {
        ...locateIn(doc, e.instancePath),
        rule: 'schema/missing-key',
        message: `Missing required key "${missing}"`,
        expected: `a key "${missing}"`,
        found: `a mapping with ${list(Object.keys((e.data as object) ?? {})) || 'no keys'}`,
        hint: exampleHint(
          (parent.properties?.[missing] as { examples?: unknown[] } | undefined)?.examples,
          missing,
        ),
      };
    }
    case 'enum': {
      const allowed = (e.params as { allowedValues: unknown[] }).allowedValues.map(String);
      return {
        ...locateIn(doc, e.instancePath),
        rule: 'schema/not-allowed-value',
        message: `Value is not one of the allowed values`,
        expected: `one of ${list(allowed)}`,
        found: describeValue(e.data),
        hint: typeof e.data === 'string' ? didYouMeanHint(e.data, allowed) : undefined,
      };
    }
    case 'const': {
      const allowed = (e.params as { allowedValue: unknown }).allowedValue;
      return {
        ...locateIn(doc, e.instancePath),
        rule: 'schema/not-allowed-value',
        message: `Value must be exactly ${JSON.stringify(allowed)}`,
        expected: JSON.stringify(allowed),
        found: describeValue(e.data),
      };
    }
    case 'type':
      return {
        ...locateIn(doc, e.instancePath),
        rule: 'schema/wrong-type',
        message: `Wrong type of value`,
        expected: String((e.params as { type: string | string[] }).type).replace(/,/g, ' or '),
        found: describeValue(e.data),
        hint: exampleHint(parent.examples),
      };
    case 'format': {
      const format = (e.params as { format: string }).format;
      if (format === 'i18n-key' && typeof e.data === 'string' && I18N_KEY_PATTERN.test(e.data)) {
        const ns = e.data.split(':')[0]!;
        return {
          ...locateIn(doc, e.instancePath),
          rule: 'i18n/missing-key',
          message: `Translation key "${e.data}" does not exist in locales/en/${ns}.json`,
          expected: `a key defined in locales/en/${ns}.json`,
          found: describeValue(e.data),
          hint:
            didYouMeanHint(
              e.data,
              [...translations].filter((k) => k.startsWith(ns + ':')),
            ) ?? `Add it to locales/en/${ns}.json.`,
        };
      }
      return {
        ...locateIn(doc, e.instancePath),
        rule: 'schema/format',
        message: format === 'i18n-key' ? 'Not a translation key' : `Value is not a valid ${format}`,
        expected:
          format === 'i18n-key'
            ? 'a key like "nav:surveys" (namespace:path.to.key)'
            : `a ${format}`,
        found: describeValue(e.data),
        hint: exampleHint(parent.examples),
      };
    }
    case 'pattern':
      return {
        ...locateIn(doc, e.instancePath),
        rule: 'schema/pattern',
        message: `Value does not have the expected form`,
        // The schema's own words read better than a regular expression; the pattern is the fallback.
        expected:
          (e.parentSchema as { description?: string } | undefined)?.description ??
          `text matching ${(e.params as { pattern: string }).pattern}`,
        found: describeValue(e.data),
        hint: exampleHint(parent.examples),
      };
    default:
      return {
        ...locateIn(doc, e.instancePath),
        rule: 'schema/constraint',
        message: `Value breaks the "${e.keyword}" rule: ${e.message ?? ''}`.trim(),
        expected: e.message ?? e.keyword,
        found: describeValue(e.data),
        hint: exampleHint(parent.examples),
      };
  }
}

function exampleHint(examples: unknown[] | undefined, key?: string): string | undefined {
  if (!examples || examples.length === 0) return undefined;
  const text = JSON.stringify(examples[0]);
  return `for example${key ? ` ${key}:` : ''} ${text && text.length > 80 ? text.slice(0, 77) + '...' : text}`;
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

function list(values: string[]): string {
  const shown = values.slice(0, 12).map((v) => `"${v}"`);
  return shown.join(', ') + (values.length > 12 ? `, … (${values.length} in all)` : '');
}

function escape(segment: string): string {
  return segment.replace(/~/g, '~0').replace(/\//g, '~1');
}
