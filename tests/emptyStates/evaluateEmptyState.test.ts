/**
 * The empty-state engine on the REAL bundle (generated/bundle/empty-states.json and access.json,
 * what the runtime loads): product.md#screens-and-routes "Feature empty states" as a table — for each persona, what the
 * engine says a feature page shows, and why.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { AccessBundle } from '../../contracts/access';
import type { TrackingState } from '../../contracts/gates';
import {
  evaluateEmptyState,
  type EmptyStateView,
} from '../../runtime/rules/emptyStates/evaluateEmptyState';
import { dataPresent, usesSessions } from '../../runtime/rules/emptyStates/dataPresent';
import type { EmptyStatesBundle } from '../../runtime/rules/emptyStates/types';

const ROOT = join(fileURLToPath(import.meta.url), '..', '..', '..');
const read = <T>(file: string) =>
  JSON.parse(readFileSync(join(ROOT, 'generated/bundle', file), 'utf8')) as T;
const bundle = read<EmptyStatesBundle>('empty-states.json');
const access = read<AccessBundle>('access.json');
const OVERLAY_EXPERIMENT = 'stp_setup_based_on_intention';

interface Persona {
  tracking?: TrackingState;
  data?: boolean;
  permissions?: string[];
  experiment?: string;
  skipped?: boolean;
}

function view(feature: string, p: Persona = {}): EmptyStateView {
  const result = evaluateEmptyState(
    bundle,
    feature,
    {
      context: {
        permissions: p.permissions ?? ['surveys-create', 'feedbacks-create'],
        account: { variant: 'default', features: [] },
        site: { tracking: p.tracking ?? 'not-installed' },
        experiments: p.experiment ? { [OVERLAY_EXPERIMENT]: p.experiment } : {},
      },
      hasData: p.data ?? false,
      skippedInstallation: p.skipped ?? false,
    },
    access,
  );
  if (!result) throw new Error(`no empty state for ${feature}`);
  return result;
}

const FEATURES = Object.keys(bundle.features);
const treatment = access.experiments[OVERLAY_EXPERIMENT]!.variants.find(
  (v) => v !== access.experiments[OVERLAY_EXPERIMENT]!.control,
)!;

describe('every feature (product.md#screens-and-routes: title, text, image, install and demo buttons)', () => {
  // Which features there are is the manifests' to say (tests/emptyStates/emptyStatesSpec.test.ts
  // holds the ones the product rules name); each one declared is checked below.
  it.each(FEATURES)('%s: not installed → notice, install and demo buttons, no overlay', (f) => {
    const v = view(f);
    expect(v.stage).not.toBe('has-data');
    expect(v.title).toBe(`empty-states:${f}.title`);
    expect(v.notice?.text).toBe('empty-states:common.not-installed-notice');
    expect(v.install).toMatchObject({
      state: 'shown',
      cta: { action: 'open-tracking-code-modal' },
    });
    expect(v.demo).toMatchObject({ state: 'shown', cta: { action: 'start-demo-tour' } });
    expect(v.overlay).toBeUndefined();
    expect(v.overlayReason?.detail).toContain('control');
  });

  it.each(FEATURES)('%s: installed → no notice, the reason names the tracking state', (f) => {
    const v = view(f, { tracking: 'active' });
    expect(v.notice).toBeUndefined();
    expect(v.noticeReason?.detail).toBe('needs tracking code not-installed; it is active');
  });

  it.each(FEATURES)('%s: installed → no install call to action anywhere', (f) => {
    for (const tracking of ['active', 'inactive', 'capture-off'] as const) {
      const v = view(f, { tracking, experiment: treatment });
      expect(v.install?.state ?? 'hidden', tracking).toBe('hidden');
      expect(v.installLink?.state ?? 'hidden', tracking).toBe('hidden');
      expect(v.overlay, tracking).toBeUndefined();
    }
  });

  it.each(FEATURES)('%s: experiment variant → the full overlay, install primary', (f) => {
    const v = view(f, { experiment: treatment });
    expect(v.overlay?.primary.cta.action).toBe('open-tracking-code-modal');
    expect(v.overlay?.secondary.cta.action).toBe('start-demo-tour');
  });

  it.each(FEATURES)('%s: data present → the has-data stage, nothing else', (f) => {
    const v = view(f, { data: true, tracking: 'active', experiment: treatment });
    expect(v.stage).toBe('has-data');
    expect(v.overlay).toBeUndefined();
    expect(v.install).toBeUndefined();
  });

  it.each(['dashboard', 'trends', 'impact', 'funnels', 'heatmaps', 'highlights', 'session-replay'])(
    '%s: no data → the plain empty state',
    (f) => expect(view(f, { tracking: 'active' }).stage).toBe('empty'),
  );
});

describe('data present (runtime/rules/emptyStates/dataPresent.ts)', () => {
  it('session features have data once sessions were recorded; surveys, feedback, highlights never', () => {
    expect(dataPresent('recordings', 3)).toBe(true);
    expect(dataPresent('dashboard', 0)).toBe(false);
    expect(dataPresent('heatmaps', undefined)).toBe(false);
    for (const f of ['surveys', 'feedback', 'highlights']) expect(dataPresent(f, 100)).toBe(false);
  });

  it('the has-data stage quotes the text: no session feature asks to install there', () => {
    const en = JSON.parse(
      readFileSync(join(ROOT, 'locales/en/empty-states.json'), 'utf8'),
    ) as Record<string, { text?: string }>;
    for (const f of FEATURES.filter(usesSessions)) {
      const v = view(f, { data: true, tracking: 'active' });
      const [, key] = v.text.split(':');
      const text = key!.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], en);
      expect(text, f).not.toMatch(/install/i);
    }
  });

  it('a recording needs an ended session; the other session features count live ones too', () => {
    expect(dataPresent('recordings', 2, undefined, 2)).toBe(false);
    expect(dataPresent('session-replay', 2, undefined, 2)).toBe(false);
    expect(dataPresent('recordings', 3, undefined, 2)).toBe(true);
    expect(dataPresent('dashboard', 2, undefined, 2)).toBe(true);
  });
});

describe('feedback (product.md#screens-and-routes, product.md#roles-and-permissions, product.md#errors)', () => {
  it('links to install; create button shown with feedbacks-create', () => {
    const v = view('feedback');
    expect(v.installLink).toMatchObject({ state: 'shown', cta: { style: 'link' } });
    expect(v.createButton).toMatchObject({ state: 'shown', cta: { route: 'feedback.create' } });
  });
  it('without feedbacks-create: disabled with the lack-of-permission tooltip and the reason', () => {
    const b = view('feedback', { permissions: [] }).createButton!;
    expect(b.state).toBe('disabled');
    expect(b.tooltip).toBe('empty-states:feedback.no-permission');
    expect(b.reason?.detail).toBe('needs permission feedbacks-create; the user lacks it');
  });
});

describe('surveys (product.md#screens-and-routes pending installation, pending setup, new-survey dropdown)', () => {
  it('not installed → pending installation with install and skip', () => {
    const v = view('surveys');
    expect(v.stage).toBe('pending-installation');
    expect(v.pendingInstallation?.installButton.cta.action).toBe('open-tracking-code-modal');
    expect(v.pendingInstallation?.skipLink.cta.action).toBe('skip-installation');
    expect(v.pendingSetup).toBeUndefined();
  });
  it('installation skipped → pending setup although not installed', () => {
    const v = view('surveys', { skipped: true });
    expect(v.stage).toBe('pending-setup');
    expect(v.stageReason.detail).toContain('skipped');
  });
  it('installed → pending setup: the highlighted template cards, then browse templates', () => {
    const v = view('surveys', { tracking: 'active' });
    expect(v.stage).toBe('pending-setup');
    expect(v.pendingSetup!.cards.map((c) => c.card.templates ?? 'browse')).toEqual([
      'highlighted',
      'browse',
    ]);
    expect(v.pendingSetup!.cards.every((c) => c.state === 'shown')).toBe(true);
  });
  it('without surveys-create: cards and dropdown disabled with the tooltip', () => {
    const v = view('surveys', { tracking: 'active', permissions: [] });
    for (const c of v.pendingSetup!.cards) {
      expect(c.state).toBe('disabled');
      expect(c.tooltip).toBe('empty-states:surveys.no-permission');
    }
    expect(v.newSurveyDropdown).toMatchObject({
      state: 'disabled',
      tooltip: 'empty-states:surveys.no-permission',
    });
  });
  it('the dropdown lists the three creation paths', () => {
    const d = view('surveys').newSurveyDropdown!;
    expect(d.state).toBe('shown');
    expect(d.items.map((i) => i.cta.route)).toEqual([
      'surveys.create',
      'survey-templates.gallery',
      'survey-templates.ai',
    ]);
  });
});

describe('recordings pending data (product.md#screens-and-routes: warning, disabled, normal)', () => {
  it.each([
    ['not-installed', 'warning', 'open-tracking-code-modal'],
    ['inactive', 'warning', 'open-tracking-code-modal'],
    ['capture-off', 'disabled', undefined],
    ['active', 'normal', undefined],
  ] as const)('tracking %s → %s', (tracking, variant, action) => {
    const v = view('recordings', { tracking });
    expect(v.stage).toBe('pending-data');
    expect(v.pendingData?.variant).toBe(variant);
    if (action) expect(v.pendingData?.button?.cta.action).toBe(action);
  });
  it('disabled goes to site settings; normal has the teaser (3 cards, 10 s)', () => {
    expect(view('recordings', { tracking: 'capture-off' }).pendingData?.button?.cta.route).toBe(
      'site.settings',
    );
    const normal = view('recordings', { tracking: 'active' }).pendingData!;
    expect(normal.teaser).toMatchObject({ maxCards: 3, refreshSeconds: 10 });
    expect(normal.reason.detail).toContain('not warning');
  });
});

describe('unknown facts fail closed (the gate evaluator)', () => {
  it('unknown tracking: no notice, and the reason says it is unknown', () => {
    const result = evaluateEmptyState(
      bundle,
      'heatmaps',
      { context: {}, hasData: false, skippedInstallation: false },
      access,
    )!;
    expect(result.notice).toBeUndefined();
    expect(result.noticeReason?.detail).toContain('unknown');
  });
  it('an undeclared feature has no empty state', () => {
    expect(
      evaluateEmptyState(
        bundle,
        'nope',
        { context: {}, hasData: false, skippedInstallation: false },
        access,
      ),
    ).toBeUndefined();
  });
});

describe('guide cards (product.md#screens-and-routes "Sidebars and cards")', () => {
  it('the dashboard shows quick links and a video card in every empty stage', () => {
    for (const tracking of ['not-installed', 'active'] as const) {
      expect(view('dashboard', { tracking }).guideCards?.map((c) => c.type)).toEqual([
        'quick-link',
        'quick-link',
        'quick-link',
        'video',
      ]);
    }
  });

  it('highlights show the highlights guide card, trends a guide card', () => {
    expect(view('highlights').guideCards).toEqual([{ type: 'highlights-guide' }]);
    expect(view('trends').guideCards?.[0]).toMatchObject({
      type: 'guide',
      route: 'playbacks.list',
    });
  });

  it('a feature with data shows no card', () => {
    expect(view('dashboard', { data: true }).guideCards).toBeUndefined();
  });
});
