/**
 * The get-started page (product.md#screens-and-routes /sites/{siteId}/overview "with a guided-setup anchor", product.md#states-and-transitions
 * "Get-started page"; manifests/guides/get-started-page.yaml): the four steps TOUR,
 * INVITE_TEAMMATES, INTEGRATE and SECURE_ACCOUNT with their buttons, as the guide engine lays them
 * out (evaluateGuide: a step is done when its complete flag is set). The state is the app-state
 * value onboarding / getStartedPageState of the site (product.md#records-and-their-fields: isDismissed and a complete flag
 * per step), read and written through the one parser (signedIn/rules/getStartedProgress.ts) and
 * the one app-state query, so the sidebar item's x/4 badge moves as soon as a step completes.
 *
 * A complete-on-click button marks its step complete and fires the manifest's stepCompleted
 * event; the fourth fires allCompleted. Dismissing stores isDismissed and goes to the dashboard.
 * The tour button starts the demo-site tour (runtime/app/demoTour: the product-tour endpoint of
 * product.md#calls, product.md#states-and-transitions overlay, then the demo site); the step completes when the tour starts. On failure
 * the tour shows product.md#errors danger toast and the step stays open.
 */
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { CallToAction } from '../../rules/guides/types';
import type { StepView } from '../../rules/guides/evaluateGuide';
import { track } from '../core/analytics/track';
import { useStartDemoTour } from '../demoTour';
import {
  getStartedState,
  serializeGetStartedState,
  type GetStartedState,
} from '../signedIn/rules/getStartedProgress';
import { stateKeyOf, stateSetting } from '../signedIn/guides/state/appStateValues';
import { ctaPath } from '../signedIn/guides/state/ctaPath';
import { loadGuidesBundle, useGuidesBundle } from '../signedIn/guides/state/guidesBundle';
import { useAppState, useSaveAppState } from '../signedIn/guides/state/useAppState';
import { useGuide } from '../signedIn/guides/state/useGuide';
import { pathTo, type RouteName } from '../../../generated/routes';
import { PageLoading } from '../core/router/PageLoading';
import { useSignedIn } from '../signedIn/context';
import { useRouteCheck } from '../signedIn/useRouteCheck';
import { offeredSteps } from './offeredSteps';
import './getStarted.css';

// The bundle's fetch starts with this chunk, not after its first render (in the browser only).
if (typeof window !== 'undefined') void loadGuidesBundle().catch(() => undefined);

const GUIDE = 'get-started-page';
const TOUR_ACTION = 'start-demo-tour';

/**
 * Drawn by the server's render too (runtime/app/ssr reads the guides bundle from the build, and
 * the page's app-state comes with the page): the steps are the page's largest text, painted with
 * the shell instead of after the scripts (Lighthouse's largest contentful paint). The
 * browser hydrates them once the guides bundle, whose fetch starts with this chunk, is there.
 */
export default function GetStartedPage() {
  return <GetStartedSteps />;
}

