/**
 * The three parts every settings form shows around saving, drawn alike everywhere: the Save
 * button (busy while the request runs), the error said where the form is, and the "Saved"
 * status announced politely once the server took it.
 */
import { useTranslation } from 'react-i18next';

export function SaveButton({
  busy,
  tone = 'primary',
}: {
  busy: boolean;
  tone?: 'primary' | 'secondary';
}) {
  const { t } = useTranslation('settings');
  return (
    <button type="submit" className={`button-${tone}`} disabled={busy} aria-busy={busy}>
      {t('settings:common.save')}
    </button>
  );
}

/** The form's error, or nothing; `id` lets a field point at it (aria-describedby). */
export function FormError({ text, id }: { text: string | null | undefined; id?: string }) {
  if (!text) return null;
  return (
    <p id={id} className="form-error" role="alert">
      {text}
    </p>
  );
}

export function SavedStatus({ shown }: { shown: boolean }) {
  const { t } = useTranslation('settings');
  if (!shown) return null;
  return (
    <p className="settings-status" role="status">
      {t('settings:common.saved')}
    </p>
  );
}
