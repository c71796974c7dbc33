/**
 * The getting-started sidebar (product.md#screens-and-routes "Sidebars and cards", product.md#states-and-transitions "Getting-started guide", product.md#constants-and-limits;
 * manifests/guides/getting-started.yaml): right side, the width of its sidebar kind (280 px), an
 * accordion of the steps the engine shows (evaluateGuide: order, states, first expanded step,
 * whether the skip button shows), each with its buttons. Below the float breakpoint (1400 px,
 * app manifest layout.floatingWidgetBreakpointPx) it floats over the page, at or above it pushes
 * the content (the shell body is a flex row and the guide layer its last child).
 *
 * A complete-on-click button stores the step's `marks` flag and expands the next pending step;
 * when no step is pending any more the guide stores `whenAllComplete` (done) and collapses. The
 * skip button (only when the engine says so: tracking installed) asks for confirmation first and
 * stores `skipped`. Every user action fires a track() event.
 */
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { nextPendingAfter, type StepView } from '../../../../rules/guides/evaluateGuide';
import type { CallToAction } from '../../../../rules/guides/types';
import { track } from '../../../core/analytics/track';
import { Accordion } from '../../../ui/Accordion';
import { useSignedIn } from '../../context';
import { useMediaQuery } from '../../shell/useMediaQuery';
import { closeSidebar } from '../../sidebarStore';
import { ctaPath } from '../state/ctaPath';
import { useGuide } from '../state/useGuide';
import { useGuidesBundle } from '../state/guidesBundle';
import { announceUserClose, rememberClose } from './closeMemory';
import { SalesLink } from '../SalesLink';
import type { OpenDialog as DialogName } from './SidebarDialogs';
import '../guides.css';

export const GETTING_STARTED = 'getting-started';

type OpenDialog = DialogName | null;

// The dialogs and their library load at the first click (SidebarDialogs.tsx).
const SidebarDialogs = lazy(() => import('./SidebarDialogs'));

