/**
 * Rules of the declared analysis pages: ids once, every measure and dimension one the semantic
 * layer declares (with did-you-mean), every dimension and filter a field of each measure's
 * source, each widget the shape its type draws, one default dashboard at most — so a page that
 * validates never asks the server a query it refuses.
 */
import {
  fieldsOf,
  type DimensionDeclaration,
  type MeasureDeclaration,
  type WidgetDeclaration,
} from '../../../../contracts/analysis';
import { FUNNEL_LIMITS, FUNNEL_MATCHES, type FunnelStep } from '../../../../contracts/funnels';
import { stepProblem } from '../../../../runtime/rules/analysis/funnelSteps';
import { shapeProblem } from '../../../../runtime/rules/analysis/widgetShape';
import { childRef, type Located } from '../../core/located';
import type { PartName, PartsOf } from '../../core/partTypes';
import type { CheckContext, Ref } from '../../core/types';
import { declaredOnce, reportDuplicates } from '../../resolve/reportDuplicates';
import type { AnalysisPage } from './model';

export const ANALYSIS_PAGES_READS = ['semantic-layer'] as const satisfies readonly PartName[];

export const ANALYSIS_PAGES_RULES: Record<string, string> = {
  'analysis-pages/duplicate-id': 'Two analysis pages share an id.',
  'analysis-pages/duplicate-widget': 'Two widgets of a page share an id.',
  'analysis-pages/unknown-measure': 'A widget names a measure the semantic layer lacks.',
  'analysis-pages/unknown-dimension': 'A widget names a dimension the semantic layer lacks.',
  'analysis-pages/dimension-not-in-source':
    'A widget groups or filters by a field one of its measures’ source does not have.',
  'analysis-pages/widget-shape':
    'A widget’s measures and dimensions do not fit its type (e.g. a time series without a time dimension).',
  'analysis-pages/several-defaults': 'More than one page is the default dashboard template.',
  'analysis-pages/funnel-step':
    'A funnel step the funnels page would refuse (a path without "/", an empty value).',
};

type Parts = PartsOf<'analysis-pages' | (typeof ANALYSIS_PAGES_READS)[number]>;

interface Layer {
  measures: Map<string, MeasureDeclaration>;
  dimensions: Map<string, DimensionDeclaration>;
  complete: boolean;
}

export function checkAnalysisPages(model: Parts, ctx: CheckContext): void {
  const { pages } = model['analysis-pages'];
  reportDuplicates(ctx, pages, {
    rule: 'analysis-pages/duplicate-id',
    key: (p) => p.id,
    at: (p) => childRef(p.$at, 'id'),
    ...declaredOnce('analysis page'),
  });
  reportDuplicates(
    ctx,
    pages.filter((p) => p.template?.default),
    {
      rule: 'analysis-pages/several-defaults',
      key: () => 'default',
      at: (p) => childRef(p.$at, 'template', 'default'),
      message: 'A second page is the default dashboard',
      expected: 'one page with `template: { default: true }`',
      found: (_, p) => `page "${p.id}" too`,
      hint: 'Keep `default: true` on the page a new site’s dashboard should show.',
    },
  );
  const semantic = model['semantic-layer'];
  const layer: Layer = {
    measures: new Map(semantic.measures.map((m) => [m.id, m])),
    dimensions: new Map(semantic.dimensions.map((d) => [d.id, d])),
    complete: ctx.complete('semantic-layer'),
  };
  for (const page of pages) {
    reportDuplicates(
      ctx,
      page.widgets.map((w, i) => ({ w, at: childRef(page.$at, 'widgets', i) })),
      {
        rule: 'analysis-pages/duplicate-widget',
        key: (x) => x.w.id,
        at: (x) => childRef(x.at, 'id'),
        message: (id) => `Widget "${id}" is declared twice in page "${page.id}"`,
        expected: 'each widget id once in a page',
        hint: 'Rename or remove one of the two.',
      },
    );
    page.widgets.forEach((w, i) =>
      checkWidget(page, w, childRef(page.$at, 'widgets', i), layer, ctx),
    );
  }
}

