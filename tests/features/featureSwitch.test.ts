/**
 * One switch per feature: hiding a feature for a variant (access `hiddenFeatures`) hides every
 * way to it. Invariants over the real menus, guides and empty states: for EVERY feature the
 * routes declare, switched off for the lite variant, its routes are gated, no menu item leads to
 * it, no guide step offers only it and no empty-state card or button links to it — while the
 * default variant keeps them.
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { AccessBundle } from '../../contracts/access';
import type { MenuItemDefinition } from '../../contracts/menus';
import { kinds, validate } from '../../generator/src/index';
import { evaluateEmptyState } from '../../runtime/rules/emptyStates/evaluateEmptyState';
import type { EmptyStatesBundle } from '../../runtime/rules/emptyStates/types';
import {
  featureGate,
  routeCheck,
  withFeatureGate,
} from '../../runtime/rules/features/featureSwitch';
import type { GateContext } from '../../runtime/rules/gates/context';
import { evaluateGate } from '../../runtime/rules/gates/evaluateGate';
import { evaluateGuide } from '../../runtime/rules/guides/evaluateGuide';
import type { GuideStep } from '../../runtime/rules/guides/types';
import { resolveMenu, type ResolvedItem } from '../../runtime/rules/menus/resolveMenu';

const ROOT = join(fileURLToPath(import.meta.url), '..', '..', '..');
const { model } = validate(ROOT);
const baseAccess = kinds.access.bundle(model.access);
const menus = kinds.menus.bundle(model.menus);
const guides = kinds.guides.bundle(model.guides);
const emptyStates = kinds['empty-states'].bundle(model['empty-states']) as EmptyStatesBundle;
const featureOf = new Map(model.routes.routes.map((r) => [r.name, r.feature]));
const FEATURES = [...new Set(model.routes.routes.flatMap((r) => (r.feature ? [r.feature] : [])))];

const VARIANT = 'lite';

/** The real access bundle with `feature` switched off for the lite variant as well. */
function hiding(feature: string): AccessBundle {
  const hidden = { ...baseAccess.hiddenFeatures };
  hidden[feature] = [...new Set([...(hidden[feature] ?? []), VARIANT])];
  return { ...baseAccess, hiddenFeatures: hidden };
}

/** A full, known signed-in context of the variant. */
const persona = (variant: string): GateContext => ({
  user: { id: 1, isAccountAdmin: true, isDemoUser: false },
  account: { variant, features: [] },
  organization: { access: 'admin' },
  permissions: ['surveys-create', 'feedbacks-create'],
  flags: {},
  plan: 'business',
  site: { analyticsAccess: true, tracking: 'not-installed' },
  locale: 'en',
  experiments: {},
});

const checkFor = (access: AccessBundle, variant: string) =>
  routeCheck((r) => featureOf.get(r), access.hiddenFeatures, persona(variant), access);

const leadsTo = (feature: string, route: string | undefined) =>
  route !== undefined && featureOf.get(route) === feature;

function flatten(items: ResolvedItem[]): ResolvedItem[] {
  return items.flatMap((i) => [i, ...flatten(i.children ?? [])]);
}

function definitions(items: MenuItemDefinition[]): MenuItemDefinition[] {
  return items.flatMap((i) => [i, ...definitions(i.children ?? [])]);
}

const onlyLeadsTo = (feature: string, step: GuideStep) =>
  step.buttons.length > 0 && step.buttons.every((b) => leadsTo(feature, b.route));

/** How many links each consumer had to a hidden feature, over all features: not vacuous. */
const seen = { routes: 0, menuItems: 0, guideSteps: 0, cards: 0 };

