/** A short, single-line rendering of a found value for diagnostics. */
export function describeValue(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (value === null) return 'null';
  const type = Array.isArray(value) ? 'list' : typeof value === 'object' ? 'mapping' : typeof value;
  let text = JSON.stringify(value) ?? String(value);
  if (text.length > 60) text = text.slice(0, 57) + '...';
  return type === 'string' || type === 'number' || type === 'boolean'
    ? `${text} (${type})`
    : `${type} ${text}`;
}