function checkWidget(
  page: Located<AnalysisPage>,
  w: WidgetDeclaration,
  at: Ref,
  layer: Layer,
  ctx: CheckContext,
): void {
  const measures = w.measures.flatMap((id, i) => {
    const m = layer.measures.get(id);
    if (!m && layer.complete) reportUnknown('measure', id, childRef(at, 'measures', i), layer, ctx);
    return m ? [m] : [];
  });
  const lookup = (id: string, where: Ref) => {
    const d = layer.dimensions.get(id);
    if (!d && layer.complete) reportUnknown('dimension', id, where, layer, ctx);
    if (d?.field) fieldInSources(w, d, measures, where, ctx);
    return d;
  };
  const by = (w.by ?? []).map((id, i) => lookup(id, childRef(at, 'by', i)));
  (w.filters ?? []).forEach((f, i) => lookup(f.dimension, childRef(at, 'filters', i, 'dimension')));
  if (by.every(Boolean)) checkShape(page, w, by as DimensionDeclaration[], at, ctx);
  (w.steps ?? []).forEach((step, i) => checkStep(w, step, i, at, ctx));
}

/** A funnel step held to the funnels page's rules (funnelSteps.ts). */
function checkStep(w: WidgetDeclaration, step: FunnelStep, i: number, at: Ref, ctx: CheckContext) {
  const problem = stepProblem(step, i);
  if (!problem) return;
  const expected = {
    unknown: `one of ${FUNNEL_MATCHES.join(', ')}`,
    empty: 'a page path',
    'too-long': `at most ${FUNNEL_LIMITS.valueLength} characters`,
    'no-slash': 'a path starting with "/" (or `match: contains`)',
  }[problem.reason];
  ctx.report({
    at: childRef(at, 'steps', i, problem.field),
    rule: 'analysis-pages/funnel-step',
    message: `Widget "${w.id}": step ${i + 1} cannot match a page`,
    expected,
    found: JSON.stringify(step[problem.field] ?? null),
    hint:
      problem.reason === 'no-slash'
        ? `Write "/${String(step.value).trim()}", or \`match: contains\` to match it anywhere in the path.`
        : 'Give the step the path of a page of the site, as the funnels page does.',
  });
}

function reportUnknown(
  what: 'measure' | 'dimension',
  id: string,
  at: Ref,
  layer: Layer,
  ctx: CheckContext,
): void {
  const known = [...(what === 'measure' ? layer.measures : layer.dimensions).keys()];
  ctx.report({
    at,
    rule: `analysis-pages/unknown-${what}`,
    message: `No ${what} "${id}" in the semantic layer`,
    expected: `a ${what} of manifests/semantic-layer.yaml: ${known.join(', ')}`,
    found: JSON.stringify(id),
    hint: ctx.didYouMeanHint(id, known) ?? `Declare the ${what} in manifests/semantic-layer.yaml.`,
  });
}

function fieldInSources(
  w: WidgetDeclaration,
  d: DimensionDeclaration,
  measures: MeasureDeclaration[],
  at: Ref,
  ctx: CheckContext,
): void {
  const lacking = measures.find((m) => !(d.field! in fieldsOf(m.of)));
  if (!lacking) return;
  ctx.report({
    at,
    rule: 'analysis-pages/dimension-not-in-source',
    message: `Widget "${w.id}": "${d.id}" does not apply to measure "${lacking.id}" (${lacking.of} have no ${d.field})`,
    expected: `a dimension over a field of ${lacking.of}`,
    found: JSON.stringify(d.id),
    hint:
      d.field === 'page'
        ? 'Sessions have an entry and an exit page: use entry-page or exit-page, or a page-view measure.'
        : 'Pick another dimension, or measures of a source that has this field.',
  });
}

function checkShape(
  page: Located<AnalysisPage>,
  w: WidgetDeclaration,
  by: DimensionDeclaration[],
  at: Ref,
  ctx: CheckContext,
): void {
  const problem = shapeProblem(w, by);
  if (!problem) return;
  ctx.report({
    at: childRef(at, 'type'),
    rule: 'analysis-pages/widget-shape',
    message: `Widget "${w.id}" of page "${page.id}" is a ${w.type} but does not have ${problem}`,
    expected: `a ${w.type} widget with ${problem}`,
    found: `measures [${w.measures.join(', ')}], by [${(w.by ?? []).join(', ')}]${w.steps ? `, ${w.steps.length} steps` : ''}`,
    hint: 'Change the type, or its measures and `by`, so they fit (docs/analysis.md lists each type’s shape).',
  });
}
