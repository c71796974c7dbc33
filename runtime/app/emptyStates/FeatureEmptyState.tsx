/**
 * THE renderer of every feature's empty state (product.md#screens-and-routes "Feature empty states"): it asks
 * the empty-state engine (runtime/rules/emptyStates/evaluateEmptyState.ts) what shows for the
 * feature and the signed-in facts, and draws the answer — the full overlay in the experiment
 * variant, else title, notice, image, text, the standard and feature buttons, and the stage's
 * part (pending installation, template cards, pending-data variant with the teaser). With data it
 * draws the feature's page when the caller has one (`withData`); a feature whose page is not
 * built yet says plainly what the page would show.
 * No per-feature code: everything feature-specific comes from the manifest.
 */
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useId, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  getMonthlySessionsQueryOptions,
  listSessionsInProgressQueryOptions,
  listSurveysQueryOptions,
} from '../../../generated/api/client';
import {
  evaluateEmptyState,
  type EmptyStateView,
} from '../../rules/emptyStates/evaluateEmptyState';
import { dataPresent, needsEndedSessions, usesSessions } from '../../rules/emptyStates/dataPresent';
import { useSignedIn } from '../signedIn/context';
import { useAppState } from '../signedIn/guides/state/useAppState';
import { CtaButton } from './CtaButton';
import { GuideCards } from './GuideCards';
import { HighlightedTemplates } from './HighlightedTemplates';
import { useEmptyStatesBundle } from './emptyStatesBundle';
import { NewSurveyDropdown } from './NewSurveyDropdown';
import { SessionTeaser } from './SessionTeaser';
import { installationSkipped } from './skipInstallation';
import { useEmptyStateActions } from './useEmptyStateActions';
import './emptyStates.css';
import { useRouteCheck } from '../signedIn/useRouteCheck';

// The dialog library comes with the first click on an install button, not with the page.
const TrackingCodeDialog = lazy(() =>
  import('../signedIn/guides/gettingStarted/TrackingCodeDialog').then((m) => ({
    default: m.TrackingCodeDialog,
  })),
);

export function FeatureEmptyState({
  feature,
  heading = 'h1',
  withData,
}: {
  feature: string;
  heading?: 'h1' | 'h2';
  /** The feature's page, drawn instead once the site has data (a page built on the data). */
  withData?: ReactNode;
}) {
  // Both namespaces load before the first draw (the dialog speaks guides).
  useTranslation(['empty-states', 'guides']);
  const { site, gateContext, bundles } = useSignedIn();
  const routeCheck = useRouteCheck();
  const bundle = useEmptyStatesBundle();
  const sessions = useQuery({
    ...getMonthlySessionsQueryOptions({ siteId: site?.id ?? 0 }),
    enabled: !!site && usesSessions(feature),
  });
  // The teaser's own query (same key: no second request): live sessions are no recording yet.
  const live = useQuery({
    ...listSessionsInProgressQueryOptions({ siteId: site?.id ?? 0, select_random: 1 }),
    enabled: !!site && needsEndedSessions(feature),
  });
  // The surveys list's own query (same key: no second request) says if any exist.
  const surveys = useQuery({
    ...listSurveysQueryOptions({ siteId: site?.id ?? 0 }),
    enabled: !!site && feature === 'surveys',
  });
  const appState = useAppState(!!site && feature === 'surveys');
  const actions = useEmptyStateActions(site);
  const view = useMemo(
    () =>
      site &&
      evaluateEmptyState(
        bundle,
        feature,
        {
          context: gateContext,
          hasData: dataPresent(
            feature,
            sessions.data?.usage,
            surveys.data?.surveys.length,
            live.data?.count,
          ),
          skippedInstallation: installationSkipped(appState.settings, site.id),
          routeCheck,
        },
        bundles.access,
      ),
    [
      site,
      bundle,
      feature,
      gateContext,
      sessions.data?.usage,
      surveys.data?.surveys.length,
      live.data?.count,
      appState.settings,
      bundles.access,
      routeCheck,
    ],
  );
  // Deciding "data present" needs the usage: no empty state flashes before it is known.
  if (
    !site ||
    !view ||
    (usesSessions(feature) && sessions.isPending) ||
    (needsEndedSessions(feature) && live.isPending) ||
    (feature === 'surveys' && surveys.isPending)
  )
    return null;
  if (view.stage === 'has-data' && withData) return <>{withData}</>;
  const H = heading;
  return (
    <section
      className="empty-state"
      data-testid="empty-state"
      data-feature={feature}
      data-stage={view.stage}
      data-overlay={view.overlay ? 'true' : undefined}
    >
      {view.stage === 'has-data' ? (
        <HasData view={view} usage={sessions.data?.usage ?? 0} H={H} />
      ) : view.overlay ? (
        <Overlay
          view={view}
          H={H}
          run={actions.run}
          siteId={site.id}
          demoPending={actions.demoPending}
        />
      ) : (
        <Body
          view={view}
          H={H}
          run={actions.run}
          siteId={site.id}
          demoPending={actions.demoPending}
        />
      )}
      {actions.trackingOpen && (
        <Suspense fallback={null}>
          <TrackingCodeDialog open onOpenChange={actions.setTrackingOpen} site={site} />
        </Suspense>
      )}
    </section>
  );
}

