/**
 * The guide engine ("One engine, driven by the manifests"; product.md#states-and-transitions "Getting-started
 * guide", "Get-started page", "Guide sidebars"): one pure function from a guide of the bundle
 * and the facts of a user, site and organization to what the guide shows — the steps in order
 * with their state and the reason for it, which step is expanded, whether the guide is enabled,
 * complete, whether the skip button shows, and which flags its init rules set. The shell's
 * guide surfaces and `lodestar explain guide` call this function and nothing else, so a product
 * manager's "why is this step still open / in this order?" has the app's own answer.
 *
 * Every rule comes from the manifest (manifests/guides/): success and skip conditions (success
 * wins), skipped steps hidden, enabled while neither done nor skipped (`enabled`), init rules
 * (old sites done, invite complete with more than one organization user), order by jobs to be
 * done / goal + expertise / fallback with Welcome prepended and Sales appended for English,
 * skip button only when its condition holds, the first expanded step the first pending one.
 * Pure: no React, no storage, no clock.
 */
import type { RouteCheck } from '../features/featureSwitch';
import { conditionHolds } from './conditionHolds';
import { initFlags } from './initFlags';
import { guideStepOrder, orderSource, type OrderSource } from './guideStepOrder';
import type { Guide, GuideCondition, GuideContext, GuideStep, UserProfile } from './types';
import type { OrgAccess, TrackingState } from '../../../contracts/gates';

export interface GuideFacts {
  /** The guide's stored flags, decoded (isFlagSet.ts decodeFlags). */
  flags: Record<string, boolean>;
  /** The site's tracking state (runtime/rules/tracking/trackingState.ts). */
  tracking: TrackingState;
  orgAccess: OrgAccess;
  orgUserCount: number;
  /** The interface language in use (Sales is appended for English only). */
  locale: string;
  /** The questionnaire's answers; absent when the user gave none. */
  profile?: UserProfile;
  /** Site creation, epoch seconds. */
  siteCreated: number;
  /** The Welcome skip rule's answer; absent: the manifest's placeholder default. */
  orgQualifiesForWelcomeSkip?: boolean;
  /**
   * The feature switch of the account's variant: buttons leading to a hidden feature are left
   * out, and a step left without buttons by that is left out too. Absent: no feature is hidden.
   */
  routeCheck?: RouteCheck;
}

/**
 * Why a step has its state: the rule that decided, and the condition it read. A step that
 * declares no success condition (the get-started page's four steps, the stepper guides) is done
 * when the flag it marks — else a flag named by its id — is set: the get-started page stores a
 * complete flag per step id (product.md#records-and-their-fields getStartedPageState). `implicit` says the condition is that
 * rule, not one the manifest wrote.
 */
export interface StepReason {
  rule: 'success' | 'skip' | 'success-not-met';
  condition: GuideCondition;
  implicit?: boolean;
}

export interface StepView {
  id: string;
  step: GuideStep;
  state: 'success' | 'skipped' | 'pending';
  reason: StepReason;
  /** Translation keys of the step's notes whose condition holds, in manifest order. */
  notes: string[];
}

export interface GuideView {
  guideId: string;
  /** Step ids in display order, skipped ones included (see `steps` for what shows). */
  order: string[];
  /** Which table gave the order (product.md#states-and-transitions "Step order"). */
  orderSource: OrderSource;
  /** The steps shown, in order: skipped ones left out (product.md#states-and-transitions). */
  steps: StepView[];
  /** The steps left out because their skip condition holds, with the reason. */
  skipped: StepView[];
  /** Ids of the steps left out because they lead only to features the variant hides. */
  hidden: string[];
  /** The flags the init rules set that are not stored yet (the caller stores them). */
  initFlags: string[];
  /** Stored flags plus `initFlags`: what every condition above was read against. */
  flags: Record<string, boolean>;
  /** Enabled while neither done nor skipped (the manifest's `enabled` condition). */
  enabled: boolean;
  /** No step pending any more. */
  complete: boolean;
  /**
   * product.md#states-and-transitions "Completing all remaining steps collapses the sidebar and marks done": when complete,
   * the `whenAllComplete` flags not stored yet (the caller stores them), else none.
   */
  completeFlags: string[];
  /** Complete and the manifest says to collapse the sidebar then. */
  collapse: boolean;
  /** The step expanded first: the first pending one (product.md#states-and-transitions). */
  expanded?: string;
  /** The skip button shows (product.md#states-and-transitions: only when tracking is installed). */
  canSkip: boolean;
  done: number;
  total: number;
}

