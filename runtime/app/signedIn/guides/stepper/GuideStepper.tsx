/**
 * The stepper guides (product.md#screens-and-routes "Sidebars and cards", product.md#states-and-transitions "Guide sidebars"; manifests/guides/
 * heatmap-guide.yaml, survey-guide.yaml): one component for every guide with `layout: stepper`.
 * Title, "Step x of y", dots (one button per step, the current one aria-current), Previous /
 * Next, and on the last step the step's buttons after their gates instead of Next. The current
 * step is persisted (useStepperState.ts). The steps come from the guide engine
 * (evaluateGuide through useGuide), never from the manifest directly.
 *
 * The frame follows the manifest: a guide with a dimming `overlay` (the survey guide, product.md#screens-and-routes "with a
 * dimming overlay until dismissed") is a modal dialog (ui/Dialog: focus trapped, Escape closes
 * it for this page life — it opens again on the next load until dismissed); the others are a
 * labelled complementary region at the right like the getting-started sidebar (SidebarFrame.tsx:
 * focus to its title when it opens, back to the opener when it closes). Every user action fires a track() event named after the guide (heatmap_guide_next …).
 */
import { useEffect, useRef, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CallToAction } from '../../../../rules/guides/types';
import { track, type TrackProperties } from '../../../core/analytics/track';
import { Dialog } from '../../../ui/Dialog';
import { useSignedIn } from '../../context';
import { closeSidebar } from '../../sidebarStore';
import { SalesLink } from '../SalesLink';
import { ctaPath } from '../state/ctaPath';
import { useGuide } from '../state/useGuide';
import { markClosed } from './closedGuides';
import { SidebarFrame } from './SidebarFrame';
import { drawnButtons, guideEvent } from './stepperRules';
import { useStepperState } from './useStepperState';
import './stepper.css';
import { useRouteCheck } from '../../useRouteCheck';

