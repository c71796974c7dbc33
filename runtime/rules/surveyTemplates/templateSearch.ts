/**
 * What the survey template gallery shows: search over titles, descriptions and category names
 * (case- and accent-insensitive; the category selection is suppressed while searching), and the
 * grid's first cards. Pure: the page and its tests share it.
 *
 * Search finds what a user means, not only the letters typed: a word's beginning ("satisf"), a
 * typo ("satisfation"), or an abbreviation that names a category ("nps", "csat") find the
 * template, through MiniSearch's prefix and fuzzy search over the three fields. Words the
 * manifests declare as synonyms ("net promoter" for "nps", "cancel" for "churn") find what their
 * group finds, after what the words typed find (synonymQueries.ts). A plain substring match
 * (inside a word) still counts, after those.
 */
import MiniSearch from 'minisearch';
import { searchForm } from './searchForm';
import { synonymQueries, type SynonymGroups } from './synonymQueries';

export interface SearchableTemplate {
  title: string;
  intro_text: string;
  categories: { name: string; order: number; label?: string }[];
}

export interface GalleryCategory {
  name: string;
  label: string;
  count: number;
}

export { searchForm };

/**
 * The categories of the templates in the order they first appear (the manifest's order), each
 * with its template count; `label` falls back to the name.
 */
export function galleryCategories(templates: readonly SearchableTemplate[]): GalleryCategory[] {
  const seen = new Map<string, GalleryCategory>();
  for (const template of templates)
    for (const category of template.categories) {
      const known = seen.get(category.name);
      if (known) known.count += 1;
      else
        seen.set(category.name, {
          name: category.name,
          label: category.label ?? category.name,
          count: 1,
        });
    }
  return [...seen.values()];
}

export interface GalleryQuery {
  /** The search text; blank means no search. */
  search: string;
  /** The selected category, or null for all templates. */
  category: string | null;
}

export interface GalleryResult<T> {
  templates: T[];
  /** Whether the search is active (the category selection is then suppressed, product.md#validation). */
  searching: boolean;
  /** The category applied, null while searching or with none selected. */
  category: string | null;
}

/**
 * The templates to show: while searching, every template whose title or description contains
 * the search text (whatever the category); otherwise the selected category's templates in their
 * order within it, or all templates in their given order.
 */
export function filterTemplates<T extends SearchableTemplate>(
  templates: readonly T[],
  query: GalleryQuery,
  synonyms: SynonymGroups = [],
): GalleryResult<T> {
  const needle = searchForm(query.search.trim());
  if (needle) {
    const queries = [needle, ...synonymQueries(needle, synonyms).slice(1)];
    const index = indexOf(templates);
    const found = new Set<T>();
    for (const text of queries)
      for (const hit of index.search(text)) found.add(templates[hit.id as number]!);
    const contains = templates.filter(
      (t) =>
        !found.has(t) &&
        queries.some(
          (text) => searchForm(t.title).includes(text) || searchForm(t.intro_text).includes(text),
        ),
    );
    return { searching: true, category: null, templates: [...found, ...contains] };
  }
  if (query.category === null)
    return { searching: false, category: null, templates: [...templates] };
  const orderIn = (t: T) => t.categories.find((c) => c.name === query.category)?.order ?? 0;
  return {
    searching: false,
    category: query.category,
    templates: templates
      .filter((t) => t.categories.some((c) => c.name === query.category))
      .sort((a, b) => orderIn(a) - orderIn(b)),
  };
}

/** One index per list of templates (the gallery keeps its list while the user types). */
const indexes = new WeakMap<readonly SearchableTemplate[], MiniSearch>();

function indexOf(templates: readonly SearchableTemplate[]): MiniSearch {
  let index = indexes.get(templates);
  if (index) return index;
  index = new MiniSearch({
    fields: ['title', 'intro', 'categories'],
    processTerm: (term) => searchForm(term),
    searchOptions: {
      prefix: true,
      // One typo in five letters; a word of three or four must be exact or a prefix.
      fuzzy: (term) => (term.length >= 5 ? 0.2 : false),
      combineWith: 'AND',
      boost: { title: 2, categories: 1.5 },
    },
  });
  index.addAll(
    templates.map((t, id) => ({
      id,
      title: t.title,
      intro: t.intro_text,
      categories: t.categories.map((c) => `${c.name} ${c.label ?? ''}`).join(' '),
    })),
  );
  indexes.set(templates, index);
  return index;
}

/**
 * product.md#constants-and-limits "first 6, then the rest after an anchor": `first` is the app manifest's
 * limits.templatesGridInitialCards.
 */
export function splitGrid<T>(templates: readonly T[], first: number): { first: T[]; rest: T[] } {
  return { first: templates.slice(0, first), rest: templates.slice(first) };
}