function GetStartedSteps() {
  const { t } = useTranslation(['guides', 'activation']);
  const navigate = useNavigate();
  useGuidesBundle();
  const demoTour = useStartDemoTour();
  const { settings } = useAppState();
  const save = useSaveAppState();
  const [busy, setBusy] = useState<string | undefined>();
  const { site: signedInSite, gateContext, bundles } = useSignedIn();
  const routeCheck = useRouteCheck();
  const siteIdForState = signedInSite?.id;
  const pageState = useMemo<GetStartedState | undefined>(
    () =>
      settings && siteIdForState !== undefined
        ? getStartedState(settings, siteIdForState)
        : undefined,
    [settings, siteIdForState],
  );
  const flags = useMemo(() => pageState?.complete ?? {}, [pageState]);
  const { guide, view, site } = useGuide(GUIDE, { flags });

  if (!view || !site || !pageState) return <PageLoading />;
  const offered = offeredSteps(view.steps, gateContext, bundles.access, routeCheck);
  const stateKey = stateKeyOf(guide, 'page-state');
  const write = (next: GetStartedState) =>
    stateKey
      ? save([stateSetting(stateKey, site.id, serializeGetStartedState(next))])
      : Promise.resolve(false);

  const complete = (step: StepView) => {
    if (step.state === 'success') return;
    const next = { ...pageState, complete: { ...pageState.complete, [step.id]: true } };
    if (guide.events?.stepCompleted)
      track(guide.events.stepCompleted, { siteId: site.id, step: step.id });
    const all = offered.steps.every((s) => next.complete[s.id]);
    if (all && guide.events?.allCompleted) track(guide.events.allCompleted, { siteId: site.id });
    void write(next);
  };

  const startTour = async (step: StepView) => {
    setBusy(step.id);
    // Marked complete before leaving for the demo site; the toast on failure is the tour's.
    if (await demoTour.start()) complete(step);
    else track('get_started_tour_failed', { siteId: site.id });
    setBusy(undefined);
  };

  const dismiss = () => {
    track('get_started_dismissed', { siteId: site.id, done: view.done });
    void write({ ...pageState, isDismissed: true });
    const route = guide.dismiss?.route as RouteName | undefined;
    if (route)
      navigate(
        ctaPath({ route }, { siteId: site.id }) ?? pathTo('dashboard.index', { siteId: site.id }),
      );
  };

  const button = (step: StepView, cta: CallToAction) => {
    const label = t(cta.label);
    const clicked = () => {
      track('get_started_cta_clicked', {
        siteId: site.id,
        step: step.id,
        ...(cta.route ? { route: cta.route } : {}),
        ...(cta.action ? { action: cta.action } : {}),
      });
      if (cta.completeOnClick && !cta.action) complete(step);
    };
    const to = cta.route
      ? ctaPath(cta, { siteId: site.id, orgId: site.organization.id })
      : undefined;
    if (to)
      return (
        <Link className="button-primary" to={to} onClick={clicked}>
          {label}
        </Link>
      );
    if (cta.action === TOUR_ACTION)
      return (
        <button
          type="button"
          className="button-primary"
          aria-disabled={busy === step.id || undefined}
          onClick={() => {
            if (busy) return;
            clicked();
            void startTour(step);
          }}
        >
          {busy === step.id ? t('guides:get-started-page.starting') : label}
        </button>
      );
    return (
      <button
        type="button"
        className="button-primary"
        aria-disabled="true"
        title={t('guides:not-available')}
      >
        {label}
      </button>
    );
  };

  return (
    <section className="get-started-page" id="guided-setup" aria-labelledby="get-started-title">
      <h1 id="get-started-title">{t(guide.title)}</h1>
      <p className="get-started-intro">{t('guides:get-started-page.intro')}</p>
      <p className="get-started-progress" role="status" data-testid="get-started-progress">
        {t('guides:get-started-page.progress', { done: offered.done, total: offered.total })}
      </p>
      <ol className="get-started-steps">
        {offered.steps.map((step) => (
          <li
            key={step.id}
            className="get-started-step"
            data-step={step.id}
            data-state={step.state}
          >
            <div className="get-started-step-head">
              <h2>{t(step.step.title)}</h2>
              {step.state === 'success' ? (
                <span className="get-started-done">
                  <span aria-hidden="true">✓ </span>
                  {t('guides:get-started-page.completed')}
                </span>
              ) : null}
            </div>
            <p>{t(step.step.text)}</p>
            <div className="get-started-actions">
              {step.step.buttons.map((cta, i) => (
                <span key={i}>{button(step, cta)}</span>
              ))}
            </div>
          </li>
        ))}
      </ol>
      {offered.done === offered.total ? (
        <p className="get-started-all-done">{t('guides:get-started-page.all-done')}</p>
      ) : null}
      <button type="button" className="get-started-dismiss" onClick={dismiss}>
        {t('guides:get-started-page.dismiss')}
      </button>
    </section>
  );
}
