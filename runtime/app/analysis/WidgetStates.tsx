/**
 * A widget while its answer travels (a block of the widget's own height, so nothing moves when
 * it arrives) and after its query failed (the shared "try again" line).
 */
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../core/errors/LoadFailed';

export function WidgetLoading({ size }: { size: 'number' | 'chart' | 'table' }) {
  const { t } = useTranslation('reports');
  return (
    <div className={`analysis-loading analysis-loading-${size}`} role="status">
      <span className="visually-hidden">{t('reports:widget.loading')}</span>
    </div>
  );
}

export function WidgetFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('reports');
  return <LoadFailed message={t('reports:widget.failed')} onRetry={onRetry} />;
}
