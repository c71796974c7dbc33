/**
 * How a form with `storage: user-attributes` keeps its answers: one app-state value per declared
 * field, namespace `user_attributes`, unscoped, under the field's id in snake case (`teamSize` →
 * `team_size`), so the questionnaire's first fields keep the keys they always had (`goal`,
 * `expertise`, `jobs_to_be_done`) and a new field needs no code. Text is stored as typed, any
 * other value as JSON. Reading back keeps only what still passes the form's schema: a value a
 * changed manifest no longer accepts reads as unanswered instead of breaking the form.
 * Shared by the server (which validates and stores) and the pages (which read the list).
 */
export const USER_ATTRIBUTES = 'user_attributes';

/** The largest stored value of one field, in UTF-8 bytes (the app-state value bound). */
export const MAX_ANSWER_BYTES = 4096;

/** A form's JSON Schema, as far as reading answers goes (a field schema may be `true`/`false`). */
export interface StoredFormSchema {
  properties?: Record<string, unknown>;
}

/** What an ajv validation error says, as far as naming its field goes. */
export interface FieldError {
  instancePath: string;
  keyword: string;
  params: Record<string, unknown>;
}

export function attributeKey(field: string): string {
  return field.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();
}

export function encodeAnswer(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

function decodeAnswer(field: unknown, raw: string): unknown {
  if ((field as { type?: unknown } | null)?.type === 'string') return raw;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}

/** The declared fields found among the stored attributes (key → value), decoded. */
export function answersFromAttributes(
  schema: StoredFormSchema,
  attributes: Readonly<Record<string, string>>,
): Record<string, unknown> {
  const answers: Record<string, unknown> = {};
  for (const [field, fieldSchema] of Object.entries(schema.properties ?? {})) {
    const raw = attributes[attributeKey(field)];
    if (raw === undefined) continue;
    const value = decodeAnswer(fieldSchema, raw);
    if (value !== undefined) answers[field] = value;
  }
  return answers;
}

/** The field an ajv error is about, if it names one. */
export function fieldOfError(error: FieldError): string | undefined {
  const [, first] = error.instancePath.split('/');
  if (first) return first.replace(/~1/g, '/').replace(/~0/g, '~');
  const named = error.params.missingProperty ?? error.params.additionalProperty;
  return typeof named === 'string' ? named : undefined;
}

/**
 * `answers` without the fields `validate` finds fault with; a field merely missing (an
 * unanswered required question) is no fault of the others.
 */
export function validAnswers(
  answers: Record<string, unknown>,
  validate: { (data: unknown): boolean; errors?: readonly FieldError[] | null },
): Record<string, unknown> {
  if (validate(answers)) return answers;
  const faulty = new Set(
    (validate.errors ?? [])
      .filter((error) => error.keyword !== 'required')
      .map(fieldOfError)
      .filter((field) => field !== undefined),
  );
  return Object.fromEntries(Object.entries(answers).filter(([field]) => !faulty.has(field)));
}
