/**
 * What a gallery search stands for once read through the manifest's synonym groups: the query as
 * typed first, then the query with each group term it holds (a whole word or phrase) replaced by
 * every other term of that group — "nps" also searches "net promoter", "cancel" also "churn".
 * Terms compare in search form (case, accents, hyphens and repeated spaces do not matter). A
 * query naming many groups stops at MAX_QUERIES variants, so typing stays fast.
 */
import { searchForm } from './searchForm';

export type SynonymGroups = readonly (readonly string[])[];

const MAX_QUERIES = 24;

/** Search form with hyphens and runs of spaces as one space: "Exit-intent" → "exit intent". */
export function phraseForm(text: string): string {
  return searchForm(text)
    .replace(/[\s-]+/g, ' ')
    .trim();
}

function holds(query: string, term: string): boolean {
  return ` ${query} `.includes(` ${term} `);
}

export function synonymQueries(search: string, groups: SynonymGroups): string[] {
  const typed = phraseForm(search);
  const queries = [typed];
  for (const group of groups) {
    const terms = group.map(phraseForm);
    const found = terms.find((term) => holds(typed, term));
    if (found === undefined) continue;
    for (const query of [...queries]) {
      if (!holds(query, found)) continue;
      for (const other of terms) {
        const variant = ` ${query} `.replace(` ${found} `, ` ${other} `).trim();
        if (!queries.includes(variant)) queries.push(variant);
        if (queries.length >= MAX_QUERIES) return queries;
      }
    }
  }
  return queries;
}
