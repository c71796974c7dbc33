/**
 * Deterministic experiment assignment (product.md#roles-and-permissions "Experiments", product.md#calls lookups): the same id always
 * gets the same variant, ids spread over the split, a 0/100 split sends everyone to one variant,
 * and every failure answers the control. Also the experiment cookie's format (product.md#constants-and-limits) and the
 * assignments sent with track().
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { ExperimentDefinition } from '../../contracts/access';
import { assignVariant, BUCKETS, stableHash } from '../../runtime/rules/experiments/assignVariant';
import { assignmentsFor } from '../../runtime/rules/experiments/assignments';
import {
  formatAssignmentCookie,
  keptVariant,
  parseAssignmentCookie,
} from '../../runtime/rules/experiments/assignmentCookie';
import {
  MAX_EVENT_PROPERTIES,
  setTrackedExperiments,
  setTrackSink,
  track,
} from '../../runtime/app/core/analytics/track';
import type { ProductEvent } from '../../generated/types';

const fiftyFifty: ExperimentDefinition = {
  variants: ['control', 'treatment'],
  control: 'control',
  lookup: 'user',
  split: { control: 50, treatment: 50 },
};

describe('assignVariant', () => {
  it('gives the same id the same variant and bucket, every time', () => {
    for (const id of [1, 42, 'anon-5d1e-0000', '0b6f0c1e-8b1a-4c0e-9a53-0d1c2b3a4f5e']) {
      const first = assignVariant('signup_page_revamp', fiftyFifty, id);
      expect(first.bucket).not.toBeNull();
      for (let i = 0; i < 5; i++)
        expect(assignVariant('signup_page_revamp', fiftyFifty, id)).toEqual(first);
    }
  });

  it('is a fixed function: known hashes do not change between releases or platforms', () => {
    // FNV-1a 32-bit + MurmurHash3 finalizer: pinned, so a refactor cannot re-bucket everyone.
    expect(['exp:1', 'exp:2', 'stp_setup_based_on_intention:7'].map(stableHash)).toEqual([
      3092538442, 1863349407, 2021762153,
    ]);
  });

  it('spreads 10,000 ids over the split within 2 percentage points', () => {
    const split = (control: number) => ({
      ...fiftyFifty,
      split: { control, treatment: 100 - control },
    });
    for (const control of [50, 20, 90]) {
      let treated = 0;
      for (let id = 1; id <= 10_000; id++)
        if (
          assignVariant('stp_setup_based_on_intention', split(control), id).variant === 'treatment'
        )
          treated++;
      expect(Math.abs(treated / 100 - (100 - control))).toBeLessThan(2);
    }
    // String ids (the anonymous id is a UUID) spread as well.
    let treated = 0;
    for (let i = 0; i < 10_000; i++)
      if (
        assignVariant('signup_optimization', fiftyFifty, `visitor-${i}-x`).variant === 'treatment'
      )
        treated++;
    expect(Math.abs(treated / 100 - 50)).toBeLessThan(2);
  });

  it('without a split, the variants share ids evenly', () => {
    const three: ExperimentDefinition = {
      variants: ['control', 'a', 'b'],
      control: 'control',
      lookup: 'site',
    };
    const counts: Record<string, number> = { control: 0, a: 0, b: 0 };
    for (let id = 1; id <= 10_000; id++) counts[assignVariant('three', three, id).variant]!++;
    for (const n of Object.values(counts)) expect(Math.abs(n / 10_000 - 1 / 3)).toBeLessThan(0.02);
  });

  it('a 0/100 split sends every id to one variant', () => {
    const all = { ...fiftyFifty, split: { control: 0, treatment: 100 } };
    const none = { ...fiftyFifty, split: { control: 100, treatment: 0 } };
    for (let id = 1; id <= 2_000; id++) {
      expect(assignVariant('x', all, id).variant).toBe('treatment');
      expect(assignVariant('x', none, id).variant).toBe('control');
    }
  });

  it('different experiments bucket the same id independently', () => {
    let same = 0;
    for (let id = 1; id <= 2_000; id++)
      if (
        assignVariant('signup_optimization', fiftyFifty, id).variant ===
        assignVariant('signup_page_revamp', fiftyFifty, id).variant
      )
        same++;
    expect(Math.abs(same / 2_000 - 0.5)).toBeLessThan(0.05);
  });

  it('answers the control on any failure', () => {
    const control = { variant: 'control', bucket: null };
    expect(assignVariant('unknown', undefined, 7)).toEqual(control);
    for (const id of [
      0,
      -1,
      1.5,
      NaN,
      Number.MAX_SAFE_INTEGER + 2,
      '',
      'a b',
      'x'.repeat(101),
      null,
      undefined,
      {},
      [],
    ])
      expect(assignVariant('signup_page_revamp', fiftyFifty, id)).toEqual(control);
    const empty = { ...fiftyFifty, split: { control: 0, treatment: 0 } };
    expect(assignVariant('x', empty, 7)).toEqual(control);
    const other = { ...fiftyFifty, control: 'treatment', split: { control: 0, treatment: 0 } };
    expect(assignVariant('x', other, 7).variant).toBe('treatment');
  });

  it('buckets lie in 0 … BUCKETS-1', () => {
    for (let id = 1; id <= 1_000; id++) {
      const { bucket } = assignVariant('x', fiftyFifty, id);
      expect(bucket).toBeGreaterThanOrEqual(0);
      expect(bucket).toBeLessThan(BUCKETS);
    }
  });

  it('assignmentsFor lists the experiments of one lookup kind, sorted by name', () => {
    const experiments: Record<string, ExperimentDefinition> = {
      zeta: { ...fiftyFifty, lookup: 'user' },
      alpha: { ...fiftyFifty, lookup: 'user' },
      site: { ...fiftyFifty, lookup: 'site' },
    };
    const list = assignmentsFor(experiments, 'user', 42);
    expect(list.map((a) => a.name)).toEqual(['alpha', 'zeta']);
    expect(assignmentsFor(experiments, 'user', 'bad id')).toEqual([
      { name: 'alpha', variant: 'control' },
      { name: 'zeta', variant: 'control' },
    ]);
  });
});

describe('the experiment assignment cookie (product.md#constants-and-limits)', () => {
  const assignments = [
    { name: 'signup_optimization', variant: 'treatment' },
    { name: 'signup_page_revamp', variant: 'control' },
  ];

  it('reads back what it wrote', () => {
    const value = formatAssignmentCookie('anon-5d1e-0000', assignments)!;
    expect(value).toMatch(/^[\x21\x23-\x2b\x2d-\x3a\x3c-\x5b\x5d-\x7e]+$/); // cookie-octets
    expect(parseAssignmentCookie(value)).toEqual({
      id: 'anon-5d1e-0000',
      assignments: { signup_optimization: 'treatment', signup_page_revamp: 'control' },
    });
  });

  it('reads a malformed or oversized value as nothing', () => {
    for (const bad of [
      undefined,
      '',
      'v2|anon-1|a=b',
      'v1|bad id|a=b',
      'v1|anon-1|a=b=c',
      'v1|anon-1|a=',
      `v1|anon-1|${'a=b&'.repeat(300)}a=b`,
      'v1|a|b|c',
    ])
      expect(parseAssignmentCookie(bad)).toBeNull();
    expect(formatAssignmentCookie('bad id', assignments)).toBeNull();
  });

  it('keeps a remembered variant only while it can still be assigned', () => {
    expect(keptVariant(fiftyFifty, 'treatment')).toBe('treatment');
    expect(keptVariant(fiftyFifty, 'gone')).toBeNull();
    expect(
      keptVariant({ ...fiftyFifty, split: { control: 100, treatment: 0 } }, 'treatment'),
    ).toBeNull();
    expect(keptVariant(undefined, 'treatment')).toBeNull();
    expect(keptVariant(fiftyFifty, undefined)).toBeNull();
  });
});

describe('track() sends the assignments (product.md#roles-and-permissions)', () => {
  afterEach(() => {
    setTrackSink();
    setTrackedExperiments({});
  });

  it('adds one `experiments` detail, sorted, and keeps the event within 20 details', () => {
    const events: ProductEvent[] = [];
    setTrackSink((e) => void events.push(e));
    setTrackedExperiments({
      stp_setup_based_on_intention: 'treatment',
      exp_pricing_fall: 'control',
    });
    track('A');
    const many = Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`p${i}`, i]));
    track('B', many);
    setTrackedExperiments({});
    track('C');
    expect(events[0]!.properties).toEqual({
      experiments: 'exp_pricing_fall=control,stp_setup_based_on_intention=treatment',
    });
    expect(Object.keys(events[1]!.properties!)).toHaveLength(MAX_EVENT_PROPERTIES);
    expect(events[1]!.properties!.experiments).toContain('exp_pricing_fall=control');
    expect(events[2]).not.toHaveProperty('properties');
  });
});

describe('the shell sees site experiments (gate context)', () => {
  it('assigns the current site the variants getSiteExperiments answers', async () => {
    const { buildGateContext } = await import('../../runtime/app/signedIn/rules/gateContext');
    const access = {
      flags: {},
      predicates: {},
      experiments: {
        onboarding_tag_gating: { ...fiftyFifty, lookup: 'site' as const },
        stp_setup_based_on_intention: { ...fiftyFifty, lookup: 'user' as const },
      },
    };
    const session = {
      user: { id: 7, isAccountAdmin: false, isDemoUser: false },
      account: { variant: 'full', features: [] },
      permissions: [],
      flags: [],
      experiments: {
        assignments: [{ name: 'stp_setup_based_on_intention', variant: 'treatment' }],
      },
    } as never;
    const site = {
      id: 11,
      analyticsAccess: true,
      plan: 'plus',
      organization: { id: 1, access: 'admin', users: 1 },
      lastData: null,
      sessionCaptureMode: 'on',
    } as never;
    const context = buildGateContext({ session, site, inactiveAfterHours: 24 }, access);
    expect(context.experiments).toEqual({
      stp_setup_based_on_intention: 'treatment',
      onboarding_tag_gating: assignVariant(
        'onboarding_tag_gating',
        access.experiments.onboarding_tag_gating,
        11,
      ).variant,
    });
  });
});
