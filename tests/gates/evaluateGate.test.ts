/**
 * Gate evaluation as a table (product.md#screens-and-routes "Signed-in shell", product.md#roles-and-permissions "Roles and permissions"): each atom
 * allowed / denied / with the context missing (fail closed), compositions, predicates.
 */
import { describe, expect, it } from 'vitest';
import type { GateContext } from '../../runtime/rules/gates/context';
import type { AccessDefinitions } from '../../contracts/access';
import { evaluateGate, type DenialKind } from '../../runtime/rules/gates/evaluateGate';
import type { Gate } from '../../contracts/gates';

const definitions: AccessDefinitions = {
  flags: {
    cs_lite: { scope: 'account', default: false },
    'voc.pro': { scope: 'account', default: false },
    'recruit-prototype': { scope: 'user', default: false },
    'always-on': { scope: 'site', default: true },
  },
  experiments: {
    signup_page_revamp: {
      variants: ['control', 'treatment'],
      control: 'control',
      lookup: 'anonymous',
    },
  },
  predicates: {
    'full-account': { not: { variant: ['cross-sell', 'standalone'] } },
    'can-write-org': { orgAccess: ['write', 'admin'] },
    'shows-trial-entry': { all: [{ flag: 'voc.pro' }, { predicate: 'full-account' }] },
    upgradable: {
      all: [{ predicate: 'full-account' }, { demoUser: false }, { not: { plan: ['scale'] } }],
    },
    loop: { predicate: 'loop-b' },
    'loop-b': { predicate: 'loop' },
    dangling: { predicate: 'nowhere' },
  },
};

/** A fully known context: default account, write access, English, active tracking. */
const known: GateContext = {
  user: { id: 1, isAccountAdmin: false, isDemoUser: false },
  account: { variant: 'default', features: [] },
  organization: { access: 'write' },
  permissions: ['feedbacks-create'],
  flags: {},
  plan: 'business',
  site: { analyticsAccess: true, tracking: 'active' },
  locale: 'en',
  experiments: {},
};

const ctx = (patch: Partial<GateContext>): GateContext => ({ ...known, ...patch });

type Case = [title: string, gate: Gate, context: GateContext, denied?: DenialKind];

