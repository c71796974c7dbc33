/**
 * product.md#states-and-transitions "The sidebar opens on load if enabled and not closed before. The first close is
 * remembered locally and shows a tooltip for 3 s" (manifest `openOnLoad`, `firstClose.remember:
 * local-storage`). Remembered per user and site in localStorage; storage that is off (private
 * mode) remembers nothing, so the guide opens again — never an error.
 *
 * The sidebar reports a close made by the user here; the watcher (which draws the reopen button)
 * listens, shows the tooltip after the first one and takes the focus back to its button.
 */
const storageKey = (userId: number, siteId: number) =>
  `lodestar.guides.getting-started.closed.${userId}.${siteId}`;

export function closedBefore(userId: number, siteId: number): boolean {
  try {
    return localStorage.getItem(storageKey(userId, siteId)) !== null;
  } catch {
    return false;
  }
}

/** Remembers the close; true when it is the first one (then the tooltip shows). */
export function rememberClose(userId: number, siteId: number): boolean {
  if (closedBefore(userId, siteId)) return false;
  try {
    localStorage.setItem(storageKey(userId, siteId), new Date().toISOString());
  } catch {
    // Not remembered: the guide opens again on the next load.
  }
  return true;
}

export interface UserClose {
  first: boolean;
}

const listeners = new Set<(close: UserClose) => void>();

export function announceUserClose(close: UserClose): void {
  for (const listener of listeners) listener(close);
}

export function onUserClose(listener: (close: UserClose) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
