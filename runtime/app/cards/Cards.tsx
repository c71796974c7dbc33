/**
 * The cards of product.md#screens-and-routes "Sidebars and cards": guide cards, quick-link cards, the highlights guide
 * card (linking to the external course) and video cards (the video opens in an accessible modal:
 * runtime/app/ui/Dialog). Lazy-chunk components: callers pass translated texts.
 *
 * Video: the content security policy allows no frames (server/src/security/
 * contentSecurityPolicy.ts), so the modal links to the video (a new tab) rather than embedding it.
 */
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
// The dialog library comes with the first play, not with the page that shows the card.
const Dialog = lazy(() => import('../ui/Dialog').then((m) => ({ default: m.Dialog })));
import { useSignedIn } from '../signedIn/context';
import { courseLink } from './courseLink';
import './cards.css';

function Card(props: { title: string; children?: ReactNode; testId?: string }) {
  return (
    <article className="card" data-testid={props.testId}>
      <h3 className="card-title">{props.title}</h3>
      {props.children}
    </article>
  );
}

/** A step of a guide: title, text and where to go next (a route path or an external link). */
export function GuideCard(props: { title: string; text: string; label: string; to: string }) {
  const external = /^https?:\/\//.test(props.to);
  return (
    <Card title={props.title} testId="guide-card">
      <p>{props.text}</p>
      {external ? (
        <ExternalLink href={props.to}>{props.label}</ExternalLink>
      ) : (
        <Link className="card-link" to={props.to}>
          {props.label}
        </Link>
      )}
    </Card>
  );
}

/** A whole card that is one link to a page of the app. */
export function QuickLinkCard(props: { title: string; text?: string; to: string }) {
  return (
    <Link className="card card-quick-link" to={props.to} data-testid="quick-link-card">
      <span className="card-title">{props.title}</span>
      {props.text ? <span className="card-text">{props.text}</span> : null}
    </Link>
  );
}

/** product.md#screens-and-routes "Highlights guide card linking to an external course". */
export function HighlightsGuideCard() {
  const { t } = useTranslation('activation');
  const { bundles } = useSignedIn();
  const href = courseLink(bundles.menus);
  return (
    <Card title={t('activation:cards.highlights.title')} testId="highlights-guide-card">
      <p>{t('activation:cards.highlights.text')}</p>
      {href ? (
        <ExternalLink href={href}>{t('activation:cards.highlights.link')}</ExternalLink>
      ) : null}
    </Card>
  );
}

/** A video card: the button opens the modal with the video's title and link. */
export function VideoCard(props: { title: string; text?: string; videoUrl: string }) {
  const { t } = useTranslation('activation');
  const [open, setOpen] = useState(false);
  // Mounted from the first play on, so that closing returns the focus (ui/Dialog).
  const [played, setPlayed] = useState(false);
  return (
    <Card title={props.title} testId="video-card">
      {props.text ? <p>{props.text}</p> : null}
      <button
        type="button"
        className="button-secondary"
        onClick={() => {
          setPlayed(true);
          setOpen(true);
        }}
      >
        {t('activation:cards.video.play')}
      </button>
      {played ? (
        <Suspense fallback={null}>
          <Dialog
            open={open}
            onOpenChange={setOpen}
            title={props.title}
            closeLabel={t('activation:cards.video.close')}
          >
            <p>{t('activation:cards.video.explain')}</p>
            <ExternalLink href={props.videoUrl}>{t('activation:cards.video.watch')}</ExternalLink>
          </Dialog>
        </Suspense>
      ) : null}
    </Card>
  );
}

function ExternalLink(props: { href: string; children: ReactNode }) {
  const { t } = useTranslation('activation');
  return (
    <a className="card-link" href={props.href} target="_blank" rel="noopener noreferrer">
      {props.children}
      <span className="visually-hidden"> {t('activation:post-install.new-tab')}</span>
    </a>
  );
}
