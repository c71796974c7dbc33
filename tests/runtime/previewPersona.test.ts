/**
 * The persona preview's override (runtime/app/preview/persona.ts): whatever the
 * real session and site say, a complete persona resolves every sidebar exactly as
 * `lodestar explain menu` does for the same options (explainMenu, the command's own function),
 * item for item; parts the persona leaves out keep the real values.
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { MENU_MODES } from '../../contracts/menus';
import { explainMenu } from '../../generator/src/explain/menu';
import { kinds, validate } from '../../generator/src/index';
import { previewGateContext, previewSession } from '../../runtime/app/preview/persona';
import { buildGateContext } from '../../runtime/app/signedIn/rules/gateContext';
import { resolveMenu } from '../../runtime/rules/menus/resolveMenu';
import { modelRouteCheck } from '../../generator/src/explain/routeCheck';
import { explainOptions, FAR_SITE, farSession, PARITY_PERSONAS } from '../support/previewPersonas';

const ROOT = join(fileURLToPath(import.meta.url), '..', '..', '..');
const model = validate(ROOT).model;
const access = kinds.access.bundle(model.access);
const menus = kinds.menus.bundle(model.menus);

const session = farSession('en');
const site = FAR_SITE;
const real = buildGateContext(
  {
    session,
    settings: { features: ['usage-based-pricing'] },
    site,
    locale: 'en',
    inactiveAfterHours: 24,
  },
  access,
);
const place = { siteId: 1, organizationId: 1, collectionId: 0 };

describe('preview ↔ explain menu parity', () => {
  for (const { name, persona } of PARITY_PERSONAS) {
    it.each(MENU_MODES.map((mode) => ({ mode })))(`${name}: sidebar $mode`, ({ mode }) => {
      const explained = explainMenu(model, explainOptions(persona, mode));
      const shown = previewSession(session, persona);
      const context = previewGateContext(real, persona);
      const resolved = resolveMenu(
        menus,
        access,
        { placement: 'sidebar', mode, variant: shown.account.variant },
        context,
        place,
        modelRouteCheck(model, access, context),
      );
      if (explained.outcome === 'no-menu') return expect(resolved).toBeUndefined();
      expect(explained.outcome).toBe('menu');
      if (explained.outcome !== 'menu') return;
      expect(resolved?.menu).toBe(explained.explanation.menu);
      expect(resolved?.items).toEqual(explained.explanation.items);
    });
  }
});

describe('previewGateContext', () => {
  it('keeps what the persona leaves out', () => {
    const context = previewGateContext(real, { variant: 'lite' });
    expect(context.account?.variant).toBe('lite');
    expect(context.permissions).toEqual(real.permissions);
    expect(context.flags).toEqual(real.flags);
    expect(context.organization).toEqual({ access: 'read' });
    expect(context.plan).toBe('plus');
    expect(context.site).toEqual(real.site);
  });

  it('replaces permissions, flags and experiments as exact sets', () => {
    const context = previewGateContext(real, {
      permissions: ['surveys-create'],
      flags: ['cs_lite'],
      experiments: { exp_pricing_fall: 'control' },
      orgAccess: 'admin',
      tracking: 'capture-off',
      analyticsAccess: true,
      plan: 'basic',
      accountAdmin: true,
      demoUser: false,
    });
    expect(context).toMatchObject({
      user: { id: 7, isAccountAdmin: true, isDemoUser: false },
      account: { variant: 'cross-sell', features: [] },
      permissions: ['surveys-create'],
      flags: { cs_lite: true },
      experiments: { exp_pricing_fall: 'control' },
      organization: { access: 'admin' },
      plan: 'basic',
      site: { analyticsAccess: true, tracking: 'capture-off' },
    });
  });

  it('presents the session with the persona’s variant and admin, same user id', () => {
    const shown = previewSession(session, { variant: 'standalone', accountAdmin: true });
    expect(shown.user.id).toBe(7);
    expect(shown.user.isAccountAdmin).toBe(true);
    expect(shown.account.variant).toBe('standalone');
    expect(shown.permissions).toBe(session.permissions);
  });
});
