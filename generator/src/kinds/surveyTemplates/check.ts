/**
 * Cross-file rules of the survey-templates kind ("validated at generate time like every
 * manifest"): ids and names are unique (findTemplate looks a template up by entry or survey id,
 * so the two id spaces must not overlap either), templates are listed under declared categories
 * at positions 1..n, choice questions offer at least two options, and a template highlighted in
 * the surveys empty state has its title, text and position (1..n over the highlighted ones).
 */
import { childRef, type Located } from '../../core/located';
import type { PartName, PartsOf } from '../../core/partTypes';
import type { CheckContext, Ref } from '../../core/types';
import { declaredOnce, reportDuplicates } from '../../resolve/reportDuplicates';
import { phraseForm } from '../../../../runtime/rules/surveyTemplates/synonymQueries';
import type { SurveyTemplate, SynonymGroup } from './model';

/** The other kinds' parts the survey-templates check reads (see KindDefinition `reads`). */
export const SURVEY_TEMPLATES_READS = [] as const satisfies readonly PartName[];
export type SurveyTemplatesParts = PartsOf<
  'survey-templates' | (typeof SURVEY_TEMPLATES_READS)[number]
>;

export const SURVEY_TEMPLATE_RULES: Record<string, string> = {
  'survey-templates/duplicate-category': 'A category is declared twice.',
  'survey-templates/duplicate-entry-id': 'Two templates have the same entry_id.',
  'survey-templates/duplicate-survey-id': 'Two templates have the same survey_id.',
  'survey-templates/duplicate-internal-name': 'Two templates have the same internal_name.',
  'survey-templates/ambiguous-id':
    "A template's entry_id is another template's survey_id (a lookup by id would be ambiguous).",
  'survey-templates/unknown-category':
    'A template is listed under a category `categories` does not declare.',
  'survey-templates/order':
    'The orders within a category are not 1..n: a gap, a duplicate, or a template listed twice in one category.',
  'survey-templates/choice-options':
    'A choice question has fewer than two options, or a question of another type has options.',
  'survey-templates/highlight':
    'A highlighted template lacks highlight_title, highlight_description or highlight_order, a template that is not highlighted has them, or the highlight orders are not 1..n.',
  'survey-templates/missing-image': 'A hero_image is not a file under runtime/public.',
  'survey-templates/duplicate-synonym':
    'A search term is in two synonym groups (the search could not tell which group it means).',
};

const CHOICE = new Set(['single-choice', 'multiple-choice']);

/**
 * Positions must be 1..n: a second entry with a taken order is reported at its place (the first
 * as related), then the first gap in the distinct orders once (one gap, one error).
 */
function checkPositions(
  ctx: CheckContext,
  items: { order: number; at: Ref }[],
  rule: string,
  what: string,
  hint: string,
): void {
  const first = new Map<number, Ref>();
  for (const entry of items) {
    const earlier = first.get(entry.order);
    if (!earlier) {
      first.set(entry.order, entry.at);
      continue;
    }
    ctx.report({
      at: entry.at,
      rule,
      message: `Two entries of ${what} have order ${entry.order}`,
      expected: `each order of ${what} used once`,
      found: String(entry.order),
      hint,
      related: [earlier],
    });
  }
  const distinct = [...first.keys()].sort((a, b) => a - b);
  const gap = distinct.findIndex((order, i) => order !== i + 1);
  if (gap < 0) return;
  ctx.report({
    at: first.get(distinct[gap]!)!,
    rule,
    message: `The orders of ${what} skip ${gap + 1}`,
    expected: `orders 1..${distinct.length} of ${what}`,
    found: String(distinct[gap]),
    hint,
  });
}

