/**
 * Texts set by experiments (manifests/access.yaml `texts`): the slot shows the assigned
 * variant's key, the control's while nothing is assigned (or the assignment is not a declared
 * variant), and the usual text (undefined) for a variant the experiment gives no text.
 */
import { describe, expect, it } from 'vitest';
import type { ExperimentDefinition } from '../../contracts/access';
import { experimentText } from '../../runtime/rules/experiments/experimentText';

const revamp: ExperimentDefinition = {
  variants: ['control', 'bold', 'calm'],
  control: 'control',
  lookup: 'anonymous',
  texts: {
    'register.headline': { bold: 'signup:exp.bold', calm: 'signup:exp.calm' },
    'register.submit': { control: 'signup:exp.control-cta' },
  },
};
const experiments = { revamp };

describe('experimentText', () => {
  it('answers the key of the assigned variant', () => {
    expect(experimentText(experiments, { revamp: 'bold' }, 'register.headline')).toBe(
      'signup:exp.bold',
    );
    expect(experimentText(experiments, { revamp: 'calm' }, 'register.headline')).toBe(
      'signup:exp.calm',
    );
  });

  it('answers the usual text for a variant without one', () => {
    expect(experimentText(experiments, { revamp: 'control' }, 'register.headline')).toBeUndefined();
    expect(experimentText({}, { revamp: 'bold' }, 'register.headline')).toBeUndefined();
  });

  it('takes the control while nothing (or an unknown variant) is assigned', () => {
    expect(experimentText(experiments, {}, 'register.submit')).toBe('signup:exp.control-cta');
    expect(experimentText(experiments, { revamp: 'gone' }, 'register.submit')).toBe(
      'signup:exp.control-cta',
    );
  });

  it('lets the first experiment by name win a shared slot', () => {
    const other: ExperimentDefinition = {
      ...revamp,
      texts: { 'register.headline': { bold: 'signup:exp.other' } },
    };
    const both = { zeta: revamp, alpha: other };
    expect(experimentText(both, { zeta: 'bold', alpha: 'bold' }, 'register.headline')).toBe(
      'signup:exp.other',
    );
  });
});
