/** The app-state a first render reads: the shell's namespaces, unscoped or the page's site. */
import { describe, expect, it } from 'vitest';
import { firstRenderAppState } from '../../contracts/firstRenderAppState';

const value = (namespace: string, site_id: number | null = null) => ({
  namespace,
  key: 'k',
  value: 'v',
  site_id,
});

describe('firstRenderAppState', () => {
  it.each([
    [[], 7, [], false],
    [[value('onboarding', 7), value('atv_side_bar')], 7, [0, 1], false],
    [[value('onboarding', 7), value('onboarding', 8)], 7, [0], true],
    [[value('survey_templates'), value('atv_getting_started_guide', 7)], 7, [1], true],
    [[value('onboarding', 7), value('onboarding')], undefined, [1], true],
  ])('%j for site %s keeps %j (partial: %s)', (settings, siteId, keptIndexes, partial) => {
    expect(firstRenderAppState(settings, siteId)).toEqual({
      settings: keptIndexes.map((i) => settings[i]),
      partial,
    });
  });
});
