/**
 * The demo tour's layer in the shell (product.md#states-and-transitions "Demo tour"), a lazy chunk mounted after the
 * shell's first render: the blocking overlay ("Preparing demo site" / "Going back to your site",
 * app manifest `demo.preparingMessage` / `goingBackMessage`) and, on the demo site, the "Going
 * back to your site" bar at the top of the content.
 *
 * The overlay is a status (role=status, aria-busy), announced politely; while it shows, the
 * shell is inert (nothing behind it can be clicked or focused) and the focus is on the overlay,
 * so keyboard users cannot act on a page about to be left; it then returns to the content.
 */
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useSignedIn } from '../signedIn/context';
import { overlayNow, rememberedTour, subscribeOverlay } from './demoTourStore';
import { useEndDemoTour } from './useDemoTour';
import './demoTour.css';

export default function DemoTourLayer() {
  return (
    <>
      <GoingBackBar />
      <DemoTourOverlay />
    </>
  );
}

function GoingBackBar() {
  const { session, site } = useSignedIn();
  const { t } = useTranslation('activation');
  const { end, pending } = useEndDemoTour();
  const tour = rememberedTour(session.user.id);
  if (!site || !tour || tour.demoSiteId !== site.id) return null;
  return (
    <div className="demo-tour-bar" data-testid="demo-tour-bar">
      <p>{t('activation:demo-tour.on-demo-site')}</p>
      <button
        type="button"
        className="button-primary"
        aria-disabled={pending || undefined}
        onClick={() => void end()}
      >
        {t('activation:demo-tour.go-back')}
      </button>
    </div>
  );
}

export function DemoTourOverlay() {
  const kind = useSyncExternalStore(subscribeOverlay, overlayNow, () => undefined);
  const { bundles } = useSignedIn();
  const { t } = useTranslation('app');
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!kind) return;
    const shell = document.querySelector<HTMLElement>('.shell');
    shell?.setAttribute('inert', '');
    box.current?.focus();
    return () => {
      shell?.removeAttribute('inert');
      document.getElementById('content')?.focus({ preventScroll: true });
    };
  }, [kind]);

  if (!kind) return null;
  const demo = bundles.constants.demo;
  const message = kind === 'preparing' ? demo.preparingMessage : demo.goingBackMessage;
  return createPortal(
    <div className="demo-tour-overlay" data-testid="demo-tour-overlay" data-kind={kind}>
      <div
        ref={box}
        className="demo-tour-overlay-box"
        role="status"
        aria-live="polite"
        aria-busy="true"
        tabIndex={-1}
      >
        <span className="spinner" aria-hidden="true" />
        <p>{t(message)}</p>
      </div>
    </div>,
    document.body,
  );
}
