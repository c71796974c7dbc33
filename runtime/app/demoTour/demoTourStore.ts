/**
 * The demo tour's shared state (product.md#states-and-transitions "Demo tour"): which overlay shows ("Preparing demo site"
 * / "Going back to your site", or none) and, per user in this browser, the demo site and the
 * site to go back to. A store outside React: the button that starts the tour (get-started page,
 * empty states) unmounts on the way to the demo site while the overlay must stay.
 *
 * Where the user came from is remembered in localStorage only: the server knows the tour, not
 * the way back. Without it (another browser), "Going back" opens the home page, which picks the
 * user's own site.
 */
export type OverlayKind = 'preparing' | 'going-back';

let overlay: OverlayKind | undefined;
const listeners = new Set<() => void>();

export function setOverlay(next: OverlayKind | undefined): void {
  overlay = next;
  for (const listener of listeners) listener();
}
export const overlayNow = () => overlay;
export function subscribeOverlay(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export interface RememberedTour {
  demoSiteId: number;
  returnSiteId?: number;
}

const key = (userId: number) => `lodestar.demoTour.${userId}`;

export function rememberTour(userId: number, tour: RememberedTour): void {
  try {
    localStorage.setItem(key(userId), JSON.stringify(tour));
  } catch {
    // Storage refused (private mode): going back falls back to the home page.
  }
}

export function rememberedTour(userId: number): RememberedTour | undefined {
  try {
    const value = JSON.parse(localStorage.getItem(key(userId)) ?? 'null') as unknown;
    if (value && typeof value === 'object' && 'demoSiteId' in value) {
      const { demoSiteId, returnSiteId } = value as Record<string, unknown>;
      if (typeof demoSiteId === 'number')
        return { demoSiteId, ...(typeof returnSiteId === 'number' ? { returnSiteId } : {}) };
    }
  } catch {
    // Unreadable: no tour remembered.
  }
  return undefined;
}

export function forgetTour(userId: number): void {
  try {
    localStorage.removeItem(key(userId));
  } catch {
    // Nothing to forget.
  }
}

/** Resolves after `ms`: product.md#constants-and-limits "Demo overlay 1.5 s". */
export const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
