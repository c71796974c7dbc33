/**
 * Cross-file rules of the empty-states kind: every declared feature has exactly one empty state
 * (product.md#screens-and-routes lists ten), names are declared once, and buttons point at declared routes and actions
 * with gates naming declared permissions, flags and experiments.
 */
import { childRef, type Located } from '../../core/located';
import type { PartName, PartsOf } from '../../core/partTypes';
import type { CheckContext, Ref } from '../../core/types';
import type { Gate } from '../../../../contracts/gates';
import { checkGate } from '../access/checkGate';
import { checkCallToAction, checkRouteName, ctaRules } from '../guides/checkCallToAction';
import type { GuideCardSpec, GuideCardType } from '../../../../runtime/rules/emptyStates/types';
import type { CallToAction, EmptyState } from './model';
import {
  declaredOnce,
  reportDuplicates,
  sectionDeclaredOnce,
} from '../../resolve/reportDuplicates';

/** The other kinds' parts the empty-states check reads (see KindDefinition `reads`). */
export const EMPTY_STATES_READS = [
  'access',
  'catalog',
  'routes',
] as const satisfies readonly PartName[];
export type EmptyStatesParts = PartsOf<'empty-states' | (typeof EMPTY_STATES_READS)[number]>;

/** What each guide card type needs besides `type` (product.md#screens-and-routes cards). */
const GUIDE_CARD_NEEDS: Record<GuideCardType, (keyof GuideCardSpec)[]> = {
  guide: ['title', 'text', 'label', 'route'],
  'quick-link': ['title', 'route'],
  video: ['title', 'video'],
  'highlights-guide': [],
};

export const EMPTY_STATE_RULES: Record<string, string> = {
  'empty-states/duplicate-feature': 'Two empty states are declared for the same feature.',
  'empty-states/missing-feature': 'A declared feature has no empty state.',
  'empty-states/unknown-feature': 'An empty state is for a feature `features` does not declare.',
  'empty-states/missing-standard':
    'Empty states exist but no document declares the `standard` parts they all show.',
  'empty-states/missing-image':
    'An empty state names an image that is not a file under runtime/public (a broken image).',
  'empty-states/guide-card-fields':
    'A guide card lacks a field its type needs (guide: title, text, label, route; quick-link: title, route; video: title, video).',
  'empty-states/duplicate-name':
    'A feature or action is declared twice, or `standard` is declared in two documents.',
  ...ctaRules('empty-states'),
};

