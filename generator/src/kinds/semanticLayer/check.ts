/**
 * Rules of the semantic layer: ids declared once, every field one of its source's
 * (contracts/analysis.ts), each aggregate given what it reads (a field, or the rows it keeps),
 * and a `where` value of the field's type — so a query over a declared measure always compiles.
 */
import {
  FIELD_AGGREGATES,
  SOURCES,
  fieldsOf,
  type FieldType,
  type Scalar,
} from '../../../../contracts/analysis';
import { childRef, type Located } from '../../core/located';
import type { PartName, PartsOf } from '../../core/partTypes';
import type { CheckContext, Ref } from '../../core/types';
import { declaredOnce, reportDuplicates } from '../../resolve/reportDuplicates';
import type { Dimension, Measure } from './model';

export const SEMANTIC_LAYER_READS = [] as const satisfies readonly PartName[];

export const SEMANTIC_LAYER_RULES: Record<string, string> = {
  'semantic-layer/duplicate-measure': 'Two measures share an id.',
  'semantic-layer/duplicate-dimension': 'Two dimensions share an id.',
  'semantic-layer/unknown-field': 'A measure or dimension names a field its source does not have.',
  'semantic-layer/aggregate-input':
    'An aggregate lacks what it reads (count-distinct, sum and average a field; share a `where`), or has a field it ignores.',
  'semantic-layer/not-a-number': 'sum or average reads a field that is not a number.',
  'semantic-layer/where-type': 'A `where` value is not of its field’s type.',
  'semantic-layer/dimension-grouping':
    'A dimension names both a field and a period, or neither (it groups by exactly one).',
};

export function checkSemanticLayer(model: PartsOf<'semantic-layer'>, ctx: CheckContext): void {
  const { measures, dimensions } = model['semantic-layer'];
  reportDuplicates(ctx, measures, {
    rule: 'semantic-layer/duplicate-measure',
    key: (m) => m.id,
    at: (m) => childRef(m.$at, 'id'),
    ...declaredOnce('measure'),
  });
  reportDuplicates(ctx, dimensions, {
    rule: 'semantic-layer/duplicate-dimension',
    key: (d) => d.id,
    at: (d) => childRef(d.$at, 'id'),
    ...declaredOnce('dimension'),
  });
  for (const m of measures) checkMeasure(m, ctx);
  for (const d of dimensions) checkDimension(d, ctx);
}

function checkMeasure(m: Located<Measure>, ctx: CheckContext): void {
  const fields = fieldsOf(m.of);
  const known = (field: string, at: Ref) => {
    if (field in fields) return true;
    ctx.report({
      at,
      rule: 'semantic-layer/unknown-field',
      message: `Measure "${m.id}" reads field "${field}", which ${m.of} do not have`,
      expected: `a field of ${m.of}: ${Object.keys(fields).join(', ')}`,
      found: JSON.stringify(field),
      hint: ctx.didYouMeanHint(field, Object.keys(fields)) ?? 'Use one of the fields listed.',
    });
    return false;
  };
  const readsField = FIELD_AGGREGATES.includes(m.aggregate);
  if (readsField && !m.field) reportInput(m, `a \`field\` for ${m.aggregate}`, 'no field', ctx);
  if (!readsField && m.field)
    reportInput(m, `no \`field\` (${m.aggregate} counts rows)`, `field "${m.field}"`, ctx);
  if (m.aggregate === 'share' && !m.where)
    reportInput(m, 'a `where` saying which rows to take the share of', 'no where', ctx);
  if (m.field && readsField && known(m.field, childRef(m.$at, 'field'))) {
    if (m.aggregate !== 'count-distinct' && fields[m.field] !== 'number')
      ctx.report({
        at: childRef(m.$at, 'field'),
        rule: 'semantic-layer/not-a-number',
        message: `Measure "${m.id}" takes the ${m.aggregate} of "${m.field}", which is not a number`,
        expected: `a number field of ${m.of}: ${numberFields(fields).join(', ')}`,
        found: `${m.field} (${fields[m.field]})`,
        hint: 'Count distinct values of a text field instead, or pick a number field.',
      });
  }
  if (m.where && known(m.where.field, childRef(m.$at, 'where', 'field')))
    checkWhereType(m, fields[m.where.field]!, ctx);
}

function reportInput(m: Located<Measure>, expected: string, found: string, ctx: CheckContext) {
  ctx.report({
    at: childRef(m.$at, 'aggregate'),
    rule: 'semantic-layer/aggregate-input',
    message: `Measure "${m.id}" (${m.aggregate}) is not given what it reads`,
    expected,
    found,
    hint: 'count counts rows (of `where`), share needs `where`, count-distinct / sum / average need `field`.',
  });
}

const numberFields = (fields: Record<string, FieldType>) =>
  Object.keys(fields).filter((f) => fields[f] === 'number');

const JS_TYPE: Record<FieldType, string> = { text: 'string', number: 'number', flag: 'boolean' };

function checkWhereType(m: Located<Measure>, type: FieldType, ctx: CheckContext): void {
  const values: Scalar[] = ([] as Scalar[]).concat(m.where!.equals);
  const wrong = values.find((v) => typeof v !== JS_TYPE[type]);
  if (wrong === undefined) return;
  ctx.report({
    at: childRef(m.$at, 'where', 'equals'),
    rule: 'semantic-layer/where-type',
    message: `Measure "${m.id}" compares "${m.where!.field}" (${type}) with ${JSON.stringify(wrong)}`,
    expected: `a ${JS_TYPE[type]}`,
    found: JSON.stringify(wrong),
    hint: type === 'flag' ? 'Write true or false, without quotes.' : undefined,
  });
}

function checkDimension(d: Located<Dimension>, ctx: CheckContext): void {
  if (!d.field === !d.time) {
    ctx.report({
      at: d.$at,
      rule: 'semantic-layer/dimension-grouping',
      message: `Dimension "${d.id}" must group by a field or by a period, and only one`,
      expected: '`field: <field>` or `time: hour | day | week | month`',
      found: d.field ? `field "${d.field}" and time "${d.time}"` : 'neither',
      hint: 'Keep the one the dimension is about.',
    });
    return;
  }
  if (!d.field) return;
  const all = Object.keys(SOURCES['page-views']);
  if (all.includes(d.field)) return;
  ctx.report({
    at: childRef(d.$at, 'field'),
    rule: 'semantic-layer/unknown-field',
    message: `Dimension "${d.id}" groups by field "${d.field}", which no source has`,
    expected: `a field of sessions or page views: ${all.join(', ')}`,
    found: JSON.stringify(d.field),
    hint: ctx.didYouMeanHint(d.field, all) ?? 'Use one of the fields listed.',
  });
}
