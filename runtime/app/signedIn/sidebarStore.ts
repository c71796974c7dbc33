/**
 * Which guide sidebar is open (product.md#records-and-their-fields "Sidebar kinds", product.md#states-and-transitions "Only one sidebar kind is active at
 * a time, or none"; manifests/guides/common.yaml `sidebars.oneAtATime`): one value for the whole
 * shell — opening a kind closes whichever was open. A tiny external store, so the top bar's
 * buttons, the guide layer and the pages read the same value without a provider on the first
 * page.
 */
import { useSyncExternalStore } from 'react';

let open: string | null = null;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

/** Opens `kind` (closing any other kind). */
export function openSidebar(kind: string): void {
  if (open === kind) return;
  open = kind;
  emit();
}

/** Closes `kind` if it is the one open. */
export function closeSidebar(kind: string): void {
  if (open !== kind) return;
  open = null;
  emit();
}

export function toggleSidebar(kind: string): void {
  if (open === kind) closeSidebar(kind);
  else openSidebar(kind);
}

export function openSidebarKind(): string | null {
  return open;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The open sidebar kind, or null; re-renders when it changes. */
export function useOpenSidebar(): string | null {
  return useSyncExternalStore(subscribe, openSidebarKind, () => null);
}