export function checkEmptyStates(model: EmptyStatesParts, ctx: CheckContext): void {
  const part = model['empty-states'];
  const actions = part.actions.map((a) => a.name);
  const features = part.features.map((f) => f.name);
  const button = (c: CallToAction, at: Ref) =>
    checkCallToAction('empty-states', c, at, model, ctx, actions);
  const gate = (g: Gate | undefined, at: Ref) => g && checkGate(g, at, model, ctx);

  const named = (what: string) => ({
    rule: 'empty-states/duplicate-name',
    key: (x: Located<{ name: string }>) => x.name,
    at: (x: Located<{ name: string }>) => childRef(x.$at, 'name'),
    ...declaredOnce<Located<{ name: string }>>(what),
  });
  reportDuplicates(ctx, part.features, named('feature'));
  reportDuplicates(ctx, part.actions, named('action'));
  reportDuplicates(ctx, part.sections, sectionDeclaredOnce('empty-states/duplicate-name'));

  const standard = part.standard;
  if (standard) {
    button(standard.installButton, childRef(standard.$at, 'installButton'));
    button(standard.demoButton, childRef(standard.$at, 'demoButton'));
    gate(standard.notice.gate, childRef(standard.$at, 'notice', 'gate'));
    gate(standard.overlay.gate, childRef(standard.$at, 'overlay', 'gate'));
  } else if (part.emptyStates.length && ctx.complete('empty-states')) {
    ctx.report({
      at: part.emptyStates[0]!.$at,
      rule: 'empty-states/missing-standard',
      message: 'No document declares the `standard` parts every empty state shows',
      expected:
        'a `standard:` block (install and demo buttons, notice, overlay) in one empty-states document',
      found: 'none',
      hint: 'Add `standard:` to manifests/empty-states/common.yaml.',
    });
  }

  reportDuplicates(ctx, part.emptyStates, {
    rule: 'empty-states/duplicate-feature',
    key: (s) => s.feature,
    at: (s) => childRef(s.$at, 'feature'),
    message: (feature) => `The feature "${feature}" has a second empty state`,
    expected: 'one empty state per feature',
    found: (feature) => `another one for "${feature}"`,
    hint: 'Merge the two into one file, or correct the `feature` of one of them.',
  });
  for (const state of part.emptyStates) {
    if (ctx.complete('empty-states') && !features.includes(state.feature)) {
      ctx.report({
        at: childRef(state.$at, 'feature'),
        rule: 'empty-states/unknown-feature',
        message: `Unknown feature "${state.feature}"`,
        expected: 'a feature declared under `features`',
        found: JSON.stringify(state.feature),
        hint:
          ctx.didYouMeanHint(state.feature, features) ??
          `Declared features: ${features.join(', ')}`,
      });
    }
    checkButtons(state, state.$at, button, gate);
    state.guideCards?.forEach((card, i) => {
      const missing = GUIDE_CARD_NEEDS[card.type].filter((f) => card[f] === undefined);
      if (missing.length)
        ctx.report({
          at: childRef(state.$at, 'guideCards', i),
          rule: 'empty-states/guide-card-fields',
          message: `The ${card.type} card lacks ${missing.map((f) => `\`${f}\``).join(', ')}`,
          expected: `a ${card.type} card with ${GUIDE_CARD_NEEDS[card.type].join(', ') || 'no other field'}`,
          found: `no ${missing.join(', ')}`,
          hint: `Add ${missing.map((f) => `\`${f}:\``).join(' and ')} to the card.`,
        });
      if (card.route !== undefined)
        checkRouteName(
          'empty-states',
          card.route,
          childRef(state.$at, 'guideCards', i, 'route'),
          model,
          ctx,
        );
    });
    if (state.image !== undefined && !ctx.publicAsset(state.image)) {
      ctx.report({
        at: childRef(state.$at, 'image'),
        rule: 'empty-states/missing-image',
        message: `The image "${state.image}" is not a file of runtime/public`,
        expected:
          'a path such as /images/empty-states/<feature>.svg naming a file in runtime/public',
        found: JSON.stringify(state.image),
        hint: `Add runtime/public${state.image}, or correct the path (runtime/public is served at /).`,
      });
    }
  }
  if (!ctx.complete('empty-states')) return;
  for (const feature of part.features) {
    if (part.emptyStates.some((e) => e.feature === feature.name)) continue;
    ctx.report({
      at: childRef(feature.$at, 'name'),
      rule: 'empty-states/missing-feature',
      message: `The feature "${feature.name}" has no empty state`,
      expected: `a document with \`emptyState: { feature: ${feature.name}, … }\``,
      found: 'none',
      hint: `Add manifests/empty-states/${feature.name}.yaml (product.md#screens-and-routes lists the ten features).`,
    });
  }
}

function checkButtons(
  state: EmptyState,
  at: Ref,
  button: (c: CallToAction, at: Ref) => void,
  gate: (g: Gate | undefined, at: Ref) => void,
): void {
  if (state.installLink) button(state.installLink, childRef(at, 'installLink'));
  if (state.createButton) button(state.createButton, childRef(at, 'createButton'));
  const dropdown = state.newSurveyDropdown;
  if (dropdown) {
    gate(dropdown.gate, childRef(at, 'newSurveyDropdown', 'gate'));
    dropdown.items.forEach((item, i) =>
      button(item, childRef(at, 'newSurveyDropdown', 'items', i)),
    );
  }
  state.pendingSetup?.cards.forEach((card, i) =>
    button(card, childRef(at, 'pendingSetup', 'cards', i)),
  );
  if (state.pendingInstallation) {
    button(
      state.pendingInstallation.installButton,
      childRef(at, 'pendingInstallation', 'installButton'),
    );
    button(state.pendingInstallation.skipLink, childRef(at, 'pendingInstallation', 'skipLink'));
  }
  if (state.pendingData) {
    for (const key of ['warning', 'disabled', 'normal'] as const) {
      const variant = state.pendingData[key];
      gate(variant.when, childRef(at, 'pendingData', key, 'when'));
      if (variant.button) button(variant.button, childRef(at, 'pendingData', key, 'button'));
    }
  }
}
