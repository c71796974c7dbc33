/** An id given on the command line: digits are a number (`1`), anything else stays a string. */
export function idValue(text: string): string | number {
  return /^\d+$/.test(text) ? Number(text) : text;
}