const cases: Case[] = [
  // permission (product.md#roles-and-permissions: feedbacks-create, surveys-create gate create buttons)
  ['permission held', { permission: 'feedbacks-create' }, known],
  ['permission lacking', { permission: 'surveys-create' }, known, 'permission'],
  [
    'permissions unknown',
    { permission: 'surveys-create' },
    ctx({ permissions: undefined }),
    'permission',
  ],
  // organization access (product.md#roles-and-permissions: write and admin enable invite, spaces, feedback)
  ['org access write in [write, admin]', { orgAccess: ['write', 'admin'] }, known],
  [
    'org access read in [write, admin]',
    { orgAccess: ['write', 'admin'] },
    ctx({ organization: { access: 'read' } }),
    'orgAccess',
  ],
  ['org access unknown', { orgAccess: ['read'] }, ctx({ organization: {} }), 'orgAccess'],
  // account admin (product.md#roles-and-permissions: account admins see Preferences)
  [
    'account admin required, is admin',
    { accountAdmin: true },
    ctx({ user: { isAccountAdmin: true } }),
  ],
  ['account admin required, is not', { accountAdmin: true }, known, 'accountAdmin'],
  ['account admin unknown', { accountAdmin: true }, ctx({ user: undefined }), 'accountAdmin'],
  ['non-admin required, is not admin', { accountAdmin: false }, known],
  // variant (product.md#who-it-is-for, product.md#roles-and-permissions)
  ['variant lite in [lite]', { variant: ['lite'] }, ctx({ account: { variant: 'lite' } })],
  ['variant default in [lite]', { variant: ['lite'] }, known, 'variant'],
  ['variant unknown', { variant: ['default'] }, ctx({ account: undefined }), 'variant'],
  // flags: account feature list, loaded flags, defaults, undeclared
  [
    'account flag in the feature list',
    { flag: 'cs_lite' },
    ctx({ account: { variant: 'lite', features: ['cs_lite'] } }),
  ],
  ['account flag missing from the feature list', { flag: 'voc.pro' }, known, 'flag'],
  [
    'loaded flag overrides the feature list',
    { flag: 'voc.pro' },
    ctx({ flags: { 'voc.pro': true } }),
  ],
  [
    'loaded flag off',
    { flag: 'recruit-prototype' },
    ctx({ flags: { 'recruit-prototype': false } }),
    'flag',
  ],
  [
    'user flag not loaded falls back to default off',
    { flag: 'recruit-prototype' },
    ctx({ flags: undefined }),
    'flag',
  ],
  [
    'site flag not loaded falls back to default on',
    { flag: 'always-on' },
    ctx({ flags: undefined }),
  ],
  [
    'undeclared flag',
    { flag: 'no-such-flag' },
    ctx({ flags: { 'no-such-flag': true } }),
    'unknown',
  ],
  // experiments
  [
    'experiment assigned treatment',
    { experiment: { name: 'signup_page_revamp', variants: ['treatment'] } },
    ctx({ experiments: { signup_page_revamp: 'treatment' } }),
  ],
  [
    'experiment assigned control',
    { experiment: { name: 'signup_page_revamp', variants: ['treatment'] } },
    ctx({ experiments: { signup_page_revamp: 'control' } }),
    'experiment',
  ],
  [
    'experiment unassigned: control assumed, treatment denied',
    { experiment: { name: 'signup_page_revamp', variants: ['treatment'] } },
    ctx({ experiments: undefined }),
    'experiment',
  ],
  [
    'experiment unassigned: control assumed, control allowed',
    { experiment: { name: 'signup_page_revamp', variants: ['control'] } },
    ctx({ experiments: undefined }),
  ],
  [
    'undeclared experiment',
    { experiment: { name: 'nope', variants: ['treatment'] } },
    ctx({ experiments: { nope: 'treatment' } }),
    'unknown',
  ],
  // plan (product.md#roles-and-permissions plan content: scale shows sales contact)
  ['plan scale in [scale]', { plan: ['scale'] }, ctx({ plan: 'scale' })],
  ['plan business in [scale]', { plan: ['scale'] }, known, 'plan'],
  ['plan unknown', { plan: ['scale'] }, ctx({ plan: undefined }), 'plan'],
  // analytics access per site (product.md#screens-and-routes: funnels, impact, trends locked without it)
  ['site has analytics access', { analyticsAccess: true }, known],
  [
    'site lacks analytics access',
    { analyticsAccess: true },
    ctx({ site: { analyticsAccess: false } }),
    'analyticsAccess',
  ],
  [
    'analytics access unknown',
    { analyticsAccess: true },
    ctx({ site: { tracking: 'active' } }),
    'analyticsAccess',
  ],
  [
    'lacking analytics access required, and lacking',
    { analyticsAccess: false },
    ctx({ site: { analyticsAccess: false } }),
  ],
  // locale (product.md#states-and-transitions: sales step and heatmap guide call to action for English only)
  ['locale en in [en]', { locale: ['en'] }, known],
  ['locale de in [en]', { locale: ['en'] }, ctx({ locale: 'de' }), 'locale'],
  ['locale unknown', { locale: ['en'] }, ctx({ locale: undefined }), 'locale'],
  // tracking (product.md#states-and-transitions: not installed, inactive, active, capture off)
  ['tracking active in [inactive, active]', { tracking: ['inactive', 'active'] }, known],
  [
    'tracking not installed in [active]',
    { tracking: ['active'] },
    ctx({ site: { tracking: 'not-installed' } }),
    'tracking',
  ],
  ['tracking unknown', { tracking: ['not-installed'] }, ctx({ site: {} }), 'tracking'],
  // demo user (product.md#roles-and-permissions)
  ['demo user required, is demo', { demoUser: true }, ctx({ user: { isDemoUser: true } })],
  [
    'non-demo required, is demo',
    { demoUser: false },
    ctx({ user: { isDemoUser: true } }),
    'demoUser',
  ],
  ['demo unknown', { demoUser: false }, ctx({ user: {} }), 'demoUser'],
  // not
  ['not of a denial is allowed', { not: { variant: ['lite'] } }, known],
  ['not of an allowance is denied', { not: { variant: ['default'] } }, known, 'variant'],
  [
    'not of unknown stays denied (fail closed)',
    { not: { variant: ['lite'] } },
    ctx({ account: {} }),
    'variant',
  ],
  ['double not', { not: { not: { permission: 'feedbacks-create' } } }, known],
  ['not of an undeclared flag stays denied', { not: { flag: 'no-such-flag' } }, known, 'unknown'],
  // all / any
  ['all allowed', { all: [{ permission: 'feedbacks-create' }, { locale: ['en'] }] }, known],
  [
    'all with one denial',
    { all: [{ permission: 'feedbacks-create' }, { locale: ['de'] }] },
    known,
    'locale',
  ],
  [
    'all with unknown member',
    { all: [{ locale: ['en'] }, { plan: ['basic'] }] },
    ctx({ plan: undefined }),
    'plan',
  ],
  [
    'any with one allowance',
    { any: [{ locale: ['de'] }, { permission: 'feedbacks-create' }] },
    known,
  ],
  ['any all denied', { any: [{ locale: ['de'] }, { plan: ['scale'] }] }, known, 'locale'],
  [
    'any: unknown member, other allows',
    { any: [{ plan: ['scale'] }, { locale: ['en'] }] },
    ctx({ plan: undefined }),
  ],
  [
    'not all: one member false makes it allowed',
    { not: { all: [{ locale: ['de'] }, { plan: ['scale'] }] } },
    ctx({ plan: undefined }),
  ],
  [
    'not any: an unknown member denies',
    { not: { any: [{ locale: ['de'] }, { plan: ['scale'] }] } },
    ctx({ plan: undefined }),
    'plan',
  ],
  // predicates (product.md#roles-and-permissions)
  ['full-account for default', { predicate: 'full-account' }, known],
  [
    'full-account denied for cross-sell',
    { predicate: 'full-account' },
    ctx({ account: { variant: 'cross-sell' } }),
    'predicate',
  ],
  [
    'full-account denied for standalone',
    { predicate: 'full-account' },
    ctx({ account: { variant: 'standalone' } }),
    'predicate',
  ],
  ['full-account for lite', { predicate: 'full-account' }, ctx({ account: { variant: 'lite' } })],
  [
    'can-write-org for admin',
    { predicate: 'can-write-org' },
    ctx({ organization: { access: 'admin' } }),
  ],
  [
    'can-write-org for read',
    { predicate: 'can-write-org' },
    ctx({ organization: { access: 'read' } }),
    'predicate',
  ],
  [
    'nested predicate allowed',
    { predicate: 'shows-trial-entry' },
    ctx({ flags: { 'voc.pro': true } }),
  ],
  [
    'nested predicate denied inside',
    { predicate: 'shows-trial-entry' },
    ctx({ flags: { 'voc.pro': true }, account: { variant: 'cross-sell' } }),
    'predicate',
  ],
  ['upgradable on business', { predicate: 'upgradable' }, known],
  ['not upgradable on scale', { predicate: 'upgradable' }, ctx({ plan: 'scale' }), 'predicate'],
  [
    'not of a predicate',
    { not: { predicate: 'full-account' } },
    ctx({ account: { variant: 'standalone' } }),
  ],
  ['undeclared predicate', { predicate: 'nope' }, known, 'unknown'],
  ['predicate naming an undeclared predicate', { predicate: 'dangling' }, known, 'predicate'],
  ['predicate cycle terminates, denied', { predicate: 'loop' }, known, 'predicate'],
  ['a mapping with no known key', {} as Gate, known, 'unknown'],
];

