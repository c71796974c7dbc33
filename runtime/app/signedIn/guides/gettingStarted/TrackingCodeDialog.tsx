/**
 * The tracking-code modal (manifest action open-tracking-code-modal; product.md#states-and-transitions "Finish
 * Installation"): the site's snippet exactly as the setup page shows it (contracts/tracking.ts
 * snippetTag), a copy button, and the setup page for the full instructions and live status.
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathTo } from '../../../../../generated/routes';
import { snippetTag } from '../../../../../contracts/tracking';
import { showToast } from '../../../core/toasts/toasts';
import { track } from '../../../core/analytics/track';
import { Dialog } from '../../../ui/Dialog';

export function TrackingCodeDialog(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  site: { id: number; name: string };
}) {
  const { t } = useTranslation('guides');
  const codeId = useId();
  const { site } = props;
  const code = snippetTag(window.location.origin, site.id);
  const copy = () => {
    track('getting_started_tracking_code_copied', { siteId: site.id });
    navigator.clipboard.writeText(code).then(
      () => showToast({ tone: 'info', text: t('guides:getting-started.tracking-code.copied') }),
      () =>
        showToast({ tone: 'danger', text: t('guides:getting-started.tracking-code.copy-failed') }),
    );
  };
  return (
    <Dialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      title={t('guides:getting-started.tracking-code.title')}
      description={t('guides:getting-started.tracking-code.text', { site: site.name })}
      closeLabel={t('guides:dialog.close')}
      actions={
        <>
          <Link
            className="button-secondary"
            to={pathTo('setup.index', { siteId: site.id })}
            onClick={() => props.onOpenChange(false)}
          >
            {t('guides:getting-started.tracking-code.setup-page')}
          </Link>
          <button type="button" className="button-primary" onClick={copy}>
            {t('guides:getting-started.tracking-code.copy')}
          </button>
        </>
      }
    >
      <div className="guide-code">
        <label htmlFor={codeId}>{t('guides:getting-started.tracking-code.label')}</label>
        <textarea id={codeId} readOnly rows={3} value={code} spellCheck={false} />
      </div>
    </Dialog>
  );
}
