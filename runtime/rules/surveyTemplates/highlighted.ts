/**
 * The templates of the surveys empty state (product.md#screens-and-routes "the templates flagged
 * empty_state_highlighted, ordered by empty_state_highlight_order"; product.md#records-and-their-fields template fields).
 */
export interface Highlightable {
  empty_state_highlighted?: boolean;
  empty_state_highlight_order?: number | null;
}

export function highlightedTemplates<T extends Highlightable>(templates: readonly T[]): T[] {
  return templates
    .filter((t) => t.empty_state_highlighted === true)
    .sort(
      (a, b) =>
        (a.empty_state_highlight_order ?? Number.MAX_SAFE_INTEGER) -
        (b.empty_state_highlight_order ?? Number.MAX_SAFE_INTEGER),
    );
}