describe('evaluateGate', () => {
  it.each(cases)('%s', (_title, gate, context, denied) => {
    const result = evaluateGate(gate, context, definitions);
    if (denied === undefined) expect(result).toEqual({ allowed: true });
    else {
      expect(result.allowed).toBe(false);
      if (!result.allowed) expect(result.reason.kind).toBe(denied);
    }
  });

  it('an empty context denies every atom (fail closed)', () => {
    const atoms: Gate[] = [
      { permission: 'surveys-create' },
      { orgAccess: ['read', 'write', 'admin'] },
      { accountAdmin: false },
      { variant: ['default', 'lite', 'cross-sell', 'standalone'] },
      { plan: ['basic'] },
      { analyticsAccess: false },
      { locale: ['en'] },
      { tracking: ['not-installed', 'inactive', 'active', 'capture-off'] },
      { demoUser: false },
    ];
    for (const gate of atoms) {
      expect(evaluateGate(gate, {}, definitions).allowed, JSON.stringify(gate)).toBe(false);
      expect(evaluateGate({ not: gate }, {}, definitions).allowed, JSON.stringify(gate)).toBe(
        false,
      );
    }
  });

  it('explains a denial: detail, deciding gate and the cause inside a predicate', () => {
    const result = evaluateGate(
      { predicate: 'full-account' },
      ctx({ account: { variant: 'cross-sell' } }),
      definitions,
    );
    expect(result).toEqual({
      allowed: false,
      reason: {
        kind: 'predicate',
        detail: 'full-account: needs not account variant cross-sell, standalone; it is cross-sell',
        gate: { predicate: 'full-account' },
        cause: {
          kind: 'variant',
          detail: 'needs not account variant cross-sell, standalone; it is cross-sell',
          gate: { not: { variant: ['cross-sell', 'standalone'] } },
        },
      },
    });
  });

  it('the reason of a denied all is its first denied member; of any, its first member', () => {
    const all = evaluateGate(
      { all: [{ locale: ['en'] }, { plan: ['scale'] }, { locale: ['de'] }] },
      known,
      definitions,
    );
    expect(!all.allowed && all.reason.gate).toEqual({ plan: ['scale'] });
    const any = evaluateGate(
      { any: [{ plan: ['scale'] }, { locale: ['de'] }] },
      known,
      definitions,
    );
    expect(!any.allowed && any.reason.gate).toEqual({ plan: ['scale'] });
  });

  it('says when a flag value came from its default and an experiment from its control', () => {
    const flag = evaluateGate({ flag: 'recruit-prototype' }, {}, definitions);
    expect(!flag.allowed && flag.reason.detail).toBe(
      'needs flag recruit-prototype on; it is off (default)',
    );
    const experiment = evaluateGate(
      { experiment: { name: 'signup_page_revamp', variants: ['treatment'] } },
      {},
      definitions,
    );
    expect(!experiment.allowed && experiment.reason.detail).toBe(
      'needs experiment signup_page_revamp in treatment; not assigned: control control assumed',
    );
  });
});
