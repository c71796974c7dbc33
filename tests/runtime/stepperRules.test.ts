/**
 * The stepper guides' pure rules (runtime/app/signedIn/guides/stepper/stepperRules.ts; product.md#screens-and-routes,
 * product.md#records-and-their-fields "heatmap_guides_step and survey_guides_step hold the current step number", product.md#states-and-transitions "Guide
 * sidebars") on the real manifests: the stored step, the heatmap guide's last step by plan, its
 * launcher (English, heatmap list pages, tracking installed), where the survey guide opens by
 * itself and when, the dismissal value, which sidebar it may replace — and the notification
 * center's "mark the unseen ones shown".
 */
import { describe, expect, it } from 'vitest';
import guidesJson from '../../generated/bundle/guides.json';
import accessJson from '../../generated/bundle/access.json';
import type { AccessDefinitions } from '../../contracts/access';
import type { GateContext } from '../../runtime/rules/gates/context';
import type { GuidesBundle } from '../../runtime/rules/guides/types';
import { routes } from '../../generated/routes';
import {
  drawnButtons,
  guideEvent,
  isDismissedValue,
  launcherShows,
  opensOn,
  storedStepIndex,
  storedStepValue,
  yieldsTo,
} from '../../runtime/app/signedIn/guides/stepper/stepperRules';
import { unseenIds } from '../../runtime/app/signedIn/guides/notifications/notificationRules';

const bundle = guidesJson as unknown as GuidesBundle;
const access = accessJson as unknown as AccessDefinitions;
const heatmap = bundle.guides['heatmap-guide']!;
const survey = bundle.guides['survey-guide']!;

const context = (over: GateContext = {}): GateContext => ({
  locale: 'en',
  plan: 'plus',
  site: { tracking: 'active' },
  ...over,
});

describe('the manifests', () => {
  it('declare 3 and 5 steps (product.md#constants-and-limits) and the state keys of product.md#records-and-their-fields', () => {
    expect(heatmap.steps).toHaveLength(3);
    expect(survey.steps).toHaveLength(5);
    expect(heatmap.state.find((s) => s.holds === 'current-step')?.key).toBe('heatmap_guides_step');
    expect(survey.state.find((s) => s.holds === 'current-step')?.key).toBe('survey_guides_step');
  });
});

describe('storedStepIndex / storedStepValue', () => {
  it.each([
    [undefined, 0],
    ['1', 0],
    ['2', 1],
    ['3', 2],
    ['9', 2],
    ['0', 0],
    ['-4', 0],
    ['two', 0],
    ['', 0],
  ])('%j of 3 steps → index %i', (stored, index) => {
    expect(storedStepIndex(stored, 3)).toBe(index);
  });

  it('stores the 1-based step number and reads it back', () => {
    for (let i = 0; i < 5; i += 1) expect(storedStepIndex(storedStepValue(i), 5)).toBe(i);
    expect(storedStepValue(1)).toBe('2');
  });

  it('reads a guide without steps as index 0', () => {
    expect(storedStepIndex('3', 0)).toBe(0);
  });
});

describe("the heatmap guide's last step (product.md#states-and-transitions)", () => {
  const last = heatmap.steps[2]!.buttons;
  const labels = (plan: string) =>
    drawnButtons(last, context({ plan }), access).map((b) => b.cta.label.split('.').pop());

  it.each(['basic', 'free', 'plus', 'growth', 'business', 'pro', 'enterprise'])(
    'plan %s: go to recordings only',
    (plan) => {
      expect(labels(plan)).toEqual(['go-to-recordings']);
    },
  );

  it('plan scale: speak to sales only', () => {
    expect(labels('scale')).toEqual(['speak-to-sales']);
  });

  it('no plan known: neither (gates fail closed)', () => {
    expect(drawnButtons(last, { locale: 'en' }, access)).toEqual([]);
  });

  it('a denied button with whenDenied disabled is drawn disabled', () => {
    const drawn = drawnButtons(
      [{ label: 'x', route: 'playbacks.list', gate: { plan: ['scale'] }, whenDenied: 'disabled' }],
      context({ plan: 'plus' }),
      access,
    );
    expect(drawn).toEqual([expect.objectContaining({ disabled: true })]);
  });
});

