/**
 * E-mail domains for enterprise sign-in: the list an admin types (comma- or space-separated) and
 * the domain of a work e-mail. Pure, so the rules are a table test.
 */

const DOMAIN = /^(?=.{4,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;
/** Enough for a company's brands; more is a typo or an attempt to claim the world. */
export const MAX_DOMAINS = 20;

/** The typed list → lowercased domains without repeats, or the first entry that is not one. */
export function parseEmailDomains(text: string): { domains: string[] } | { invalid: string } {
  const domains: string[] = [];
  for (const entry of text.split(/[\s,]+/).filter(Boolean)) {
    const domain = entry.toLowerCase().replace(/\.$/, '');
    if (!DOMAIN.test(domain)) return { invalid: entry };
    if (!domains.includes(domain)) domains.push(domain);
  }
  if (!domains.length) return { invalid: text };
  if (domains.length > MAX_DOMAINS) return { invalid: domains[MAX_DOMAINS]! };
  return { domains };
}

/** The domain of an e-mail address (lowercased), or null when it has none. */
export function emailDomain(email: string): string | null {
  const at = email.trim().lastIndexOf('@');
  if (at < 1) return null;
  const domain = email
    .trim()
    .slice(at + 1)
    .toLowerCase()
    .replace(/\.$/, '');
  return DOMAIN.test(domain) ? domain : null;
}
