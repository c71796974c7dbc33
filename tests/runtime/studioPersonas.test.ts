/**
 * The `/studio` persona matrix's rules: the personas bundle the browser fetches,
 * the one mapping from a personas.yaml persona to a preview persona, the state of a column
 * (runtime/app/studio/personaScope.ts) — every menu of every manifest persona resolves as
 * `lodestar explain menu` prints it for the same persona, whatever the real session — the
 * `?personas=` choice, and the `preview` gate atom behind the route's `may-preview` gate.
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { PLACEMENTS } from '../../contracts/menus';
import { explainMenu } from '../../generator/src/explain/menu';
import { kinds, validate } from '../../generator/src/index';
import { previewPersonaOf } from '../../runtime/app/preview/manifestPersona';
import type { SignedInState } from '../../runtime/app/signedIn/context';
import { buildGateContext } from '../../runtime/app/signedIn/rules/gateContext';
import { personaScope } from '../../runtime/app/studio/personaScope';
import { chosenPersonas, toggled } from '../../runtime/app/studio/selection';
import { evaluateGate } from '../../runtime/rules/gates/evaluateGate';
import { resolveMenu } from '../../runtime/rules/menus/resolveMenu';
import { modelRouteCheck } from '../../generator/src/explain/routeCheck';
import type { PersonaDefinition } from '../../runtime/rules/personas/types';
import { FAR_SITE, farSession } from '../support/previewPersonas';

const ROOT = join(fileURLToPath(import.meta.url), '..', '..', '..');
const model = validate(ROOT).model;
const access = kinds.access.bundle(model.access);
const menus = kinds.menus.bundle(model.menus);
const { personas } = kinds.personas.bundle(model.personas);

const session = farSession('de');
const site = FAR_SITE;
const gateContext = buildGateContext(
  { session, settings: { features: [] }, site, locale: 'de', inactiveAfterHours: 24 },
  access,
);
const real = { session, gateContext, site } as unknown as SignedInState;
const place = { siteId: 1, organizationId: 1, collectionId: 0 };

/** The persona as `explain menu` options (what `lodestar explain diff` passes for it too). */
function explainOptions(p: PersonaDefinition, placement: string) {
  return {
    placement,
    mode: 'feature',
    variant: p.variant,
    permission: p.permissions,
    flag: p.flags,
    experiment: p.experiments,
    accountAdmin: p.accountAdmin,
    demoUser: p.demoUser,
    ...(p.orgAccess ? { orgAccess: p.orgAccess } : {}),
    ...(p.analyticsAccess !== undefined ? { analyticsAccess: p.analyticsAccess } : {}),
    ...(p.plan ? { plan: p.plan } : {}),
    ...(p.tracking ? { tracking: p.tracking } : {}),
    ...(p.locale ? { locale: p.locale } : {}),
    site: '1',
    organization: '1',
    collection: '0',
  };
}

describe('personas bundle', () => {
  it('holds every persona of manifests/personas.yaml, without the English description', () => {
    expect(personas.map((p) => p.id)).toEqual(model.personas.personas.map((p) => p.id));
    expect(personas.slice(0, 4).map((p) => p.id)).toEqual([
      'default-admin',
      'lite',
      'cross-sell',
      'standalone',
    ]);
    for (const p of personas) expect(p).not.toHaveProperty('description');
  });
});

describe('previewPersonaOf', () => {
  it('maps a manifest persona to a complete preview persona', () => {
    const lite = personas.find((p) => p.id === 'lite')!;
    expect(previewPersonaOf(lite)).toEqual({
      variant: 'lite',
      permissions: ['feedbacks-create', 'surveys-create'],
      orgAccess: 'admin',
      accountAdmin: true,
      demoUser: false,
      analyticsAccess: true,
      plan: 'basic',
      flags: ['cs_lite'],
      experiments: {},
      tracking: 'active',
      locale: 'en',
    });
  });

  it('reads experiment assignments and leaves out what the persona does not say', () => {
    const persona = previewPersonaOf({
      id: 'x',
      variant: 'default',
      permissions: [],
      accountAdmin: false,
      demoUser: true,
      flags: [],
      experiments: ['exp_pricing_fall=treatment'],
    });
    expect(persona).toEqual({
      variant: 'default',
      permissions: [],
      accountAdmin: false,
      demoUser: true,
      flags: [],
      experiments: { exp_pricing_fall: 'treatment' },
    });
  });
});

describe('a studio column ↔ explain menu', () => {
  for (const persona of personas) {
    it.each(PLACEMENTS.map((placement) => ({ placement })))(
      `${persona.id}: $placement`,
      ({ placement }) => {
        const scope = personaScope(real, persona);
        const explained = explainMenu(model, explainOptions(persona, placement));
        const resolved = resolveMenu(
          menus,
          access,
          {
            placement,
            ...(placement === 'sidebar' ? { mode: 'feature' as const } : {}),
            variant: scope.session.account.variant,
          },
          scope.gateContext,
          place,
          modelRouteCheck(model, access, scope.gateContext),
        );
        expect(explained.outcome).toBe('menu');
        if (explained.outcome !== 'menu') return;
        expect(resolved?.menu).toBe(explained.explanation.menu);
        expect(resolved?.items).toEqual(explained.explanation.items);
      },
    );
  }

  it('hides highlights for lite and shows it for default-admin', () => {
    const state = (id: string) => {
      const scope = personaScope(
        real,
        personas.find((p) => p.id === id)!,
      );
      return resolveMenu(
        menus,
        access,
        { placement: 'sidebar', mode: 'feature', variant: scope.session.account.variant },
        scope.gateContext,
        place,
        modelRouteCheck(model, access, scope.gateContext),
      )?.items.find((i) => i.id === 'highlights');
    };
    expect(state('lite')).toMatchObject({ state: 'hidden', reason: { kind: 'variant' } });
    expect(state('default-admin')?.state).toBe('shown');
  });

  it('keeps the session’s right to preview, so /studio stays open under any persona', () => {
    for (const persona of personas)
      expect(personaScope(real, persona).gateContext.preview).toBe(true);
  });
});

describe('?personas= choice', () => {
  const ids = personas.map((p) => p.id);
  it('defaults to the first four', () => {
    expect(chosenPersonas(ids, null)).toEqual(ids.slice(0, 4));
  });
  it('keeps known ids in manifest order', () => {
    expect(chosenPersonas(ids, 'standalone,nobody,lite')).toEqual(['lite', 'standalone']);
    expect(chosenPersonas(ids, '')).toEqual([]);
  });
  it('toggles one persona', () => {
    expect(toggled(ids, ['lite'], 'default-admin', true)).toEqual(['default-admin', 'lite']);
    expect(toggled(ids, ['default-admin', 'lite'], 'lite', false)).toEqual(['default-admin']);
  });
});

describe('the /studio gate (predicate may-preview, atom preview)', () => {
  const gate = { predicate: 'may-preview' };
  it('allows a session that may preview and denies one that may not', () => {
    expect(evaluateGate(gate, gateContext, access).allowed).toBe(true);
    const denied = evaluateGate(
      gate,
      buildGateContext({ session: { ...session, preview: false }, inactiveAfterHours: 24 }, access),
      access,
    );
    expect(denied).toMatchObject({ allowed: false, reason: { kind: 'predicate' } });
  });
  it('fails closed when the context does not say', () => {
    const result = evaluateGate({ preview: true }, {}, access);
    expect(result).toMatchObject({ allowed: false, reason: { kind: 'preview' } });
  });
});
