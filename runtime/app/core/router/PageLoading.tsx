import { useTranslation } from 'react-i18next';

/** While a page's data or chunk is on its way. Deliberately plain: no fake content. */
export function PageLoading() {
  return (
    <div className="page-loading" role="status" aria-live="polite">
      <LoadingText />
    </div>
  );
}

/** Before translations exist (the very first paint) the text stays empty. */
function LoadingText() {
  const { t, ready } = useTranslation('shell', { useSuspense: false });
  return <span>{ready ? t('shell:loading') : ''}</span>;
}