export default function GettingStartedSidebar() {
  const { t } = useTranslation('guides');
  const bundle = useGuidesBundle();
  const { guide, view, site, setFlags } = useGuide(GETTING_STARTED);
  const { bundles, session } = useSignedIn();
  const layout = bundles.constants.layout;
  const floating = !useMediaQuery(`(min-width: ${layout.floatingWidgetBreakpointPx}px)`);
  const width =
    bundle.sidebars?.kinds.find((k) => k.name === guide.sidebar)?.width ??
    layout.gettingStartedSidebarWidthPx;
  const titleId = useId();
  const [expanded, setExpanded] = useState<string | undefined>();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const initialised = useRef(false);
  const completedFor = useRef<number | undefined>(undefined);

  // product.md#states-and-transitions "The first expanded step is the first pending one" — once, when the view is known.
  useEffect(() => {
    if (!view || initialised.current) return;
    initialised.current = true;
    setExpanded(view.expanded);
  }, [view]);

  // product.md#states-and-transitions "Completing all remaining steps collapses the sidebar and marks done" (once a site).
  const completeFlags = view?.completeFlags.join(',') ?? '';
  useEffect(() => {
    if (!completeFlags || !view || !site || completedFor.current === site.id) return;
    completedFor.current = site.id;
    track('getting_started_completed', { siteId: site.id });
    void setFlags(completeFlags.split(','));
    if (view.collapse) closeSidebar(GETTING_STARTED);
  }, [completeFlags, view, site, setFlags]);

  if (!view || !site) return null;

  const close = () => {
    const first = rememberClose(session.user.id, site.id);
    track('getting_started_closed', { siteId: site.id, first });
    closeSidebar(GETTING_STARTED);
    announceUserClose({ first });
  };

  const ran = (step: StepView, cta: CallToAction) => {
    track('getting_started_cta_clicked', {
      siteId: site.id,
      step: step.id,
      ...(cta.route ? { route: cta.route } : {}),
      ...(cta.action ? { action: cta.action } : {}),
    });
    if (!cta.completeOnClick || step.state !== 'pending' || !step.step.marks) return;
    track('getting_started_step_completed', { siteId: site.id, step: step.id });
    void setFlags([step.step.marks]);
    // product.md#states-and-transitions: "expands the next pending step" (none left: the guide completes and collapses).
    setExpanded(nextPendingAfter(view, step.id));
  };

  const confirmSkip = () => {
    track('getting_started_skipped', { siteId: site.id });
    setDialog(null);
    // The watcher closes the sidebar once the guide reads as skipped (not enabled): closing it
    // here first would show the reopen button for a frame before the flag is read.
    void setFlags(guide.skipGuide?.setFlags ?? []);
  };

  const sections = view.steps.map((step) => ({
    id: step.id,
    title: t(step.step.title),
    status: (
      <span className="guide-step-state" data-state={step.state}>
        <span aria-hidden="true">{step.state === 'success' ? '✓' : ''}</span>
        <span className="visually-hidden">
          {t(step.state === 'success' ? 'guides:step-state.done' : 'guides:step-state.pending')}
        </span>
      </span>
    ),
    content: (
      <div className="guide-step" data-step={step.id}>
        <p>{t(step.step.text)}</p>
        {step.notes.map((note) => (
          <p key={note} className="guide-step-note">
            {t(note)}
          </p>
        ))}
        <div className="guide-step-actions">
          {step.step.buttons.map((cta, i) => (
            <StepButton
              key={i}
              cta={cta}
              place={{ siteId: site.id, orgId: site.organization.id }}
              onRun={() => ran(step, cta)}
              onDialog={setDialog}
            />
          ))}
        </div>
      </div>
    ),
  }));

  const skip = guide.skipGuide?.confirm;
  return (
    <aside
      className="guide-sidebar"
      data-floating={floating}
      data-testid="getting-started-sidebar"
      aria-labelledby={titleId}
      style={{ ['--guide-sidebar-width' as string]: `${width}px` }}
    >
      <header className="guide-sidebar-header">
        <h2 id={titleId}>{t(guide.title)}</h2>
        <span className="guide-progress">
          {t('guides:progress', { done: view.done, total: view.total })}
        </span>
        <button
          type="button"
          className="guide-close"
          aria-label={t('guides:getting-started.close')}
          onClick={close}
        >
          <span aria-hidden="true">×</span>
        </button>
      </header>
      <Accordion
        sections={sections}
        open={expanded}
        headingLevel={3}
        onOpenChange={(id) => {
          track('getting_started_step_toggled', {
            siteId: site.id,
            step: id ?? expanded,
            open: id !== undefined,
          });
          setExpanded(id);
        }}
      />
      {view.canSkip && skip ? (
        <div className="guide-sidebar-footer">
          <button
            type="button"
            className="link-button"
            onClick={() => {
              track('getting_started_skip_requested', { siteId: site.id });
              setDialog('skip');
            }}
          >
            {t('guides:getting-started.skip.button')}
          </button>
        </div>
      ) : null}
      {dialog ? (
        <Suspense fallback={null}>
          <SidebarDialogs
            dialog={dialog}
            setDialog={setDialog}
            skip={skip}
            site={site}
            onConfirmSkip={confirmSkip}
          />
        </Suspense>
      ) : null}
    </aside>
  );
}

/** One button of a step: a route link, or a runtime action of manifests/guides/common.yaml. */
function StepButton(props: {
  cta: CallToAction;
  place: { siteId: number; orgId: number };
  onRun: () => void;
  onDialog: (dialog: OpenDialog) => void;
}) {
  const { t } = useTranslation('guides');
  const { cta, onRun } = props;
  const className = cta.style === 'primary' ? 'button-primary' : 'button-secondary';
  const label = t(cta.label);
  if (cta.route) {
    const to = ctaPath(cta, props.place);
    if (to)
      return (
        <Link className={className} to={to} onClick={onRun}>
          {label}
        </Link>
      );
  }
  const dialogs: Record<string, OpenDialog> = {
    'open-tracking-code-modal': 'tracking-code',
    'play-welcome-video': 'welcome-video',
  };
  const dialog = cta.action ? dialogs[cta.action] : undefined;
  if (dialog)
    return (
      <button
        type="button"
        className={className}
        aria-haspopup="dialog"
        onClick={() => {
          onRun();
          props.onDialog(dialog);
        }}
      >
        {label}
      </button>
    );
  if (cta.action === 'contact-sales')
    return (
      <SalesLink className={className} onClick={onRun}>
        {label}
      </SalesLink>
    );
  // A route or action this runtime cannot run: say so rather than do nothing silently.
  return (
    <button
      type="button"
      className={className}
      aria-disabled="true"
      title={t('guides:not-available')}
    >
      {label}
    </button>
  );
}
