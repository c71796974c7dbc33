/**
 * A stored form's answers as user attributes: every declared field round-trips under its
 * snake-case key whatever its type, undeclared attributes stay out, and a stored value the form
 * no longer accepts reads as unanswered without taking the other answers with it. Plus the
 * invariant over the real manifests: a stored form's fields never share a key.
 */
import { describe, expect, it } from 'vitest';
import forms from '../../generated/bundle/forms.json';
import {
  answersFromAttributes,
  attributeKey,
  encodeAnswer,
  validAnswers,
} from '../../runtime/rules/forms/storedAnswers';
import { createAjv } from '../../runtime/rules/validation/createAjv';

const schema = {
  type: 'object',
  additionalProperties: false,
  required: ['goal'],
  properties: {
    goal: { type: 'string', enum: ['feedback', 'surveys'] },
    teamSize: { type: 'string', enum: ['solo', 'small'] },
    seats: { type: 'integer', maximum: 500 },
    channels: { type: 'array', uniqueItems: true, items: { type: 'string', enum: ['a', 'b'] } },
  },
};
const validate = createAjv('2020-12', { allErrors: true }).compile(schema);

const stored = (answers: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(answers).map(([f, v]) => [attributeKey(f), encodeAnswer(v)]));

describe('stored form answers', () => {
  it('keys each field by its id in snake case', () => {
    expect(['goal', 'teamSize', 'jobsToBeDone', 'x2Value'].map(attributeKey)).toEqual([
      'goal',
      'team_size',
      'jobs_to_be_done',
      'x2_value',
    ]);
  });

  it('round-trips every declared field, whatever its type', () => {
    const answers = { goal: 'surveys', teamSize: 'small', seats: 12, channels: ['b', 'a'] };
    expect(answersFromAttributes(schema, stored(answers))).toEqual(answers);
  });

  it('stores text as typed and reads undeclared attributes as nothing', () => {
    expect(encodeAnswer('surveys')).toBe('surveys');
    expect(answersFromAttributes(schema, { goal: 'feedback', other_thing: 'x' })).toEqual({
      goal: 'feedback',
    });
  });

  it('drops only the values the form refuses now', () => {
    const read = answersFromAttributes(schema, { goal: 'feedback', team_size: 'huge', seats: '{' });
    expect(validAnswers(read, validate)).toEqual({ goal: 'feedback' });
    // An unanswered required question leaves the given answers alone.
    expect(validAnswers({ teamSize: 'solo' }, validate)).toEqual({ teamSize: 'solo' });
  });

  it('gives every field of a stored form in the manifests its own key', () => {
    for (const form of forms.forms.filter((f) => 'storage' in f)) {
      const fields = Object.keys(form.schema.properties);
      expect(new Set(fields.map(attributeKey)).size, form.id).toBe(fields.length);
    }
  });
});
