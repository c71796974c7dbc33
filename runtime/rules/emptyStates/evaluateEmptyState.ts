/**
 * The empty-state engine (product.md#screens-and-routes "Feature empty states", product.md#roles-and-permissions, product.md#errors): one pure function
 * from a feature's empty state in the bundle and the facts of a user and site to WHAT its page
 * shows — which stage (has data, pending installation, pending setup, pending data, or the plain
 * empty state), the standard parts (install and demo buttons, the not-installed notice, the
 * experiment overlay), the feature's own parts (install link, new-survey dropdown, create button,
 * template cards, pending-data variant) and, for each, the reason. Every gate goes through the ONE
 * gate evaluator (runtime/rules/gates/evaluateGate.ts). The feature page's renderer
 * (runtime/app/emptyStates/) and `lodestar explain empty-state` call this and nothing else.
 * Pure: no React, no storage, no clock.
 *
 * Which stage applies is not said by the product rules; OUR READING (written in the manifests' comments
 * and here): data present wins (the page says what it would show); a feature declaring
 * `pendingInstallation` (surveys) shows it while the code is not installed, unless the user chose
 * to use it without installing (action skip-installation); a feature declaring `pendingSetup`
 * shows it otherwise; a feature declaring `pendingData` (recordings) shows the first variant whose
 * `when` allows; every other feature shows the plain empty state.
 */
import type { AccessDefinitions } from '../../../contracts/access';
import type { Gate } from '../../../contracts/gates';
import { allLinksHidden, type RouteCheck } from '../features/featureSwitch';
import type { GateContext } from '../gates/context';
import { evaluateGate, type DenialReason } from '../gates/evaluateGate';
import {
  PENDING_DATA_VARIANTS,
  type CallToAction,
  type EmptyState,
  type EmptyStatesBundle,
  type GuideCardSpec,
  type PendingDataVariant,
  type PendingDataVariantName,
  type StandardButton,
  type StandardParts,
  type TemplateCard,
} from './types';

export interface EmptyStateFacts {
  /** The gate context: tracking state (site.tracking), permissions, experiments, account variant. */
  context: GateContext;
  /** The feature has data (runtime/app/emptyStates/dataPresent.ts says how it is decided). */
  hasData: boolean;
  /** The user chose to use surveys without installing (action skip-installation). */
  skippedInstallation: boolean;
  /**
   * The feature switch of the account's variant: buttons and cards leading to a feature it
   * hides are left out. Absent: no feature is hidden.
   */
  routeCheck?: RouteCheck;
}

export type EmptyStateStage =
  'has-data' | 'pending-installation' | 'pending-setup' | 'pending-data' | 'empty';

/** Why something shows as it does: the rule, and the gate evaluator's words when a gate decided. */
export interface Reason {
  rule: string;
  detail: string;
  /** The gate's denial, when a gate denied. */
  denial?: DenialReason;
}

export type ButtonState = 'shown' | 'disabled' | 'hidden';

export interface ButtonView {
  cta: CallToAction;
  state: ButtonState;
  /** Denied buttons: the gate's reason. */
  reason?: Reason;
  /** Disabled buttons: the lack-of-permission tooltip (translation key). */
  tooltip?: string;
}

export interface CardView extends ButtonView {
  card: TemplateCard;
}

export interface EmptyStateView {
  feature: string;
  stage: EmptyStateStage;
  stageReason: Reason;
  title: string;
  text: string;
  image?: string;
  /** The not-installed notice when its gate allows; `noticeReason` either way. */
  notice?: { text: string; tone: 'warning' | 'info' };
  noticeReason?: Reason;
  /** The experiment overlay when its gate allows; `overlayReason` either way. */
  overlay?: { primary: ButtonView; secondary: ButtonView };
  overlayReason?: Reason;
  install?: ButtonView;
  demo?: ButtonView;
  installLink?: ButtonView;
  createButton?: ButtonView;
  newSurveyDropdown?: {
    label: string;
    state: ButtonState;
    reason?: Reason;
    tooltip?: string;
    items: ButtonView[];
  };
  pendingInstallation?: {
    title: string;
    text: string;
    installButton: ButtonView;
    skipLink: ButtonView;
  };
  pendingSetup?: { title: string; text: string; cards: CardView[] };
  /** The manifest's guide cards (product.md#screens-and-routes cards), shown under every empty stage. */
  guideCards?: GuideCardSpec[];
  pendingData?: {
    variant: PendingDataVariantName;
    reason: Reason;
    title?: string;
    text: string;
    button?: ButtonView;
    teaser?: PendingDataVariant['teaser'];
  };
}