interface PartProps {
  view: EmptyStateView;
  H: 'h1' | 'h2';
  run: (action: string) => void;
  siteId: number;
  demoPending: boolean;
}

function Image({ src }: { src: string | undefined }) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) return null;
  // Decorative: the title and text say it all.
  return (
    <img
      className="empty-state-image"
      src={src}
      alt=""
      width={240}
      height={160}
      onError={() => setFailed(true)}
    />
  );
}

function HasData({ view, usage, H }: { view: EmptyStateView; usage: number; H: 'h1' | 'h2' }) {
  const { t } = useTranslation('empty-states');
  return (
    <div className="empty-state-has-data">
      <H>{t(view.title)}</H>
      <p>{t('empty-states:page.has-data.sessions', { count: usage })}</p>
      <p>{t('empty-states:page.has-data.would-show', { text: t(view.text) })}</p>
      <p>{t('empty-states:page.has-data.outside')}</p>
    </div>
  );
}

/** product.md#screens-and-routes: "in an experiment variant a full overlay with a primary (install) and a secondary (demo) button". */
function Overlay({ view, H, run, siteId, demoPending }: PartProps) {
  const { t } = useTranslation('empty-states');
  const { primary, secondary } = view.overlay!;
  const busy = (b: typeof primary) => b.cta.action === 'start-demo-tour' && demoPending;
  return (
    <div className="empty-state-overlay" data-testid="empty-state-overlay">
      <div className="empty-state-overlay-card">
        <Image src={view.image} />
        <H>{t(view.title)}</H>
        <p>{t(view.text)}</p>
        <div className="empty-state-actions">
          <CtaButton
            view={{ ...primary, cta: { ...primary.cta, style: 'primary' } }}
            siteId={siteId}
            run={run}
            busy={busy(primary)}
          />
          <CtaButton
            view={{ ...secondary, cta: { ...secondary.cta, style: 'secondary' } }}
            siteId={siteId}
            run={run}
            busy={busy(secondary)}
          />
        </div>
      </div>
    </div>
  );
}

function Body({ view, H, run, siteId, demoPending }: PartProps) {
  const { t } = useTranslation('empty-states');
  const titleId = useId();
  const props = { siteId, run };
  const demoBusy = demoPending;
  return (
    <div className="empty-state-body" aria-labelledby={titleId} role="region">
      <div className="empty-state-header">
        <H id={titleId}>{t(view.title)}</H>
        {view.newSurveyDropdown && (
          <NewSurveyDropdown dropdown={view.newSurveyDropdown} siteId={siteId} />
        )}
        {view.createButton && <CtaButton view={view.createButton} {...props} />}
      </div>
      {view.notice && (
        <p
          className={`empty-state-notice empty-state-notice-${view.notice.tone}`}
          data-testid="empty-state-notice"
        >
          {t(view.notice.text)}
        </p>
      )}
      <Image src={view.image} />
      <p className="empty-state-text">{t(view.text)}</p>
      <div className="empty-state-actions">
        {view.install && <CtaButton view={view.install} {...props} />}
        {view.demo && <CtaButton view={view.demo} {...props} busy={demoBusy} />}
        {view.installLink && <CtaButton view={view.installLink} {...props} />}
      </div>
      {view.pendingInstallation && (
        <div className="empty-state-stage" data-testid="pending-installation">
          <H2 H={H}>{t(view.pendingInstallation.title)}</H2>
          <p>{t(view.pendingInstallation.text)}</p>
          <div className="empty-state-actions">
            <CtaButton view={view.pendingInstallation.installButton} {...props} />
            <CtaButton view={view.pendingInstallation.skipLink} {...props} />
          </div>
        </div>
      )}
      {view.pendingSetup && (
        <div className="empty-state-stage" data-testid="pending-setup">
          <H2 H={H}>{t(view.pendingSetup.title)}</H2>
          <p>{t(view.pendingSetup.text)}</p>
          <ul className="empty-state-cards">
            {view.pendingSetup.cards.map((card) =>
              card.card.templates === 'highlighted' ? (
                <HighlightedTemplates key={card.card.label} card={card} {...props} />
              ) : (
                <li key={card.card.label}>
                  <CtaButton view={card} {...props} className="empty-state-card">
                    <strong>{t(card.card.label)}</strong>
                    {card.card.text && <span>{t(card.card.text)}</span>}
                  </CtaButton>
                </li>
              ),
            )}
          </ul>
        </div>
      )}
      {view.pendingData && (
        <div
          className="empty-state-stage"
          data-testid="pending-data"
          data-variant={view.pendingData.variant}
        >
          {view.pendingData.title && <H2 H={H}>{t(view.pendingData.title)}</H2>}
          <p>{t(view.pendingData.text)}</p>
          {view.pendingData.button && <CtaButton view={view.pendingData.button} {...props} />}
          {view.pendingData.teaser && (
            <SessionTeaser teaser={view.pendingData.teaser} siteId={siteId} />
          )}
        </div>
      )}
      {view.guideCards && <GuideCards cards={view.guideCards} siteId={siteId} />}
    </div>
  );
}

/** The stage's heading, one level below the title. */
function H2({ H, children }: { H: 'h1' | 'h2'; children: React.ReactNode }) {
  return H === 'h1' ? <h2>{children}</h2> : <h3>{children}</h3>;
}
