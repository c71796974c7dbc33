/**
 * The post-install success flag of a site (product.md#states-and-transitions "Post-install success flag set per site in
 * session or local storage; cleared on card dismissal"): whichever page sees the first data
 * arrive sets it in sessionStorage (signedIn/installation/useInstallationSync.ts); a flag in
 * localStorage under the same key counts too, and dismissal clears both. Storage that throws
 * (private mode, blocked) reads as "no flag": the card simply does not show.
 */
import { useSyncExternalStore } from 'react';
import { postInstallSuccessKey } from '../../../contracts/tracking';

const listeners = new Set<() => void>();

function stores(): Storage[] {
  const out: Storage[] = [];
  for (const get of [() => window.sessionStorage, () => window.localStorage]) {
    try {
      out.push(get());
    } catch {
      // Storage off: skip it.
    }
  }
  return out;
}

export function readPostInstallFlag(siteId: number): boolean {
  const key = postInstallSuccessKey(siteId);
  return stores().some((s) => {
    try {
      return s.getItem(key) === 'true';
    } catch {
      return false;
    }
  });
}

/** Sets the flag in this tab's sessionStorage (the tab that saw the first data arrive). */
export function setPostInstallFlag(siteId: number): void {
  try {
    window.sessionStorage.setItem(postInstallSuccessKey(siteId), 'true');
  } catch {
    // Storage off (private mode): the card simply does not show.
  }
  for (const notify of listeners) notify();
}

export function clearPostInstallFlag(siteId: number): void {
  const key = postInstallSuccessKey(siteId);
  for (const s of stores()) {
    try {
      s.removeItem(key);
    } catch {
      // Nothing to clear.
    }
  }
  for (const notify of listeners) notify();
}

function subscribe(notify: () => void): () => void {
  listeners.add(notify);
  // Another tab clearing localStorage (sessionStorage is per tab).
  window.addEventListener('storage', notify);
  return () => {
    listeners.delete(notify);
    window.removeEventListener('storage', notify);
  };
}

/** Whether the site's flag is set; false in a server render (no storage there). */
export function usePostInstallFlag(siteId: number | undefined): boolean {
  return useSyncExternalStore(
    subscribe,
    () => siteId !== undefined && readPostInstallFlag(siteId),
    () => false,
  );
}
