/** Toasts (product.md#errors): danger toasts stay until dismissed, others go by themselves. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  currentToasts,
  dismissToast,
  INFO_TOAST_MS,
  showToast,
} from '../../runtime/app/core/toasts/toasts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  for (const toast of currentToasts()) dismissToast(toast.id);
  vi.useRealTimers();
});

describe('toasts', () => {
  it('an info toast goes after INFO_TOAST_MS; a danger toast stays', () => {
    showToast({ tone: 'info', text: 'Saved' });
    showToast({ tone: 'danger', text: 'Failed' });
    vi.advanceTimersByTime(INFO_TOAST_MS - 1);
    expect(currentToasts().map((t) => t.text)).toEqual(['Saved', 'Failed']);
    vi.advanceTimersByTime(1);
    expect(currentToasts().map((t) => t.text)).toEqual(['Failed']);
    vi.advanceTimersByTime(10 * INFO_TOAST_MS);
    expect(currentToasts().map((t) => t.text)).toEqual(['Failed']);
  });

  it('the same message again replaces the first, and only the new one times out later', () => {
    showToast({ tone: 'info', text: 'Copied' });
    vi.advanceTimersByTime(INFO_TOAST_MS / 2);
    const second = showToast({ tone: 'info', text: 'Copied' });
    expect(currentToasts().map((t) => t.id)).toEqual([second]);
    vi.advanceTimersByTime(INFO_TOAST_MS / 2);
    expect(currentToasts().map((t) => t.id)).toEqual([second]);
    vi.advanceTimersByTime(INFO_TOAST_MS / 2);
    expect(currentToasts()).toEqual([]);
  });
});
