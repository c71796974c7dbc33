/**
 * A load that failed, said where its content would be, with a button that asks again: the
 * same words for "try again" and the same shape on every page, announced to screen readers.
 */
import { useTranslation } from 'react-i18next';

export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation('shell', { useSuspense: false });
  return (
    <p className="form-error" role="alert">
      {message}{' '}
      <button type="button" className="link-button" onClick={onRetry}>
        {t('shell:error.retry')}
      </button>
    </p>
  );
}