export function checkSurveyTemplates(model: SurveyTemplatesParts, ctx: CheckContext): void {
  const part = model['survey-templates'];
  const templates = part.templates;

  reportDuplicates(ctx, part.categories, {
    rule: 'survey-templates/duplicate-category',
    key: (c) => c.name,
    at: (c) => childRef(c.$at, 'name'),
    ...declaredOnce('category'),
  });
  const unique = (rule: string, field: 'entry_id' | 'survey_id' | 'internal_name'): void => {
    reportDuplicates(ctx, templates, {
      rule,
      key: (t) => String(t[field]),
      at: (t) => childRef(t.$at, field),
      message: (key) => `Two templates have ${field} ${key}`,
      found: (key) => (field === 'internal_name' ? JSON.stringify(key) : key),
      expected: `each ${field} used by one template`,
      hint: `Give one of the two another ${field}${field === 'internal_name' ? '' : ' (the next free number)'}.`,
    });
  };
  unique('survey-templates/duplicate-entry-id', 'entry_id');
  unique('survey-templates/duplicate-survey-id', 'survey_id');
  unique('survey-templates/duplicate-internal-name', 'internal_name');

  const bySurveyId = new Map(templates.map((t) => [t.survey_id, t]));
  for (const template of templates) {
    const other = bySurveyId.get(template.entry_id);
    if (!other || other === template) continue;
    ctx.report({
      at: childRef(template.$at, 'entry_id'),
      rule: 'survey-templates/ambiguous-id',
      message: `The entry_id ${template.entry_id} is the survey_id of "${other.internal_name}"`,
      expected: 'entry ids and survey ids that do not overlap',
      found: String(template.entry_id),
      hint: 'Entry ids are small numbers (1, 2, …), survey ids large ones (898460): renumber the entry.',
      related: [childRef(other.$at, 'survey_id')],
    });
  }

  for (const template of templates) {
    checkQuestions(ctx, template);
    checkHighlightFields(ctx, template);
    if (template.hero_image !== undefined && !ctx.publicAsset(template.hero_image)) {
      ctx.report({
        at: childRef(template.$at, 'hero_image'),
        rule: 'survey-templates/missing-image',
        message: `The image "${template.hero_image}" is not a file of runtime/public`,
        expected:
          'a path such as /images/survey-templates/<category>.svg naming a file in runtime/public',
        found: JSON.stringify(template.hero_image),
        hint: `Add runtime/public${template.hero_image}, or correct the path (runtime/public is served at /).`,
      });
    }
  }

  // The rules below compare all documents: skipped while one of them failed its schema.
  if (!ctx.complete('survey-templates')) return;
  checkSynonyms(ctx, part.synonyms);
  const names = part.categories.map((c) => c.name);
  const slots = new Map<string, { order: number; at: Ref }[]>();
  for (const template of templates) {
    template.categories.forEach((category, i) => {
      const at = childRef(template.$at, 'categories', i);
      if (!names.includes(category.name)) {
        ctx.report({
          at: childRef(at, 'name'),
          rule: 'survey-templates/unknown-category',
          message: `Unknown category "${category.name}"`,
          expected: 'a category declared under `categories`',
          found: JSON.stringify(category.name),
          hint:
            ctx.didYouMeanHint(category.name, names) ?? `Declared categories: ${names.join(', ')}`,
        });
        return;
      }
      const list = slots.get(category.name) ?? [];
      list.push({ order: category.order, at: childRef(at, 'order') });
      slots.set(category.name, list);
    });
  }
  for (const [name, list] of slots) {
    checkPositions(
      ctx,
      list,
      'survey-templates/order',
      `category "${name}"`,
      'Number the templates of a category 1, 2, 3, … (the gallery shows them in that order).',
    );
  }
  const highlighted = templates.filter((t) => t.empty_state_highlighted && t.highlight_order);
  checkPositions(
    ctx,
    highlighted.map((t) => ({
      item: t,
      order: t.highlight_order!,
      at: childRef(t.$at, 'highlight_order'),
    })),
    'survey-templates/highlight',
    'the highlighted templates',
    'Number the highlighted templates 1, 2, … (the surveys empty state shows them in that order).',
  );
}

function checkQuestions(ctx: CheckContext, template: Located<SurveyTemplate>): void {
  template.questions.forEach((question, i) => {
    const count = question.options?.length ?? 0;
    const choice = CHOICE.has(question.type);
    if (choice ? count >= 2 : count === 0) return;
    ctx.report({
      at: childRef(template.$at, 'questions', i, choice && count === 0 ? 'type' : 'options'),
      rule: 'survey-templates/choice-options',
      message: choice
        ? `A ${question.type} question needs at least two options`
        : `A ${question.type} question has no options`,
      expected: choice ? 'two or more options' : 'no `options`',
      found: choice ? `${count} option${count === 1 ? '' : 's'}` : `${count} options`,
      hint: choice
        ? 'Add the answers people choose from under `options`.'
        : 'Remove `options`, or make the question single-choice or multiple-choice.',
    });
  });
}

function checkHighlightFields(ctx: CheckContext, template: Located<SurveyTemplate>): void {
  const fields = ['highlight_title', 'highlight_description', 'highlight_order'] as const;
  const present = fields.filter((f) => template[f] !== undefined);
  if (template.empty_state_highlighted) {
    const missing = fields.filter((f) => template[f] === undefined);
    if (!missing.length) return;
    ctx.report({
      at: childRef(template.$at, 'empty_state_highlighted'),
      rule: 'survey-templates/highlight',
      message: `The highlighted template "${template.internal_name}" lacks ${missing.join(', ')}`,
      expected: fields.join(', '),
      found: present.length ? present.join(', ') : 'none',
      hint: 'The surveys empty state shows a highlighted template as a card with a title, a text and a position.',
    });
  } else if (present.length) {
    ctx.report({
      at: childRef(template.$at, present[0]!),
      rule: 'survey-templates/highlight',
      message: `"${template.internal_name}" has ${present.join(', ')} but is not highlighted`,
      expected: 'empty_state_highlighted: true, or no highlight fields',
      found: present.join(', '),
      hint: 'Add `empty_state_highlighted: true`, or remove the highlight fields.',
    });
  }
}

/**
 * A term belongs to one group: two groups sharing a term are one group written twice, and the
 * search would expand it through whichever came first. Compared as the search compares them
 * ("exit-intent" is "exit intent"), so one group cannot hold both either.
 */
function checkSynonyms(ctx: CheckContext, groups: readonly Located<SynonymGroup>[]): void {
  const terms = groups.flatMap((group) =>
    group.terms.map((term, i) => ({ term, group, at: childRef(group.$at, 'terms', i) })),
  );
  reportDuplicates(ctx, terms, {
    rule: 'survey-templates/duplicate-synonym',
    key: (t) => phraseForm(t.term),
    at: (t) => t.at,
    message: (key) => `The search term "${key}" is in two synonym groups`,
    expected: 'each term in one group',
    hint: 'Merge the two groups into one, or remove the term from one of them.',
  });
}