/** A gate's answer for the facts; `route` is the feature switch, when the caller gave one. */
type Check = ((gate: Gate) => ReturnType<typeof evaluateGate>) & { route?: RouteCheck };

export function evaluateEmptyState(
  bundle: EmptyStatesBundle,
  feature: string,
  facts: EmptyStateFacts,
  access: AccessDefinitions,
): EmptyStateView | undefined {
  const state = bundle.features[feature];
  if (!state) return undefined;
  const check = checker(facts, access);
  const base = { feature, title: state.title, text: state.text, ...img(state) };
  if (facts.hasData)
    return {
      ...base,
      stage: 'has-data',
      stageReason: { rule: 'has-data', detail: 'the feature has data: no empty state' },
    };

  const view: EmptyStateView = { ...base, ...stage(state, facts, check) };
  if (bundle.standard)
    Object.assign(view, standardParts(bundle.standard, check, state.omitButtons ?? []));
  if (state.installLink) view.installLink = button(state.installLink, check);
  if (state.createButton) view.createButton = button(state.createButton, check);
  const dropdown = state.newSurveyDropdown;
  if (dropdown) {
    const gated = button({ label: dropdown.label, ...gateOf(dropdown) }, check);
    view.newSurveyDropdown = {
      label: dropdown.label,
      state: gated.state,
      ...(gated.reason ? { reason: gated.reason } : {}),
      ...(gated.tooltip ? { tooltip: gated.tooltip } : {}),
      items: dropdown.items.map((item) => button(item, check)),
    };
  }
  if (view.stage === 'pending-installation' && state.pendingInstallation) {
    const p = state.pendingInstallation;
    view.pendingInstallation = {
      title: p.title,
      text: p.text,
      installButton: button(p.installButton, check),
      skipLink: button(p.skipLink, check),
    };
  }
  if (view.stage === 'pending-setup' && state.pendingSetup) {
    const p = state.pendingSetup;
    view.pendingSetup = {
      title: p.title,
      text: p.text,
      cards: p.cards.map((card) => ({ ...button(card, check), card })),
    };
  }
  if (view.stage === 'pending-data' && state.pendingData)
    view.pendingData = pendingData(state.pendingData, check);
  const cards = (state.guideCards ?? []).filter(
    (card) => !allLinksHidden([card.route], facts.routeCheck),
  );
  if (cards.length) view.guideCards = cards;
  return view;
}

/**
 * The gate check of every button: the button's gate, and for a button leading to a route the
 * switch of that route's feature (a hidden feature's button is hidden, whatever `whenDenied`).
 */
function checker(facts: EmptyStateFacts, access: AccessDefinitions): Check {
  const check: Check = (gate) => evaluateGate(gate, facts.context, access);
  if (facts.routeCheck) check.route = facts.routeCheck;
  return check;
}

const img = (state: EmptyState) => (state.image ? { image: state.image } : {});

const gateOf = (g: { gate?: Gate; whenDenied?: 'hidden' | 'disabled'; tooltip?: string }) => ({
  ...(g.gate ? { gate: g.gate } : {}),
  ...(g.whenDenied ? { whenDenied: g.whenDenied } : {}),
  ...(g.tooltip ? { tooltip: g.tooltip } : {}),
});

