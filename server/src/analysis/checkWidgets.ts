/**
 * A dashboard's widgets checked before they are stored, with the rules the generator holds
 * declared pages to: measures and dimensions the semantic layer declares, each dimension and
 * filter a field of every measure's source, the widget's shape (runtime/rules/analysis/
 * widgetShape.ts), ids once. A widget that passes never makes the page ask a query the server
 * refuses. The first problem is a 400 naming its field, e.g. `widgets/2/measures/0`; widgets
 * that pass are typed as the layer's (its measure and dimension ids).
 */
import { fieldsOf, type SemanticLayer, type WidgetDeclaration } from '../../../contracts/analysis';
import { MAX_DASHBOARD_WIDGETS } from '../../../runtime/rules/analysis/dashboardWidgets';
import { stepProblem } from '../../../runtime/rules/analysis/funnelSteps';
import { shapeProblem } from '../../../runtime/rules/analysis/widgetShape';
import { badRequest } from '../http/httpError';
import { STEP_PROBLEMS } from './resolveFunnel';

export function checkWidgets<M extends string, D extends string>(
  widgets: readonly WidgetDeclaration[],
  layer: SemanticLayer<M, D>,
): asserts widgets is readonly WidgetDeclaration<M, D>[] {
  if (widgets.length > MAX_DASHBOARD_WIDGETS)
    throw badRequest('widgets', `A dashboard holds at most ${MAX_DASHBOARD_WIDGETS} widgets.`);
  const seen = new Set<string>();
  widgets.forEach((w, i) => {
    const at = `widgets/${i}`;
    if (seen.has(w.id)) throw badRequest(`${at}/id`, `Widget id "${w.id}" is used twice.`);
    seen.add(w.id);
    checkWidget(w, at, layer);
  });
}

function checkWidget(w: WidgetDeclaration, at: string, layer: SemanticLayer): void {
  const measures = w.measures.map((id, i) => {
    const m = layer.measures.find((x) => x.id === id);
    if (!m) throw badRequest(`${at}/measures/${i}`, `No measure "${id}" in the semantic layer.`);
    return m;
  });
  const dimension = (id: string, field: string) => {
    const d = layer.dimensions.find((x) => x.id === id);
    if (!d) throw badRequest(field, `No dimension "${id}" in the semantic layer.`);
    const lacking = d.field && measures.find((m) => !(d.field! in fieldsOf(m.of)));
    if (lacking)
      throw badRequest(
        field,
        `"${d.id}" does not apply to "${lacking.id}": ${lacking.of} have no ${d.field}.`,
      );
    return d;
  };
  const by = (w.by ?? []).map((id, i) => dimension(id, `${at}/by/${i}`));
  (w.filters ?? []).forEach((f, i) => {
    const d = dimension(f.dimension, `${at}/filters/${i}/dimension`);
    if (d.time)
      throw badRequest(
        `${at}/filters/${i}/dimension`,
        `"${d.id}" is a period of time; the range filters by time.`,
      );
  });
  const problem = shapeProblem(w, by);
  if (problem) throw badRequest(`${at}/type`, `A ${w.type} widget has ${problem}.`);
  (w.steps ?? []).forEach((step, i) => {
    const refused = stepProblem(step, i);
    if (refused)
      throw badRequest(
        `${at}/steps/${i}/${refused.field}`,
        `Step ${i + 1}: ${STEP_PROBLEMS[refused.reason]}`,
      );
  });
}
