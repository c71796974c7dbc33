/**
 * The one duplicate check of every kind (habit 5: cross-file rules name every file involved):
 * items are compared by a key, and every item whose key an earlier one took is reported at its
 * own place with the first declaration as `related`. Kinds choose the words (`declaredOnce` is the
 * common wording, `sectionDeclaredOnce` the one of sections a kind allows once). Returns the first
 * item of each key, for the checks that look names up next.
 */
import type { CheckContext, Ref, SectionDeclaration } from '../core/types';

/** A fixed text, or one written from the duplicate's key, the item and the first declaration. */
export type DuplicateText<T> = string | ((key: string, item: T, first: T) => string);

export interface DuplicateWording<T> {
  message: DuplicateText<T>;
  expected: DuplicateText<T>;
  /** Default: the key, quoted. */
  found?: DuplicateText<T>;
  hint?: DuplicateText<T>;
}

export interface DuplicateCheck<T> extends DuplicateWording<T> {
  rule: string;
  /** What makes two items the same declaration. */
  key(item: T): string;
  /** Where an item is declared. */
  at(item: T): Ref;
}

export function reportDuplicates<T>(
  ctx: CheckContext,
  items: Iterable<T>,
  check: DuplicateCheck<T>,
): Map<string, T> {
  const first = new Map<string, T>();
  for (const item of items) {
    const key = check.key(item);
    const earlier = first.get(key);
    if (earlier === undefined) {
      first.set(key, item);
      continue;
    }
    const text = (words: DuplicateText<T>) =>
      typeof words === 'string' ? words : words(key, item, earlier);
    ctx.report({
      at: check.at(item),
      rule: check.rule,
      message: text(check.message),
      expected: text(check.expected),
      found: check.found === undefined ? JSON.stringify(key) : text(check.found),
      ...(check.hint === undefined ? {} : { hint: text(check.hint) }),
      related: [check.at(earlier)],
    });
  }
  return first;
}

/** `The <what> "<key>" is declared twice`, expecting each declared once. */
export function declaredOnce<T>(
  what: string,
  hint = 'Rename or remove one of the two.',
): DuplicateWording<T> {
  return {
    message: (key) => `The ${what} "${key}" is declared twice`,
    expected: `each ${what} declared once`,
    hint,
  };
}

/** A section (`sidebars`, `standard`) declared by a second document of its kind. */
export function sectionDeclaredOnce(rule: string): DuplicateCheck<SectionDeclaration> {
  return {
    rule,
    key: (s) => s.name,
    at: (s) => s.at,
    message: (name) => `\`${name}\` is declared in more than one document`,
    expected: (name) => `one \`${name}\` block`,
    found: (_, __, first) => `a second one (the first is in ${first.at.file})`,
    hint: 'Merge the two blocks into one file.',
  };
}
