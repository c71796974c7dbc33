/**
 * Where the preview persona lives: sessionStorage, so a preview survives reloads
 * and navigation in this tab and ends with it; "leave preview" removes it. Read by the signed-in
 * scope's lazy preview part (PreviewScope.tsx) only when the session allows previews.
 */
import { useSyncExternalStore } from 'react';
import type { PreviewPersona } from './persona';

const KEY = 'lodestar.preview';
const listeners = new Set<() => void>();
let cache: { raw: string | null; persona: PreviewPersona | null } = { raw: null, persona: null };

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined; // storage disabled: no preview
  }
}

export function readPreview(): PreviewPersona | null {
  const raw = storage()?.getItem(KEY) ?? null;
  if (raw === cache.raw) return cache.persona;
  let persona: PreviewPersona | null = null;
  try {
    const parsed: unknown = raw === null ? null : JSON.parse(raw);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed))
      persona = parsed as PreviewPersona;
  } catch {
    persona = null; // a damaged value is no preview
  }
  cache = { raw, persona };
  return persona;
}

/** `null` leaves the preview. */
export function writePreview(persona: PreviewPersona | null): void {
  const store = storage();
  if (!store) return;
  if (persona) store.setItem(KEY, JSON.stringify(persona));
  else store.removeItem(KEY);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The active persona, or null (no preview, or the session does not allow one). */
export function usePreviewPersona(allowed: boolean): PreviewPersona | null {
  const persona = useSyncExternalStore(subscribe, readPreview, () => null);
  return allowed ? persona : null;
}
