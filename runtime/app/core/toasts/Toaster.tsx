import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { currentToasts, dismissToast, subscribeToasts } from './toasts';

const NONE: readonly never[] = [];
const noToasts = () => NONE;

/** The toast region; danger toasts are alerts (announced at once), others polite. */
export function Toaster() {
  const { t } = useTranslation('shell', { useSuspense: false });
  // A server render has no toasts (the third argument: what it and hydration draw).
  const toasts = useSyncExternalStore(subscribeToasts, currentToasts, noToasts);
  return (
    <div className="toasts" aria-live="polite">
      {toasts.map((toast) => (
        <div
          key={toast.id}
          className={`toast toast-${toast.tone}`}
          role={toast.tone === 'danger' ? 'alert' : 'status'}
        >
          <span className="toast-text">{toast.text}</span>
          {toast.action ? (
            <button
              type="button"
              onClick={() => {
                dismissToast(toast.id);
                toast.action?.run();
              }}
            >
              {toast.action.label}
            </button>
          ) : null}
          <button
            type="button"
            className="toast-close"
            aria-label={t('shell:toast.dismiss')}
            onClick={() => dismissToast(toast.id)}
          >
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
