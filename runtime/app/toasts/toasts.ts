/**
 * Toasts (spec §8 "danger toast"): a tiny store outside React, so the API layer
 * (`configureApi({ toast })`), the error boundary and components can all raise one.
 */
export type ToastTone = 'danger' | 'info';

export interface Toast {
  id: number;
  tone: ToastTone;
  text: string;
  action?: { label: string; run: () => void };
}

type Listener = (toasts: readonly Toast[]) => void;

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
  return id;
}

export function dismissToast(id: number): void {
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
