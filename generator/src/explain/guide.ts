/**
 * `explain guide`: what a guide shows a user — the steps in order, their state and why, the init
 * flags, enabled, complete, the expanded step and the skip button — computed by the runtime's
 * guide engine (`evaluateGuide`, runtime/rules/guides/evaluateGuide.ts) over the guides bundle,
 * so a product manager's "why is this step still open / in this order?" has the app's
 * own answer. Nothing here decides a rule: it parses the CLI's option values into the engine's
 * facts (an unknown value is a usage problem naming the closest known values) and names which
 * manifest table or rule the engine read. `GuideExplanation` is what `--json` prints (contract:
 * top of cli/src/commands/explain.ts); `guideText` (guideText.ts) renders it as text.
 */
import { ORG_ACCESS_LEVELS, TRACKING_STATES } from '../../../contracts/gates';
import {
  evaluateGuide,
  type GuideFacts,
  type GuideView,
  type StepReason,
} from '../../../runtime/rules/guides/evaluateGuide';
import type { OrderSource } from '../../../runtime/rules/guides/guideStepOrder';
import type {
  Expertise,
  Goal,
  Guide,
  GuideCondition,
  JobToBeDone,
} from '../../../runtime/rules/guides/types';
import type { Model } from '../core/model';
import { EXPERTISE, GOALS, JOBS_TO_BE_DONE } from '../kinds/guides/conditionSchema';
import { kinds } from '../registry';
import { pickWord } from './persona';
import { modelRouteCheck } from './routeCheck';

export const DEFAULT_GUIDE = 'getting-started';

/** The fixed word lists the options take (for the CLI's help texts). */
export const GUIDE_FACT_WORDS = {
  goal: GOALS,
  expertise: EXPERTISE,
  jtbd: JOBS_TO_BE_DONE,
  orgAccess: ORG_ACCESS_LEVELS,
  tracking: TRACKING_STATES,
} as const;

/**
 * The facts as given on the command line. Absent ones take the defaults of a user who just
 * signed up: organization admin, alone in it, tracking not installed, English, no profile, no
 * flags, a site created now.
 */
export interface GuideFactOptions {
  goal?: string;
  expertise?: string;
  /** Each value may be a comma list (`--jtbd exploring,monitoring`). */
  jtbd: readonly string[];
  orgAccess?: string;
  orgUsers?: string;
  /** Epoch seconds. */
  siteCreated?: string;
  tracking?: string;
  locale?: string;
  /** Stored guide flags that are set (repeatable). */
  flag: readonly string[];
  /** Account variant: steps leading only to features it hides are left out. */
  variant?: string;
}

/** One step as explained: its state and the rule that decided it. */
export interface ExplainedStep {
  id: string;
  title: string;
  state: 'success' | 'skipped' | 'pending';
  reason: StepReason;
  /** Translation keys of the notes shown (their condition holds). */
  notes: string[];
}

export interface GuideExplanation {
  guide: string;
  /** What the engine was given (defaults filled in). */
  facts: GuideFacts;
  order: string[];
  orderSource: OrderSource;
  /** The manifest tables that gave the order, e.g. `byGoal.recordings.expert`. */
  orderTables: string[];
  /** The prepended step (Welcome) and whether it is in the order, with its rule. */
  prepend?: { step: string; included: boolean; placeholder?: string; qualifies: boolean };
  /** The appended step (Sales) and whether it is in the order, with its locales. */
  append?: { step: string; included: boolean; locales: string[] };
  steps: ExplainedStep[];
  skipped: ExplainedStep[];
  /** Init flags set now, each with the init rule's condition that set it. */
  initFlags: { flag: string; when: GuideCondition }[];
  enabled: boolean;
  /** The manifest's `enabled` condition (null: always enabled). */
  enabledWhen: GuideCondition | null;
  complete: boolean;
  completeFlags: string[];
  collapse: boolean;
  expanded: string | null;
  canSkip: boolean;
  /** The skip button's `showWhen` (null: the guide has no skip button). */
  skipShowWhen: GuideCondition | null;
  done: number;
  total: number;
}

export type GuideExplainResult =
  /** Option values the manifests do not know (exit 2), one sentence each. */
  { outcome: 'usage'; problems: string[] } | { outcome: 'guide'; explanation: GuideExplanation };

export function explainGuide(
  model: Model,
  guideId: string | undefined,
  options: GuideFactOptions,
  nowSeconds: number,
): GuideExplainResult {
  const bundle = kinds.guides.bundle(model.guides);
  const problems: string[] = [];
  const id = pickWord(problems, 'guide', guideId ?? DEFAULT_GUIDE, Object.keys(bundle.guides));
  const guide = id ? bundle.guides[id] : undefined;
  const facts = parseFacts(problems, options, guide, nowSeconds);
  const access = kinds.access.bundle(model.access);
  const variant = pickWord(problems, 'account variant', options.variant, access.variants);
  if (problems.length || !guide || !facts) return { outcome: 'usage', problems };
  const routeCheck = variant ? modelRouteCheck(model, access, { account: { variant } }) : undefined;
  const view = evaluateGuide(guide, { ...facts, ...(routeCheck ? { routeCheck } : {}) });
  return { outcome: 'guide', explanation: explanation(guide, facts, view) };
}

