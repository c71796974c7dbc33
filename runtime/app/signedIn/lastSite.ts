/**
 * The site the user last worked on, remembered in this browser: pages that do not name a site
 * (settings, profile) still show it in the top bar and link the logo to its overview, and
 * legacy paths needing the current organization use its organization.
 */
export interface LastSite {
  siteId?: number;
  organizationId?: number;
}

const KEY = 'lodestar.lastSite';

export function lastSite(): LastSite | undefined {
  try {
    const stored = JSON.parse(localStorage.getItem(KEY) ?? 'null') as LastSite | null;
    return stored && typeof stored === 'object' ? stored : undefined;
  } catch {
    return undefined;
  }
}

export function rememberSite(site: LastSite): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(site));
  } catch {
    // Private mode: nothing remembered, pages without a site simply show none.
  }
}

export function forgetSite(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // see rememberSite
  }
}
