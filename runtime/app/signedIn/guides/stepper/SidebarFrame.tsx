/**
 * The frame of the non-modal sidebars of the stepper guides and the notification center (product.md#screens-and-routes
 * "Sidebars and cards"): the right-side column of ../guides.css, floating over the page below
 * product.md#constants-and-limits float breakpoint (1400 px, app manifest) like the getting-started sidebar.
 *
 * A complementary region named by its title. It opens on a user's click, so the focus moves to
 * its title; when it closes with the focus inside (close button, Escape), the focus goes back to
 * what had it before (the launcher, the bell). Escape closes it.
 */
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useSignedIn } from '../../context';
import { useMediaQuery } from '../../shell/useMediaQuery';
import { takeOpener } from '../../sidebarOpener';
import '../guides.css';

export function SidebarFrame(props: {
  title: string;
  closeLabel: string;
  className: string;
  testId: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const { bundles } = useSignedIn();
  const floating = !useMediaQuery(
    `(min-width: ${bundles.constants.layout.floatingWidgetBreakpointPx}px)`,
  );
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  // What opened it (sidebarOpener.ts), read at the first render (the guide layer draws in the
  // browser only): before the effect below moves the focus, and before a development double run
  // of that effect would read the title instead.
  const [opener] = useState(takeOpener);
  useEffect(() => {
    heading.current?.focus();
    return () => {
      // After the unmount the focus is on the body when it was inside (the close button).
      const lost = document.activeElement === null || document.activeElement === document.body;
      if (lost && opener?.isConnected) opener.focus();
    };
  }, [opener]);
  const { onClose } = props;
  return (
    <aside
      className={`guide-sidebar ${props.className}`}
      data-floating={floating}
      data-testid={props.testId}
      aria-labelledby={titleId}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          onClose();
        }
      }}
    >
      <header className="guide-sidebar-header">
        <h2 id={titleId} ref={heading} tabIndex={-1}>
          {props.title}
        </h2>
        <button
          type="button"
          className="guide-close"
          aria-label={props.closeLabel}
          onClick={onClose}
        >
          <span aria-hidden="true">×</span>
        </button>
      </header>
      {props.children}
    </aside>
  );
}