export function GuideStepper({ guideId }: { guideId: string }) {
  const { t } = useTranslation('guides');
  const { guide, view, site } = useGuide(guideId);
  const { bundles, gateContext } = useSignedIn();
  const routeCheck = useRouteCheck();
  const steps = view?.steps ?? [];
  const state = useStepperState(guide, steps.length, site?.id);
  const stepTitle = useRef<HTMLHeadingElement>(null);
  const nextButton = useRef<HTMLButtonElement>(null);
  /** Where the focus goes after the next render (a control that disappears or is disabled). */
  const focusAfter = useRef<RefObject<HTMLElement | null> | null>(null);
  const kind = guide.sidebar ?? guideId;
  const modal = guide.overlay?.dim === true;

  useEffect(() => {
    const target = focusAfter.current?.current;
    focusAfter.current = null;
    target?.focus();
  });

  if (!view || !state.ready || steps.length === 0) return null;
  const index = state.index;
  const current = steps[index]!;
  const last = index === steps.length - 1;
  const props = (extra: TrackProperties = {}): TrackProperties => ({
    guide: guide.id,
    step: current.id,
    stepNumber: index + 1,
    ...(site ? { siteId: site.id } : {}),
    ...extra,
  });

  const go = (to: number, how: 'next' | 'previous' | 'dot') => {
    if (to === index || to < 0 || to >= steps.length) return;
    track(guideEvent(guide.id, how === 'dot' ? 'step_selected' : how), props({ to: to + 1 }));
    // Next vanishes on the last step, Previous is disabled on the first: the focus moves to the
    // step's title, or to Next, instead of falling back to the page.
    if (how !== 'dot' && to === steps.length - 1) focusAfter.current = stepTitle;
    else if (how !== 'dot' && to === 0) focusAfter.current = nextButton;
    state.setIndex(to);
  };

  const close = () => {
    track(guideEvent(guide.id, 'closed'), props());
    markClosed(guide.id);
    closeSidebar(kind);
  };

  const ran = (cta: CallToAction) => {
    track(
      guideEvent(guide.id, 'cta_clicked'),
      props({
        ...(cta.route ? { route: cta.route } : {}),
        ...(cta.action ? { action: cta.action } : {}),
      }),
    );
    if (cta.action === 'dismiss-guide') {
      track(guideEvent(guide.id, 'dismissed'), props());
      void state.dismiss();
    }
    // The sidebar has done its job once its last step's button runs.
    if (cta.action !== 'contact-sales') closeSidebar(kind);
  };

  const buttons = last
    ? drawnButtons(current.step.buttons, gateContext, bundles.access, routeCheck)
    : [];
  const place = site ? { siteId: site.id, orgId: site.organization.id } : {};
  const body = (
    <div className="stepper" data-testid={`${guide.id}-stepper`} data-step={current.id}>
      <p className="stepper-counter" aria-live="polite">
        {t('guides:stepper.counter', { current: index + 1, count: steps.length })}
      </p>
      <h3 className="stepper-title" ref={stepTitle} tabIndex={-1}>
        {t(current.step.title)}
      </h3>
      <p className="stepper-text">{t(current.step.text)}</p>
      {buttons.length ? (
        <div className="stepper-final">
          {buttons.map(({ cta, disabled }, i) => (
            <StepperButton
              key={i}
              cta={cta}
              disabled={disabled}
              to={cta.route ? ctaPath(cta, place) : undefined}
              onRun={() => ran(cta)}
            />
          ))}
        </div>
      ) : null}
      <ol className="stepper-dots" aria-label={t('guides:stepper.steps')}>
        {steps.map((step, i) => (
          <li key={step.id}>
            <button
              type="button"
              className="stepper-dot"
              aria-label={t('guides:stepper.dot', { number: i + 1, title: t(step.step.title) })}
              aria-current={i === index ? 'step' : undefined}
              onClick={() => go(i, 'dot')}
            />
          </li>
        ))}
      </ol>
      <div className="stepper-nav">
        <button
          type="button"
          className="button-secondary"
          disabled={index === 0}
          onClick={() => go(index - 1, 'previous')}
        >
          {t('guides:stepper.previous')}
        </button>
        {last ? null : (
          <button
            type="button"
            className="button-primary"
            ref={nextButton}
            onClick={() => go(index + 1, 'next')}
          >
            {t('guides:stepper.next')}
          </button>
        )}
      </div>
    </div>
  );

  if (modal)
    return (
      <Dialog
        open
        onOpenChange={(open) => {
          if (!open) close();
        }}
        title={t(guide.title)}
        closeLabel={t('guides:stepper.close')}
      >
        {body}
      </Dialog>
    );
  return (
    <SidebarFrame
      title={t(guide.title)}
      closeLabel={t('guides:stepper.close')}
      className="stepper-sidebar"
      testId={`${guide.id}-sidebar`}
      onClose={close}
    >
      {body}
    </SidebarFrame>
  );
}

/** A final button: a route link, the sales link (new tab), or a runtime action. */
function StepperButton(props: {
  cta: CallToAction;
  disabled: boolean;
  to: string | undefined;
  onRun: () => void;
}) {
  const { t } = useTranslation('guides');
  const { cta, onRun } = props;
  const className = cta.style === 'secondary' ? 'button-secondary' : 'button-primary';
  const label = t(cta.label);
  if (props.disabled)
    return (
      <button
        type="button"
        className={className}
        aria-disabled="true"
        title={cta.tooltip ? t(cta.tooltip) : undefined}
      >
        {label}
      </button>
    );
  if (props.to)
    return (
      <Link className={className} to={props.to} onClick={onRun}>
        {label}
      </Link>
    );
  if (cta.action === 'contact-sales')
    return (
      <SalesLink className={className} onClick={onRun}>
        {label}
      </SalesLink>
    );
  return (
    <button type="button" className={className} onClick={onRun}>
      {label}
    </button>
  );
}
