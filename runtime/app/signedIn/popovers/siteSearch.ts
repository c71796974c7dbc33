/**
 * Site selector search (product.md#validation "Site search in selector: case-insensitive on organization or
 * site name"): an organization whose name matches keeps all its sites; otherwise it keeps only
 * the sites whose name matches, and disappears when none does. A blank query keeps everything.
 * Debouncing (300 ms, product.md#constants-and-limits) is the caller's business; this is the pure filter.
 */
export interface SearchableSite {
  id: number;
  name: string;
}

export interface SearchableOrganization<S extends SearchableSite = SearchableSite> {
  id: number;
  name: string;
  sites: S[];
}

export function filterOrganizations<S extends SearchableSite, O extends SearchableOrganization<S>>(
  organizations: readonly O[],
  query: string,
): O[] {
  const needle = query.trim().toLocaleLowerCase();
  if (!needle) return [...organizations];
  const matches = (name: string) => name.toLocaleLowerCase().includes(needle);
  const result: O[] = [];
  for (const organization of organizations) {
    if (matches(organization.name)) {
      result.push(organization);
      continue;
    }
    const sites = organization.sites.filter((site) => matches(site.name));
    if (sites.length > 0) result.push({ ...organization, sites });
  }
  return result;
}