function stage(
  state: EmptyState,
  facts: EmptyStateFacts,
  check: Check,
): { stage: EmptyStateStage; stageReason: Reason } {
  if (state.pendingInstallation) {
    const notInstalled = check({ tracking: ['not-installed'] });
    if (notInstalled.allowed && !facts.skippedInstallation)
      return {
        stage: 'pending-installation',
        stageReason: {
          rule: 'pending-installation',
          detail: 'the tracking code is not installed and installation was not skipped',
        },
      };
    if (state.pendingSetup)
      return {
        stage: 'pending-setup',
        stageReason: {
          rule: 'pending-setup',
          detail: notInstalled.allowed
            ? 'installation was skipped (skip-installation) and there is no data yet'
            : `no data yet; not pending installation: ${notInstalled.reason.detail}`,
        },
      };
  }
  if (state.pendingSetup)
    return {
      stage: 'pending-setup',
      stageReason: { rule: 'pending-setup', detail: 'no data yet' },
    };
  if (state.pendingData)
    return {
      stage: 'pending-data',
      stageReason: {
        rule: 'pending-data',
        detail: 'no data yet; the feature declares pendingData',
      },
    };
  return { stage: 'empty', stageReason: { rule: 'empty', detail: 'no data yet' } };
}

function standardParts(
  standard: StandardParts,
  check: Check,
  omitted: readonly StandardButton[],
): Partial<EmptyStateView> {
  const standardButton = (name: StandardButton): ButtonView =>
    omitted.includes(name)
      ? {
          cta: standard[name],
          state: 'hidden',
          reason: { rule: 'omitButtons', detail: `this empty state omits its ${name}` },
        }
      : button(standard[name], check);
  const install = standardButton('installButton');
  const demo = standardButton('demoButton');
  const parts: Partial<EmptyStateView> = { install, demo };
  const notice = check(standard.notice.gate);
  parts.noticeReason = reasonOf('notice', notice);
  if (notice.allowed) parts.notice = { text: standard.notice.text, tone: standard.notice.tone };
  const overlay = check(standard.overlay.gate);
  parts.overlayReason = reasonOf('overlay', overlay);
  const pick = (name: 'installButton' | 'demoButton') =>
    name === 'installButton' ? install : demo;
  if (overlay.allowed)
    parts.overlay = {
      primary: pick(standard.overlay.primary),
      secondary: pick(standard.overlay.secondary),
    };
  return parts;
}

function pendingData(
  variants: Record<PendingDataVariantName, PendingDataVariant>,
  check: Check,
): NonNullable<EmptyStateView['pendingData']> {
  const misses: string[] = [];
  // `normal` has no `when` in the manifest: it is the fallback, tried last.
  for (const name of PENDING_DATA_VARIANTS) {
    const variant = variants[name];
    const result = variant.when ? check(variant.when) : ({ allowed: true } as const);
    if (!result.allowed) {
      misses.push(`${name}: ${result.reason.detail}`);
      continue;
    }
    return {
      variant: name,
      reason: {
        rule: `pending-data.${name}`,
        detail: [
          variant.when ? `its condition holds` : 'no condition (fallback)',
          ...misses.map((m) => `not ${m}`),
        ].join('; '),
      },
      ...(variant.title ? { title: variant.title } : {}),
      text: variant.text,
      ...(variant.button ? { button: button(variant.button, check) } : {}),
      ...(variant.teaser ? { teaser: variant.teaser } : {}),
    };
  }
  // Every variant gated and none applies: the last one, and the reasons.
  const last = variants.normal;
  return {
    variant: 'normal',
    reason: { rule: 'pending-data.none', detail: misses.join('; ') },
    text: last.text,
    ...(last.title ? { title: last.title } : {}),
  };
}

function reasonOf(rule: string, result: ReturnType<typeof evaluateGate>): Reason {
  return result.allowed
    ? { rule, detail: 'its gate allows' }
    : { rule, detail: result.reason.detail, denial: result.reason };
}

/** A button's state: shown, or — its gate denying — hidden or disabled with the tooltip. */
export function button(cta: CallToAction, check: Check): ButtonView {
  const feature = cta.route ? check.route?.(cta.route) : undefined;
  if (feature && !feature.allowed)
    return { cta, state: 'hidden', reason: reasonOf('feature-hidden', feature) };
  if (!cta.gate) return { cta, state: 'shown' };
  const result = check(cta.gate);
  if (result.allowed) return { cta, state: 'shown' };
  const state: ButtonState = cta.whenDenied === 'disabled' ? 'disabled' : 'hidden';
  return {
    cta,
    state,
    reason: reasonOf('gate', result),
    ...(state === 'disabled' && cta.tooltip ? { tooltip: cta.tooltip } : {}),
  };
}