function parseFacts(
  problems: string[],
  options: GuideFactOptions,
  guide: Guide | undefined,
  nowSeconds: number,
): GuideFacts | undefined {
  const pick = <T extends string>(what: string, value: string | undefined, allowed: readonly T[]) =>
    pickWord(problems, what, value, allowed);
  const goal = pick('goal', options.goal, GOALS) as Goal | undefined;
  const expertise = pick('expertise', options.expertise, EXPERTISE) as Expertise | undefined;
  const jobs = options.jtbd
    .flatMap((j) => j.split(','))
    .map((j) => j.trim())
    .filter(Boolean);
  for (const j of jobs) pick('job to be done', j, JOBS_TO_BE_DONE);
  const orgAccess = pick('organization access', options.orgAccess ?? 'admin', ORG_ACCESS_LEVELS);
  const tracking = pick('tracking state', options.tracking ?? 'not-installed', TRACKING_STATES);
  const orgUserCount = count(problems, '--org-users', options.orgUsers ?? '1');
  const siteCreated = count(problems, '--site-created', options.siteCreated ?? String(nowSeconds));
  if (guide) for (const f of options.flag) pick(`flag of ${guide.id}`, f, guideFlags(guide));
  if (problems.length || !orgAccess || !tracking) return undefined;
  const profile =
    goal || expertise || jobs.length
      ? {
          ...(goal ? { goal } : {}),
          ...(expertise ? { expertise } : {}),
          ...(jobs.length ? { jobsToBeDone: jobs as JobToBeDone[] } : {}),
        }
      : undefined;
  return {
    flags: Object.fromEntries(options.flag.map((f) => [f, true])),
    tracking,
    orgAccess,
    orgUserCount,
    locale: options.locale ?? 'en',
    ...(profile ? { profile } : {}),
    siteCreated,
  };
}

/** A non-negative integer option; a problem and 0 otherwise. */
function count(problems: string[], option: string, text: string): number {
  if (/^\d+$/.test(text)) return Number(text);
  problems.push(`${option} takes a whole number, found "${text}"`);
  return 0;
}

/**
 * The flags `--flag` may name: the guide's declared flags, and the flag each step without a
 * success condition reads (its `marks`, else its id — evaluateGuide.ts StepReason).
 */
export function guideFlags(guide: Guide): string[] {
  const implicit = guide.steps.filter((s) => !s.success).map((s) => s.marks ?? s.id);
  return [...new Set([...guide.flags.map((f) => f.name), ...implicit])];
}

function explanation(guide: Guide, facts: GuideFacts, view: GuideView): GuideExplanation {
  const explained = (s: GuideView['steps'][number]): ExplainedStep => ({
    id: s.id,
    title: s.step.title,
    state: s.state,
    reason: s.reason,
    notes: s.notes,
  });
  const { prepend, append } = guide.order ?? {};
  const qualifies = facts.orgQualifiesForWelcomeSkip ?? prepend?.unless?.default ?? false;
  return {
    guide: guide.id,
    facts,
    order: view.order,
    orderSource: view.orderSource,
    orderTables: orderTables(guide, facts, view.orderSource),
    ...(prepend
      ? {
          prepend: {
            step: prepend.step,
            included: view.order.includes(prepend.step),
            ...(prepend.unless ? { placeholder: prepend.unless.placeholder } : {}),
            qualifies,
          },
        }
      : {}),
    ...(append
      ? {
          append: {
            step: append.step,
            included: view.order.includes(append.step),
            locales: append.locales,
          },
        }
      : {}),
    steps: view.steps.map(explained),
    skipped: view.skipped.map(explained),
    initFlags: view.initFlags.map((flag) => ({
      flag,
      when: guide.init.find((rule) => rule.setFlags.includes(flag))!.when,
    })),
    enabled: view.enabled,
    enabledWhen: guide.enabled ?? null,
    complete: view.complete,
    completeFlags: view.completeFlags,
    collapse: view.collapse,
    expanded: view.expanded ?? null,
    canSkip: view.canSkip,
    skipShowWhen: guide.skipGuide?.showWhen ?? null,
    done: view.done,
    total: view.total,
  };
}

/** The tables of the manifest's `order` behind the engine's order source, for the reader. */
function orderTables(guide: Guide, facts: GuideFacts, source: OrderSource): string[] {
  const profile = facts.profile;
  switch (source) {
    case 'jobs-to-be-done':
      return (profile?.jobsToBeDone ?? [])
        .filter((job) => guide.order?.byJobsToBeDone[job])
        .map((job) => `byJobsToBeDone.${job}`);
    case 'goal-expertise':
      return [`byGoal.${profile?.goal}.${profile?.expertise}`];
    case 'goal':
      return [`byGoal.${profile?.goal}.default`];
    case 'fallback':
      return ['fallback'];
    case 'declared':
      return ['steps'];
  }
}
