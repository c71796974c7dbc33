/**
 * The shell's gate context from a SessionInfo, the settings and the current site (product.md#roles-and-permissions), with
 * the real access bundle: what is not loaded stays absent (gates fail closed), flags from the
 * session and the settings, experiments as a map, tracking derived from the site (product.md#states-and-transitions).
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { SessionInfo, Site } from '../../generated/types';
import { buildGateContext } from '../../runtime/app/signedIn/rules/gateContext';
import { kinds, validate } from '../../generator/src/index';
import { evaluateGate } from '../../runtime/rules/gates/evaluateGate';

// The access bundle of the real manifests (what generated/bundle/access.json holds), typed.
const ROOT = join(fileURLToPath(import.meta.url), '..', '..', '..');
const access = kinds.access.bundle(validate(ROOT).model.access);

const session: SessionInfo = {
  user: {
    id: 7,
    name: 'Demo',
    email: 'demo@example.com',
    avatar: null,
    countryCode: null,
    created: 1_700_000_000,
    locale: 'en',
    isDemoUser: false,
    isAccountAdmin: true,
  },
  account: { id: 3, productCatalogVersion: null, variant: 'lite', features: ['voc.pro'] },
  permissions: ['surveys-create'],
  flags: ['recruit-prototype'],
  experiments: { assignments: [{ name: 'stp_setup_based_on_intention', variant: 'treatment' }] },
};

const site: Site = {
  id: 11,
  name: 'acme.com',
  url: 'https://acme.com',
  analyticsAccess: false,
  account: { id: 3, pictureUrl: null },
  organization: { id: 5, access: 'read', users: 1 },
  plan: 'plus',
  effectivePlan: 'plus',
  created: 1_700_000_000,
  lastData: { timestamp: 1_700_000_000, hoursSince: 30 },
  sessionCaptureMode: 'on',
  demo: false,
};

const input = { session, locale: 'de', inactiveAfterHours: 24 };

describe('buildGateContext', () => {
  it('without a site: the session only; site facts absent', () => {
    expect(buildGateContext(input, access)).toEqual({
      user: { id: 7, isAccountAdmin: true, isDemoUser: false },
      account: { variant: 'lite', features: ['voc.pro'] },
      permissions: ['surveys-create'],
      flags: { 'recruit-prototype': true },
      experiments: { stp_setup_based_on_intention: 'treatment' },
      preview: false,
      locale: 'de',
    });
  });

  it('with a site: organization access, plan, analytics access and tracking state', () => {
    const context = buildGateContext({ ...input, site }, access);
    expect(context.organization).toEqual({ access: 'read' });
    expect(context.plan).toBe('plus');
    expect(context.site).toEqual({ analyticsAccess: false, tracking: 'inactive' });
  });

  it.each([
    { case: 'no data yet', lastData: null, features: [], want: 'not-installed' },
    {
      case: 'recent data',
      lastData: { timestamp: 1, hoursSince: 2 },
      features: [],
      want: 'active',
    },
    {
      case: 'old data',
      lastData: { timestamp: 1, hoursSince: 30 },
      features: [],
      want: 'inactive',
    },
    {
      case: 'old data, usage-based pricing on for everyone (settings)',
      lastData: { timestamp: 1, hoursSince: 30 },
      features: ['usage-based-pricing'],
      want: 'active',
    },
  ])('tracking: $case → $want', ({ lastData, features, want }) => {
    const context = buildGateContext(
      { ...input, settings: { features }, site: { ...site, lastData } },
      access,
    );
    expect(context.site?.tracking).toBe(want);
  });

  it('usage-based pricing from the account feature list counts too', () => {
    const withFeature = {
      ...session,
      account: { ...session.account, features: ['usage-based-pricing'] },
    };
    const context = buildGateContext({ ...input, session: withFeature, site }, access);
    expect(context.site?.tracking).toBe('active');
  });

  it("the site's capture mode is passed through to the tracking state", () => {
    const off = { ...site, sessionCaptureMode: 'off' as const };
    const context = buildGateContext({ ...input, site: off }, access);
    expect(context.site?.tracking).toBe('capture-off');
  });

  it('settings flags and session flags are both on', () => {
    const context = buildGateContext(
      { ...input, settings: { features: ['trial-entry-point'] } },
      access,
    );
    expect(context.flags).toEqual({ 'trial-entry-point': true, 'recruit-prototype': true });
  });

  it('feeds the one gate evaluator: the menu gates of product.md#screens-and-routes/product.md#roles-and-permissions decide from it', () => {
    const context = buildGateContext({ ...input, site }, access);
    const allowed = (gate: Parameters<typeof evaluateGate>[0]) =>
      evaluateGate(gate, context, access).allowed;
    expect(allowed({ predicate: 'not-lite' })).toBe(false); // lite account
    expect(allowed({ analyticsAccess: true })).toBe(false); // funnels / trends / impact lock
    expect(allowed({ accountAdmin: true })).toBe(true); // preferences
    expect(allowed({ permission: 'surveys-create' })).toBe(true);
    expect(allowed({ permission: 'feedbacks-create' })).toBe(false);
    expect(allowed({ flag: 'recruit-prototype' })).toBe(true);
    expect(allowed({ flag: 'voc.pro' })).toBe(true); // account feature list
    expect(allowed({ predicate: 'can-write-org' })).toBe(false); // read access
    expect(allowed({ tracking: ['inactive'] })).toBe(true);
    expect(
      allowed({ experiment: { name: 'stp_setup_based_on_intention', variants: ['treatment'] } }),
    ).toBe(true);
  });

  it('without a site, gates on site facts fail closed', () => {
    const context = buildGateContext(input, access);
    expect(evaluateGate({ analyticsAccess: true }, context, access).allowed).toBe(false);
    expect(evaluateGate({ analyticsAccess: false }, context, access).allowed).toBe(false);
    expect(evaluateGate({ predicate: 'can-write-org' }, context, access).allowed).toBe(false);
  });
});
