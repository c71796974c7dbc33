/**
 * The survey-templates kind: each rule on its fixture (tests/fixtures/invalid/
 * survey-templates-*), and the product's own library in manifests/survey-templates/: the counts
 * the issue asks for, product.md#constants-and-limits ids highlighted 1 and 2, 3–7 questions each, and every hero image
 * a file of runtime/public.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { generate, validate } from '../../generator/src/index';
import type { SurveyTemplatesBundle } from '../../contracts/surveyTemplates';
import { FIXTURES } from './fixtureHarness';

const ROOT = join(FIXTURES, '..', '..');

const problems = (name: string) =>
  validate(join(FIXTURES, 'invalid', `survey-templates-${name}`)).diagnostics.map(
    (d) => `${d.rule} ${d.file}:${d.pointer}`,
  );

describe('survey-templates rules', () => {
  it('duplicate category, entry id, survey id, internal name; overlapping id spaces', () => {
    expect(problems('duplicates')).toEqual([
      'survey-templates/duplicate-entry-id manifests/survey-templates/b.yaml:/templates/0/entry_id',
      'survey-templates/duplicate-survey-id manifests/survey-templates/b.yaml:/templates/0/survey_id',
      'survey-templates/duplicate-internal-name manifests/survey-templates/b.yaml:/templates/0/internal_name',
      'survey-templates/ambiguous-id manifests/survey-templates/b.yaml:/templates/1/entry_id',
      'survey-templates/duplicate-category manifests/survey-templates/categories.yaml:/categories/2/name',
    ]);
  });
  it('unknown category, with a suggestion', () => {
    const [d] = validate(
      join(FIXTURES, 'invalid', 'survey-templates-unknown-category'),
    ).diagnostics;
    expect(d).toMatchObject({
      rule: 'survey-templates/unknown-category',
      pointer: '/templates/0/categories/1/name',
      line: 10,
      found: '"npss"',
      hint: 'did you mean "nps"?',
    });
  });
  it('orders within a category: a gap and a duplicate', () => {
    expect(problems('order')).toEqual([
      'survey-templates/order manifests/survey-templates/a.yaml:/templates/0/categories/1/order',
      'survey-templates/order manifests/survey-templates/a.yaml:/templates/1/categories/0/order',
    ]);
  });
  it('choice questions need two options; other types none', () => {
    expect(problems('choice-options')).toEqual([
      'survey-templates/choice-options manifests/survey-templates/a.yaml:/templates/0/questions/0/options',
      'survey-templates/choice-options manifests/survey-templates/a.yaml:/templates/0/questions/1/type',
      'survey-templates/choice-options manifests/survey-templates/a.yaml:/templates/0/questions/2/options',
    ]);
  });
  it('highlight fields complete, only when highlighted, orders 1..n', () => {
    expect(problems('highlight')).toEqual([
      'survey-templates/highlight manifests/survey-templates/a.yaml:/templates/1/highlight_order',
      'survey-templates/highlight manifests/survey-templates/a.yaml:/templates/2/empty_state_highlighted',
      'survey-templates/highlight manifests/survey-templates/a.yaml:/templates/3/highlight_order',
    ]);
  });
  it('synonym groups: two or more lower-case terms, only `terms`, at file:line:col', () => {
    const found = validate(
      join(FIXTURES, 'invalid', 'survey-templates-synonym-schema'),
    ).diagnostics.map((d) => `${d.rule} ${d.file}:${d.line}:${d.column} ${d.pointer}`);
    const file = 'manifests/survey-templates/synonyms.yaml';
    expect(found).toEqual([
      `schema/constraint ${file}:4:12 /synonyms/0/terms`,
      `schema/pattern ${file}:5:13 /synonyms/1/terms/0`,
      `schema/constraint ${file}:6:12 /synonyms/2/terms`,
      `schema/missing-key ${file}:7:5 /synonyms/3`,
      `schema/unknown-key ${file}:7:5 /synonyms/3/words`,
    ]);
  });
  it('a synonym term in two groups, as the search compares them (hyphen or space)', () => {
    expect(problems('duplicate-synonym')).toEqual([
      'survey-templates/duplicate-synonym manifests/survey-templates/b.yaml:/synonyms/0/terms/1',
      'survey-templates/duplicate-synonym manifests/survey-templates/b.yaml:/synonyms/1/terms/0',
    ]);
  });
  it('emits the synonym groups into the bundle the server serves', async () => {
    const result = await generate(join(FIXTURES, 'valid', 'survey-templates-basic'), {
      dryRun: true,
    });
    const file = result.outputs.find((o) => o.path === 'generated/bundle/survey-templates.json');
    expect((JSON.parse(file!.content) as SurveyTemplatesBundle).synonyms).toEqual([
      ['nps', 'net promoter'],
      ['exit-intent', 'leaving visitors'],
    ]);
  });
  it('hero image must be a file of runtime/public', () => {
    expect(problems('missing-image')).toEqual([
      'survey-templates/missing-image manifests/survey-templates/a.yaml:/templates/0/hero_image',
    ]);
  });
});

describe('the template library of manifests/survey-templates', async () => {
  const result = await generate(ROOT, { dryRun: true });
  const file = result.outputs.find((o) => o.path === 'generated/bundle/survey-templates.json');
  const bundle = file && (JSON.parse(file.content) as SurveyTemplatesBundle);

  it('generates without survey-templates diagnostics', () => {
    const mine = result.diagnostics.filter((d) => d.file.includes('survey-templates'));
    expect(mine).toEqual([]);
    expect(bundle).toBeDefined();
  });
  it('has at least 40 surveys, 4 tests, 4 interviews, each with 3–7 questions', () => {
    const count = (use: string) => bundle!.templates.filter((t) => t.use === use).length;
    const floor =
      'the gallery ships at least this many: change this test with the product decision';
    expect(count('survey'), floor).toBeGreaterThanOrEqual(40);
    expect(count('test'), floor).toBeGreaterThanOrEqual(4);
    expect(count('interview'), floor).toBeGreaterThanOrEqual(4);
    for (const t of bundle!.templates) {
      expect(t.questions.length, t.internalName).toBeGreaterThanOrEqual(3);
      expect(t.questions.length, t.internalName).toBeLessThanOrEqual(7);
    }
  });
  it('highlights feedback 898460 then NPS 803182 (product.md#constants-and-limits)', () => {
    const highlighted = bundle!.templates
      .filter((t) => t.emptyState)
      .sort((a, b) => a.emptyState!.order - b.emptyState!.order)
      .map((t) => t.surveyId);
    expect(highlighted).toEqual([898460, 803182]);
  });
  it('declares product.md#constants-and-limits location categories, mobile in beta', () => {
    const byName = new Map(bundle!.categories.map((c) => [c.name, c]));
    expect(byName.get('website')).toMatchObject({ location: true, beta: false });
    expect(byName.get('mobile')).toMatchObject({ location: true, beta: true });
  });
  it('ships every hero image', () => {
    for (const t of bundle!.templates) {
      expect(t.heroImage).not.toBeNull();
      expect(existsSync(join(ROOT, 'runtime/public', t.heroImage!)), t.heroImage!).toBe(true);
    }
  });
});
