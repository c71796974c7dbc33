/**
 * One cookie of `document.cookie`, for the cookies the server sets for the client to read
 * ("Cookies": the persistent anonymous id `lodestar_anon`). A value is taken only
 * when it is short and plain (at most 200 printable ASCII characters), the same bound the
 * server writes with; anything else is treated as absent rather than sent on.
 */
const MAX = 200;

export function cookieValue(cookies: string, name: string): string | undefined {
  for (const part of cookies.split(';')) {
    const index = part.indexOf('=');
    if (index < 0 || part.slice(0, index).trim() !== name) continue;
    let value = part.slice(index + 1).trim();
    try {
      value = decodeURIComponent(value);
    } catch {
      return undefined;
    }
    return value && value.length <= MAX && /^[\x21-\x7e]+$/.test(value) ? value : undefined;
  }
  return undefined;
}
