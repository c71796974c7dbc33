/**
 * One guide of the bundle evaluated for the current user and site: the
 * facts (guideFacts.ts) go to evaluateGuide — the one interpreter of the manifests — and the view
 * comes back; `setFlags` stores flags optimistically (useAppState.ts). The flags the guide's init
 * rules set (old site done, invite complete with more than one organization user, product.md#states-and-transitions) are
 * stored once, the first time the guide is evaluated for a site with app-state known.
 *
 * Suspends until the guides bundle is loaded (render under Suspense). `view` is undefined until
 * the site and the app-state are known (or when app-state failed, product.md#errors: no guide then).
 */
import { useCallback, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { evaluateGuide, type GuideView } from '../../../../rules/guides/evaluateGuide';
import type { Guide } from '../../../../rules/guides/types';
import type { Site } from '../../../../../generated/types';
import { useSignedIn } from '../../context';
import { flagSettings } from './appStateValues';
import { guideFacts } from './guideFacts';
import { guideOf, useGuidesBundle } from './guidesBundle';
import { useAppState, useSaveAppState } from './useAppState';
import { useRouteCheck } from '../../useRouteCheck';

/** Guide + site pairs whose init flags were stored in this page life. */
const initStored = new Set<string>();

export interface GuideState {
  guide: Guide;
  view: GuideView | undefined;
  site: Site | undefined;
  /** Sets flags of this guide for the current site (optimistic; false after a rollback). */
  setFlags: (flags: readonly string[]) => Promise<boolean>;
}

/** The interface language the guides read (Sales for English only, product.md#states-and-transitions). */
export function useGuideLocale(): string {
  const { gateContext } = useSignedIn();
  const { i18n } = useTranslation();
  return gateContext.locale ?? i18n.resolvedLanguage ?? i18n.language;
}

export function useGuide(guideId: string, options: { flags?: Record<string, boolean> } = {}) {
  const guide = guideOf(useGuidesBundle(), guideId);
  const { site, gateContext } = useSignedIn();
  const locale = useGuideLocale();
  const { settings } = useAppState();
  const save = useSaveAppState();
  const tracking = gateContext.site?.tracking;
  const extraFlags = options.flags;
  const routeCheck = useRouteCheck();

  const view = useMemo(() => {
    if (!site || !settings || !tracking) return undefined;
    const facts = guideFacts({
      guide,
      settings,
      site,
      tracking,
      locale,
      ...(extraFlags ? { flags: extraFlags } : {}),
    });
    return evaluateGuide(guide, { ...facts, routeCheck });
  }, [guide, site, settings, tracking, locale, extraFlags, routeCheck]);

  const siteId = site?.id;
  const declaresFlags = guide.state.some((s) => s.holds === 'flags');
  const setFlags = useCallback(
    (flags: readonly string[]) =>
      flags.length && declaresFlags
        ? save(flagSettings(guide, siteId, flags))
        : Promise.resolve(true),
    [save, guide, siteId, declaresFlags],
  );

  const init = view?.initFlags.join(',');
  useEffect(() => {
    if (!init || siteId === undefined) return;
    const key = `${guide.id}:${siteId}`;
    if (initStored.has(key)) return;
    initStored.add(key);
    void setFlags(init.split(','));
  }, [init, siteId, guide.id, setFlags]);

  return { guide, view, site, setFlags } satisfies GuideState;
}