describe("the heatmap guide's launcher (product.md#states-and-transitions)", () => {
  it.each(['active', 'inactive', 'capture-off'] as const)(
    'shows on the heatmap list in English with tracking %s',
    (tracking) => {
      expect(launcherShows(heatmap, 'heatmaps.list', context({ site: { tracking } }), access)).toBe(
        true,
      );
    },
  );

  it('not without tracking installed, or when unknown', () => {
    const notInstalled = context({ site: { tracking: 'not-installed' } });
    expect(launcherShows(heatmap, 'heatmaps.list', notInstalled, access)).toBe(false);
    expect(launcherShows(heatmap, 'heatmaps.list', context({ site: {} }), access)).toBe(false);
  });

  it.each(['de', 'fr', 'es', 'it', 'pt-BR', 'ja'])('not in %s', (locale) => {
    expect(launcherShows(heatmap, 'heatmaps.list', context({ locale }), access)).toBe(false);
  });

  it.each(['heatmaps.view', 'heatmaps.report', 'playbacks.list', 'surveys.list'])(
    'not on %s',
    (route) => {
      expect(launcherShows(heatmap, route, context(), access)).toBe(false);
    },
  );

  it('the survey guide has none', () => {
    expect(launcherShows(survey, 'heatmaps.list', context(), access)).toBe(false);
  });
});

describe('where the survey guide opens by itself (product.md#screens-and-routes)', () => {
  const route = (name: keyof typeof routes) => routes[name];

  it.each(['surveys.list', 'surveys.responses', 'surveys.survey-responses'] as const)(
    'on %s until dismissed',
    (name) => {
      expect(opensOn(survey, route(name), false)).toBe(true);
      expect(opensOn(survey, route(name), true)).toBe(false);
    },
  );

  it.each(['surveys.create', 'heatmaps.list', 'dashboard.index', 'overview.index'] as const)(
    'not on %s',
    (name) => {
      expect(name in routes).toBe(true);
      expect(opensOn(survey, route(name), false)).toBe(false);
    },
  );

  it('the heatmap guide never opens by itself', () => {
    expect(opensOn(heatmap, route('heatmaps.list'), false)).toBe(false);
  });

  it('replaces the getting-started sidebar, never one the user opened', () => {
    expect(yieldsTo(null)).toBe(true);
    expect(yieldsTo('getting-started')).toBe(true);
    expect(yieldsTo('notification-center')).toBe(false);
    expect(yieldsTo('heatmap-guides')).toBe(false);
  });
});

describe('the dismissal value (product.md#states-and-transitions "value dismissed")', () => {
  it.each([
    ['dismissed', true],
    ['true', true],
    ['True', true],
    [undefined, false],
    ['', false],
    ['false', false],
    ['not dismissed', false],
  ])('%j → %s', (stored, dismissed) => {
    expect(isDismissedValue(stored)).toBe(dismissed);
  });
});

describe('guideEvent', () => {
  it('names events after the guide', () => {
    expect(guideEvent('heatmap-guide', 'next')).toBe('heatmap_guide_next');
    expect(guideEvent('survey-guide', 'dismissed')).toBe('survey_guide_dismissed');
  });
});

describe('unseenIds (the notification center marks the unseen ones it shows)', () => {
  it('keeps the order, leaves the seen ones out', () => {
    expect(
      unseenIds([
        { id: 9, seenAt: null },
        { id: 8, seenAt: 1_700_000_000 },
        { id: 7, seenAt: null },
      ]),
    ).toEqual([9, 7]);
    expect(unseenIds([])).toEqual([]);
  });
});
