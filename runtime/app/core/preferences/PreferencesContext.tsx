/**
 * The preferences a render reads (preferences.ts). The server provides the request's, already
 * read for the session's user; in the browser nothing is provided and `document.cookie` is read
 * on each render, so a change made by one page (the site remembered) is seen by the next.
 * `userId` is the signed-in user: without it no remembered site is read (it belongs to a user).
 */
import { createContext, useContext } from 'react';
import { parsePreferences, type Preferences } from '../../../../contracts/preferences';

export const PreferencesContext = createContext<Preferences | undefined>(undefined);

export function usePreferences(userId?: number): Preferences {
  const provided = useContext(PreferencesContext);
  if (provided) {
    // As in the browser: no remembered site for a caller that names no user.
    if (userId !== undefined || !provided.lastSite) return provided;
    const browserOnly = { ...provided };
    delete browserOnly.lastSite;
    return browserOnly;
  }
  return typeof document === 'undefined'
    ? { sidebarCollapsed: false }
    : parsePreferences(document.cookie, userId);
}