describe.each(FEATURES)('feature %s hidden for lite', (feature) => {
  const access = hiding(feature);

  it('its routes are gated for lite and not for default', () => {
    for (const route of model.routes.routes.filter((r) => r.feature === feature)) {
      seen.routes++;
      const gate = withFeatureGate(route.gate, route.feature, access.hiddenFeatures);
      expect(gate && evaluateGate(gate, persona(VARIANT), access).allowed).toBe(false);
      const own = featureGate(route.feature, access.hiddenFeatures)!;
      expect(evaluateGate(own, persona('default'), access).allowed).toBe(true);
    }
  });

  it('no menu serving lite shows an item leading to it', () => {
    for (const menu of menus.menus.filter((m) => m.variants.includes(VARIANT))) {
      const slot = { placement: menu.placement, ...(menu.mode ? { mode: menu.mode } : {}) };
      const resolved = resolveMenu(
        menus,
        access,
        { ...slot, variant: VARIANT },
        persona(VARIANT),
        { siteId: 42, collectionId: 1, organizationId: 7 },
        checkFor(access, VARIANT),
      )!;
      const targets = new Map(
        definitions(menu.items).map((d) => [
          d.id,
          d.target.kind === 'route' ? d.target.route : undefined,
        ]),
      );
      for (const item of flatten(resolved.items)) {
        if (!leadsTo(feature, targets.get(item.id))) continue;
        seen.menuItems++;
        expect(item.state, `${menu.id}/${item.id}`).toBe('hidden');
      }
    }
  });

  it('no guide offers a step whose every button leads to it, nor a button to it', () => {
    for (const guide of Object.values(guides.guides)) {
      const facts = {
        flags: {},
        tracking: 'active' as const,
        orgAccess: 'admin' as const,
        orgUserCount: 1,
        locale: 'en',
        siteCreated: 1_700_000_000,
      };
      const lite = evaluateGuide(guide, { ...facts, routeCheck: checkFor(access, VARIANT) });
      for (const step of lite.steps) {
        expect(
          onlyLeadsTo(
            feature,
            guide.steps.find((d) => d.id === step.id)!,
          ),
          step.id,
        ).toBe(false);
        expect(
          step.step.buttons.some((b) => leadsTo(feature, b.route)),
          step.id,
        ).toBe(false);
      }
      const full = evaluateGuide(guide, { ...facts, routeCheck: checkFor(access, 'default') });
      for (const id of lite.hidden) {
        seen.guideSteps++;
        expect(full.steps.map((s) => s.id)).toContain(id);
      }
    }
  });

  it('no empty state shows a card or button leading to it', () => {
    for (const name of Object.keys(emptyStates.features)) {
      const facts = { hasData: false, skippedInstallation: false };
      const view = evaluateEmptyState(
        emptyStates,
        name,
        { ...facts, context: persona(VARIANT), routeCheck: checkFor(access, VARIANT) },
        access,
      )!;
      for (const card of view.guideCards ?? []) expect(leadsTo(feature, card.route)).toBe(false);
      const buttons = [view.install, view.demo, view.installLink, view.createButton];
      for (const b of buttons)
        if (b && leadsTo(feature, b.cta.route)) expect(b.state, name).toBe('hidden');
      const declared = emptyStates.features[name]!.guideCards ?? [];
      seen.cards += declared.filter((c) => leadsTo(feature, c.route)).length;
    }
  });
});

describe('the invariants above checked real links', () => {
  it('routes, menu items, guide steps and empty-state cards were all seen', () => {
    expect(seen.routes).toBeGreaterThan(0);
    expect(seen.menuItems).toBeGreaterThan(0);
    expect(seen.guideSteps).toBeGreaterThan(0);
    expect(seen.cards).toBeGreaterThan(0);
  });
});

describe('featureGate', () => {
  it('adds nothing for a feature no variant hides, or a route without a feature', () => {
    expect(featureGate('surveys', { highlights: ['lite'] })).toBeUndefined();
    expect(featureGate(undefined, { highlights: ['lite'] })).toBeUndefined();
    expect(withFeatureGate({ flag: 'x' }, 'surveys', {})).toEqual({ flag: 'x' });
  });
  it('is the negation of the hiding variants, joined to the route gate', () => {
    expect(withFeatureGate({ flag: 'x' }, 'highlights', { highlights: ['lite'] })).toEqual({
      all: [{ flag: 'x' }, { not: { variant: ['lite'] } }],
    });
  });
  it('fails closed when the variant is unknown', () => {
    const check = routeCheck(() => 'highlights', { highlights: ['lite'] }, {}, baseAccess);
    expect(check('highlights.collection').allowed).toBe(false);
  });
});
