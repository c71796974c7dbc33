/**
 * The welcome video in a modal (manifest action play-welcome-video; product.md#states-and-transitions "Welcome (video
 * seen)", product.md#calls "External links: a video"). The video is hosted elsewhere and the page's content
 * security policy embeds no other origin, so the modal says what it is and opens it in a new tab.
 */
import { useTranslation } from 'react-i18next';
import { track } from '../../../core/analytics/track';
import { Dialog } from '../../../ui/Dialog';
import { WELCOME_VIDEO_URL } from './externalLinks';

export function WelcomeVideoDialog(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('guides');
  return (
    <Dialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      title={t('guides:getting-started.video.title')}
      description={t('guides:getting-started.video.text')}
      closeLabel={t('guides:dialog.close')}
      actions={
        <a
          className="button-primary"
          href={WELCOME_VIDEO_URL}
          target="_blank"
          rel="noopener noreferrer"
          onClick={() => track('getting_started_video_opened')}
        >
          {t('guides:getting-started.video.watch')}
          <span className="visually-hidden"> {t('guides:new-tab')}</span>
        </a>
      }
    />
  );
}
