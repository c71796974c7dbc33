/**
 * Turns an ajv error of request validation into the request field it is about, so a 400 can
 * name it (`{ error: 'bad_request', field }`). The field is a path inside its part — `locale`,
 * `userId`, `properties/step` — taken from ajv's `instancePath`, plus `missingProperty` /
 * `additionalProperty` when the error is about a key that is absent or not allowed.
 */
export interface AjvErrorLike {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
  message?: string;
}

export function fieldOfAjvError(error: AjvErrorLike): string | undefined {
  const segments = error.instancePath
    .split('/')
    .slice(1)
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
  const extra =
    error.keyword === 'required'
      ? error.params.missingProperty
      : error.keyword === 'additionalProperties'
        ? error.params.additionalProperty
        : undefined;
  if (typeof extra === 'string') segments.push(extra);
  return segments.length > 0 ? segments.join('/') : undefined;
}

/** "body/locale must match pattern …": a message a developer can act on. */
export function describeAjvError(part: string, error: AjvErrorLike): string {
  const field = fieldOfAjvError(error);
  const where = field ? `${part}/${field}` : part;
  switch (error.keyword) {
    case 'required':
      return `${where} is required`;
    case 'additionalProperties':
      return `${where} is not allowed here`;
    case 'enum': {
      const allowed = error.params.allowedValues;
      return Array.isArray(allowed)
        ? `${where} must be one of ${allowed.map((v) => JSON.stringify(v)).join(', ')}`
        : `${where} ${error.message ?? 'is invalid'}`;
    }
    default:
      return `${where} ${error.message ?? 'is invalid'}`;
  }
}
