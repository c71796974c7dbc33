/**
 * `lodestar explain experiment <name> --id <id>`: the variant and bucket an id gets
 * under the declared split — the runtime's own assignment (assignVariant.ts), read from a fixture
 * whose split is 80/20.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { validate } from '../../generator/src/index';
import { experimentText, explainExperiment } from '../../generator/src/explain/experiment';
import { assignVariant } from '../../runtime/rules/experiments/assignVariant';
import { FIXTURES } from './fixtureHarness';

const model = validate(join(FIXTURES, 'valid', 'menus-shell-bundle')).model;
const definition = {
  variants: ['control', 'treatment'],
  control: 'control',
  lookup: 'anonymous' as const,
  split: { control: 80, treatment: 20 },
};

describe('explain experiment', () => {
  it('prints the bucket, the split ranges and the variant of an id', () => {
    const id = '0b6f0c1e-8b1a-4c0e-9a53-0d1c2b3a4f5e';
    const result = explainExperiment(model, 'signup_page_revamp', id);
    if (result.outcome !== 'explained') throw new Error('not explained');
    const expected = assignVariant('signup_page_revamp', definition, id);
    expect(result.explanation).toMatchObject({ id, ...expected, lookup: 'anonymous' });
    expect(result.explanation.ranges).toEqual([
      { variant: 'control', percent: 80, from: 0, to: 7999 },
      { variant: 'treatment', percent: 20, from: 8000, to: 9999 },
    ]);
    const text = experimentText(result.explanation);
    expect(text).toContain(`bucket   ${expected.bucket} of 0…9999`);
    expect(text).toContain('control 80% (buckets 0…7999), treatment 20% (buckets 8000…9999)');
    expect(text).toContain(`variant  ${expected.variant}`);
  });

  it('prints the texts the variant sees in the slots the experiment sets', () => {
    const texts = validate(join(FIXTURES, 'valid', 'access-experiment-texts')).model;
    const treated = explainExperiment(texts, 'signup_page_revamp', 'a b');
    if (treated.outcome !== 'explained') throw new Error('not explained');
    // A malformed id gets the control, which the fixture leaves to the usual texts.
    expect(treated.explanation.texts).toEqual({});
    const evenSplit = {
      variants: definition.variants,
      control: 'control',
      lookup: 'anonymous' as const,
    };
    const ids = Array.from({ length: 40 }, (_, i) => `visitor-${i}-abcdef`);
    const id = ids.find(
      (candidate) =>
        assignVariant('signup_page_revamp', evenSplit, candidate).variant === 'treatment',
    )!;
    const result = explainExperiment(texts, 'signup_page_revamp', id);
    if (result.outcome !== 'explained') throw new Error('not explained');
    expect(experimentText(result.explanation)).toContain(
      'text     register.headline → signup:experiments.headline',
    );
  });

  it('prints the values the variant starts on in the value slots the experiment sets', () => {
    const values = validate(join(FIXTURES, 'valid', 'access-experiment-values')).model;
    const control = explainExperiment(values, 'checkout_annual_push', 'x');
    if (control.outcome !== 'explained') throw new Error('not explained');
    // A malformed user id gets the control, which the fixture leaves to the usual values.
    expect(control.explanation.values).toEqual({});
    const evenSplit = {
      variants: ['control', 'treatment'],
      control: 'control',
      lookup: 'user' as const,
    };
    const id = Array.from({ length: 40 }, (_, i) => i + 1).find(
      (candidate) =>
        assignVariant('checkout_annual_push', evenSplit, candidate).variant === 'treatment',
    )!;
    const result = explainExperiment(values, 'checkout_annual_push', String(id));
    if (result.outcome !== 'explained') throw new Error('not explained');
    expect(experimentText(result.explanation)).toContain('value    checkout.cycle → annually');
    expect(experimentText(result.explanation)).toContain(
      'value    checkout.plan → ask-business-1000',
    );
  });

  it('says when an id is malformed (control) and refuses an unknown experiment', () => {
    const malformed = explainExperiment(model, 'signup_page_revamp', 'a b');
    if (malformed.outcome !== 'explained') throw new Error('not explained');
    expect(malformed.explanation).toMatchObject({ bucket: null, variant: 'control' });
    expect(experimentText(malformed.explanation)).toContain('not well formed');
    const unknown = explainExperiment(model, 'signup_page_revamp2', '1');
    expect(unknown).toEqual({
      outcome: 'usage',
      problems: ['unknown experiment "signup_page_revamp2" (declared: signup_page_revamp)'],
    });
  });
});
