/**
 * The get-started page state (product.md#records-and-their-fields "Get-started page state": a JSON string with isDismissed and
 * a complete flag per step TOUR, INVITE_TEAMMATES, INTEGRATE, SECURE_ACCOUNT; product.md#calls app-state
 * onboarding / getStartedPageState), per site as manifests/guides/get-started-page.yaml declares.
 * The one parser of that value: the sidebar's progress badge ("progress out of 4", product.md#states-and-transitions "Other")
 * and the get-started page (runtime/app/getStarted/) both read it here. No stored value, or one
 * that is not valid JSON, means nothing is complete and nothing dismissed. First-page code: kept
 * small and free of the guides bundle.
 */
import { GET_STARTED_NAMESPACE } from '../../../../contracts/firstRenderAppState';
import type { AppStateSetting } from '../../../../generated/types';

export const GET_STARTED_KEY = 'getStartedPageState';

/**
 * The steps whose completion the pages where they happen record (the product rules fix these keys of
 * the stored state); the tour's is recorded by the get-started page as the tour starts.
 */
export type GetStartedStep = 'TOUR' | 'INVITE_TEAMMATES' | 'INTEGRATE' | 'SECURE_ACCOUNT';

export interface GetStartedState {
  isDismissed: boolean;
  /** Step id → complete; a step not stored is not complete. */
  complete: Record<string, boolean>;
}

/** Parses a stored value; anything unreadable is the empty state. */
export function parseGetStartedState(value: string | undefined): GetStartedState {
  const state: GetStartedState = { isDismissed: false, complete: {} };
  if (!value) return state;
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    return state;
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return state;
  for (const [key, entry] of Object.entries(parsed)) {
    if (key === 'isDismissed') state.isDismissed = entry === true;
    else if (typeof entry === 'object' && entry !== null)
      state.complete[key] = (entry as { complete?: unknown }).complete === true;
  }
  return state;
}

/** The stored JSON of a state (its shape in product.md#records-and-their-fields: isDismissed, then `{ complete }` per step). */
export function serializeGetStartedState(state: GetStartedState): string {
  const out: Record<string, unknown> = { isDismissed: state.isDismissed };
  for (const [step, complete] of Object.entries(state.complete)) out[step] = { complete };
  return JSON.stringify(out);
}

/** The site's state: its own value wins over one stored without a site. */
export function getStartedState(
  settings: readonly AppStateSetting[],
  siteId: number,
): GetStartedState {
  const values = settings.filter(
    (s) => s.namespace === GET_STARTED_NAMESPACE && s.key === GET_STARTED_KEY,
  );
  const stored = values.find((s) => s.site_id === siteId) ?? values.find((s) => s.site_id == null);
  return parseGetStartedState(stored?.value);
}

/** How many steps are complete (the badge's x of x/4). */
export function getStartedDone(settings: readonly AppStateSetting[], siteId: number): number {
  return Object.values(getStartedState(settings, siteId).complete).filter(Boolean).length;
}