/** The guide context the condition language reads (types.ts GuideContext). */
export function guideContext(facts: GuideFacts, flags: Record<string, boolean>): GuideContext {
  return {
    flags,
    trackingInstalled: facts.tracking !== 'not-installed',
    orgAccess: facts.orgAccess,
    orgUserCount: facts.orgUserCount,
    locale: facts.locale,
    ...(facts.profile ? { profile: facts.profile } : {}),
    siteCreated: facts.siteCreated,
  };
}

export function evaluateGuide(guide: Guide, facts: GuideFacts): GuideView {
  const stored = guideContext(facts, facts.flags);
  const init = initFlags(guide, stored);
  const flags = { ...facts.flags };
  for (const flag of init) flags[flag] = true;
  const context = guideContext(facts, flags);

  const order = guideStepOrder(
    guide,
    facts.profile,
    facts.locale,
    facts.orgQualifiesForWelcomeSkip,
  );
  const steps: StepView[] = [];
  const skipped: StepView[] = [];
  const hidden: string[] = [];
  for (const id of order) {
    const declared = guide.steps.find((s) => s.id === id);
    if (!declared) continue;
    const step = withoutHiddenLinks(declared, facts.routeCheck);
    if (step.buttons.length === 0 && declared.buttons.length > 0) {
      hidden.push(id);
      continue;
    }
    const view = stepView(step, context);
    (view.state === 'skipped' ? skipped : steps).push(view);
  }
  const firstPending = steps.find((s) => s.state === 'pending')?.id;
  const complete = firstPending === undefined;
  const whenAll = guide.whenAllComplete;
  return {
    guideId: guide.id,
    order,
    orderSource: orderSource(guide, facts.profile),
    steps,
    skipped,
    hidden,
    initFlags: init,
    flags,
    enabled: guide.enabled ? conditionHolds(guide.enabled, context) : true,
    complete,
    completeFlags: complete ? (whenAll?.setFlags ?? []).filter((f) => !flags[f]) : [],
    collapse: complete && (whenAll?.collapseSidebar ?? false),
    ...(firstPending ? { expanded: firstPending } : {}),
    canSkip: guide.skipGuide ? conditionHolds(guide.skipGuide.showWhen, context) : false,
    done: steps.filter((s) => s.state === 'success').length,
    total: steps.length,
  };
}

/** The step without its buttons leading to a feature the variant hides (every renderer's). */
function withoutHiddenLinks(step: GuideStep, check: RouteCheck | undefined): GuideStep {
  if (!check) return step;
  const buttons = step.buttons.filter((b) => !b.route || check(b.route).allowed);
  return buttons.length === step.buttons.length ? step : { ...step, buttons };
}

function stepView(step: GuideStep, context: GuideContext): StepView {
  const notes = (step.notes ?? [])
    .filter((n) => conditionHolds(n.when, context))
    .map((n) => n.text);
  const base = { id: step.id, step, notes };
  const success = step.success ?? { flag: step.marks ?? step.id };
  const implicit = step.success ? {} : { implicit: true };
  // Success wins over skip (stepState.ts): a step done before still shows as done.
  if (conditionHolds(success, context))
    return {
      ...base,
      state: 'success',
      reason: { rule: 'success', condition: success, ...implicit },
    };
  if (step.skip && conditionHolds(step.skip, context))
    return { ...base, state: 'skipped', reason: { rule: 'skip', condition: step.skip } };
  return {
    ...base,
    state: 'pending',
    reason: { rule: 'success-not-met', condition: success, ...implicit },
  };
}

/**
 * The step expanded after a complete-on-click call to action of `clicked` (product.md#states-and-transitions "expands the
 * next pending step"): the first pending step after it, else the first pending one before it.
 */
export function nextPendingAfter(view: GuideView, clicked: string): string | undefined {
  const at = view.steps.findIndex((s) => s.id === clicked);
  const pending = (s: StepView) => s.state === 'pending' && s.id !== clicked;
  return (view.steps.slice(at + 1).find(pending) ?? view.steps.find(pending))?.id;
}
