/**
 * The getting-started sidebar's dialogs (product.md#screens-and-routes "skip-confirmation modal", the tracking-code
 * and welcome-video modals of the manifest's actions), in a chunk of their own: the sidebar opens
 * on load for every new user, a dialog only when asked, so the dialog library is fetched at the
 * first click (the sidebar adds ≤ 20 KB of lazy JS). Mounted only while one is open.
 */
import { useTranslation } from 'react-i18next';
import type { Guide } from '../../../../rules/guides/types';
import type { Site } from '../../../../../generated/types';
import { track } from '../../../core/analytics/track';
import { Dialog } from '../../../ui/Dialog';
import { TrackingCodeDialog } from './TrackingCodeDialog';
import { WelcomeVideoDialog } from './WelcomeVideoDialog';

export type OpenDialog = 'tracking-code' | 'welcome-video' | 'skip';

export default function SidebarDialogs(props: {
  dialog: OpenDialog;
  setDialog: (dialog: OpenDialog | null) => void;
  skip: NonNullable<Guide['skipGuide']>['confirm'] | undefined;
  site: Site;
  onConfirmSkip: () => void;
}) {
  const { t } = useTranslation('guides');
  const { dialog, setDialog, skip, site } = props;
  const cancelSkip = () => {
    track('getting_started_skip_cancelled', { siteId: site.id });
    setDialog(null);
  };
  if (dialog === 'skip' && skip)
    return (
      <Dialog
        open
        onOpenChange={(open) => (open ? setDialog('skip') : cancelSkip())}
        title={t(skip.title)}
        description={t(skip.text)}
        closeLabel={t('guides:dialog.close')}
        actions={
          <>
            <button type="button" className="button-secondary" onClick={cancelSkip}>
              {t(skip.cancel)}
            </button>
            <button type="button" className="button-primary" onClick={props.onConfirmSkip}>
              {t(skip.confirm)}
            </button>
          </>
        }
      />
    );
  if (dialog === 'tracking-code')
    return (
      <TrackingCodeDialog
        open
        onOpenChange={(open) => setDialog(open ? 'tracking-code' : null)}
        site={site}
      />
    );
  if (dialog === 'welcome-video')
    return (
      <WelcomeVideoDialog open onOpenChange={(open) => setDialog(open ? 'welcome-video' : null)} />
    );
  return null;
}
