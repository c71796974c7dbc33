/**
 * The language of a signed-out page (signup and login speak the browser's language
 * when it is offered): an explicit `?locale=` first, then the language chosen before on this
 * browser (preference cookie), then the best match of the Accept-Language header, else the
 * default (product.md#constants-and-limits "Default en"). Pure: the server picks it for index.html, the browser reads it back.
 */
import { languageTag } from '../../../contracts/preferences';

interface Candidate {
  tag: string;
  q: number;
}

/** The header's language ranges, best first (equal weights keep their order); `*` skipped. */
function ranges(header: string): Candidate[] {
  return header
    .split(',')
    .slice(0, 20) // a browser sends a handful; a long header is not worth more work
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([01](\.\d{0,3})?)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q) };
    })
    .filter((c) => c.q > 0 && languageTag(c.tag))
    .sort((a, b) => b.q - a.q);
}

const base = (tag: string) => tag.split('-')[0]!.toLowerCase();

/** The offered language an Accept-Language header asks for: exact tag, else same base language. */
export function matchAcceptLanguage(
  header: string | undefined,
  offered: readonly string[],
): string | undefined {
  if (!header) return undefined;
  for (const { tag } of ranges(header)) {
    const exact = offered.find((o) => o.toLowerCase() === tag.toLowerCase());
    if (exact) return exact;
    const sameBase = offered.find((o) => base(o) === base(tag));
    if (sameBase) return sameBase;
  }
  return undefined;
}

export interface SignedOutLanguageInput {
  /** The page's `?locale=` parameter. */
  locale?: string | null;
  /** The language cookie of an earlier choice on this browser. */
  remembered?: string;
  acceptLanguage?: string;
}

export function signedOutLanguage(
  input: SignedOutLanguageInput,
  /** What a user may choose (a `?locale=` or a remembered choice must be one of them). */
  selectable: readonly string[],
  /** What a new visitor is offered (product.md#constants-and-limits default set): Accept-Language is matched against it. */
  offered: readonly string[],
  fallback: string,
): string {
  const explicit = languageTag(input.locale);
  if (explicit && selectable.includes(explicit)) return explicit;
  if (input.remembered && selectable.includes(input.remembered)) return input.remembered;
  return matchAcceptLanguage(input.acceptLanguage, offered) ?? fallback;
}
