/** The real manifests/app.yaml: no diagnostics, and the languages and constants of product.md#constants-and-limits. */
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { formatDiagnostics } from '../../cli/src/formatDiagnostics';
import { validate } from '../../generator/src/index';
import { appBundle } from '../../generator/src/kinds/app/bundle';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const project = validate(ROOT);
const { languages, constants } = appBundle(project.model.app);

it('manifests/app.yaml produces no diagnostics', () => {
  const mine = project.diagnostics.filter((d) => d.file === 'manifests/app.yaml');
  expect(formatDiagnostics(mine)).toBe('');
});

describe('the language sets, whatever languages they list', () => {
  const declared = new Set(languages?.available.map((l) => l.code));
  const sets = Object.entries(languages?.sets ?? {});

  it('offer the default language in the default and alternative sets', () => {
    expect(declared).toContain(languages?.default);
    expect(languages?.sets.default).toContain(languages?.default);
    expect(languages?.sets.alternative).toContain(languages?.default);
  });
  it('list declared languages only, each once', () => {
    for (const [name, codes] of sets) {
      expect(
        codes.filter((c) => !declared.has(c)),
        name,
      ).toEqual([]);
      expect(new Set(codes).size, name).toBe(codes.length);
    }
  });
  it('give every language a user can pick outside development its translations', () => {
    const offered = [...(languages?.sets.default ?? []), ...(languages?.sets.alternative ?? [])];
    const untranslated = offered.filter((c) => !existsSync(join(ROOT, 'locales', c)));
    expect(untranslated).toEqual([]);
  });
});

describe('constants hold the values of the product rules', () => {
  const c = constants!;
  const cases: [string, unknown, unknown][] = [
    ['default pricing table', c.pricing.defaultPricingTableId, 8],
    ['app sidebar', c.layout.appSidebarWidthPx, 220],
    ['getting-started sidebar', c.layout.gettingStartedSidebarWidthPx, 280],
    ['collapse breakpoint', c.layout.sidebarCollapseBelowPx, 991],
    ['float breakpoint', c.layout.floatingWidgetBreakpointPx, 1400],
    ['top bar', [c.layout.topBarHeightPx, c.layout.topBarBannerHeightPx], [56, 48]],
    ['site selector', [c.layout.siteSelectorWidthPx, c.layout.siteSelectorMaxHeightPx], [310, 438]],
    ['favicon', c.layout.faviconSizePx, 16],
    ['demo overlay', c.timers.demoOverlayMs, 1500],
    ['cookies', Object.values(c.cookies), [365, 60, 30]],
    ['password', c.limits.passwordMinChars, 8],
    ['AI goal', c.limits.aiGoalMaxChars, 400],
    ['epoch', c.limits.gettingStartedAutoDoneBeforeEpochSeconds, 1604335671],
    ['count formatting', c.limits.countFormatting.plainBelowCount, 2000],
    ['trial', c.pricing.trialDays, 15],
    [
      'conversion offer',
      [c.pricing.conversionOfferConstantA.value, c.pricing.conversionOfferConstantB.value],
      [40, 25],
    ],
    [
      'templates',
      [c.surveyTemplates.feedbackTemplateId, c.surveyTemplates.npsTemplateId],
      [898460, 803182],
    ],
    ['guides', Object.values(c.guides), [3, 5, 4]],
    ['coverage', Object.values(c.coverageLevels), [25, 50, 75, 99]],
    ['AI presets', c.aiGoalPresets.length, 6],
    ['campaign parameters', c.trackedCampaignParameters.length, 15],
    [
      'sidebar kinds',
      c.sidebarKinds,
      ['getting-started', 'heatmap-guides', 'survey-guides', 'notification-center'],
    ],
  ];
  for (const [what, found, want] of cases) {
    it(what, () =>
      expect(
        found,
        `the product rules fix ${what}: change this test with the product decision`,
      ).toEqual(want),
    );
  }
});
