/**
 * The preferences a render reads (preferences.ts). The server provides the request's; in the
 * browser nothing is provided and `document.cookie` is read on each render, so a change made by
 * one page (the site remembered) is seen by the next.
 */
import { createContext, useContext } from 'react';
import { parsePreferences, type Preferences } from './preferences';

export const PreferencesContext = createContext<Preferences | undefined>(undefined);

export function usePreferences(): Preferences {
  const provided = useContext(PreferencesContext);
  if (provided) return provided;
  return typeof document === 'undefined'
    ? { sidebarCollapsed: false }
    : parsePreferences(document.cookie);
}
