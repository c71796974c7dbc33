/**
 * Toasts (product.md#errors "danger toast"): a tiny store outside React, so the API layer
 * (`configureApi({ toast })`), the error boundary and components can all raise one.
 * A danger toast stays until dismissed (it reports a failure the user must see); any other
 * goes by itself after INFO_TOAST_MS, or earlier when dismissed.
 */
export type ToastTone = 'danger' | 'info';

export interface Toast {
  id: number;
  tone: ToastTone;
  text: string;
  action?: { label: string; run: () => void };
}

type Listener = (toasts: readonly Toast[]) => void;

/** How long a non-danger toast stays (the product rules name none): long enough to read two lines. */
export const INFO_TOAST_MS = 6000;

let toasts: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<Listener>();

function emit() {
  for (const listener of listeners) listener(toasts);
}

export function showToast(toast: Omit<Toast, 'id'>): number {
  const id = nextId++;
  // The same message twice in a row is one toast.
  toasts = [...toasts.filter((t) => t.text !== toast.text), { ...toast, id }];
  emit();
  if (toast.tone !== 'danger') setTimeout(() => dismissToast(id), INFO_TOAST_MS);
  return id;
}

export function dismissToast(id: number): void {
  if (!toasts.some((t) => t.id === id)) return;
  toasts = toasts.filter((t) => t.id !== id);
  emit();
}

export function subscribeToasts(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function currentToasts(): readonly Toast[] {
  return toasts;
}
