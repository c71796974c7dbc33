/**
 * A semantic layer of the tests' own, which the real analysis handler reads instead of the
 * project's (manifests/semantic-layer.yaml): queries in a test name these ids, so a product
 * manager's edit of the manifest (a measure renamed, one added) changes no test.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SemanticLayer } from '../../contracts/analysis';
import type { ApiHandlers } from '../../generated/api/contracts';
import { queryAnalysis } from '../../server/src/handlers/analysis';
import type { RequestContext } from '../../server/src/http/context';

const m = (
  id: string,
  rest: Omit<SemanticLayer['measures'][number], 'id' | 'label' | 'description'>,
) => ({ id, label: 'measures:m', description: 'measures:m', ...rest });
const d = (id: string, rest: Omit<SemanticLayer['dimensions'][number], 'id' | 'label'>) => ({
  id,
  label: 'measures:d',
  ...rest,
});

export const FIXTURE_LAYER: SemanticLayer = {
  measures: [
    m('sessions', { of: 'sessions', aggregate: 'count', format: 'count' }),
    m('page-views', { of: 'page-views', aggregate: 'count', format: 'count' }),
    m('unique-visitors', {
      of: 'sessions',
      aggregate: 'count-distinct',
      field: 'visitor',
      format: 'count',
    }),
    m('new-visitors', {
      of: 'sessions',
      aggregate: 'count',
      where: { field: 'newVisitor', equals: true },
      format: 'count',
    }),
    m('returning-visitors', {
      of: 'sessions',
      aggregate: 'count',
      where: { field: 'newVisitor', equals: false },
      format: 'count',
    }),
    m('bounce-rate', {
      of: 'sessions',
      aggregate: 'share',
      where: { field: 'pageViews', equals: [0, 1] },
      format: 'percent',
    }),
    m('average-session-duration', {
      of: 'sessions',
      aggregate: 'average',
      field: 'duration',
      format: 'duration',
    }),
    m('pages-per-session', {
      of: 'sessions',
      aggregate: 'average',
      field: 'pageViews',
      format: 'decimal',
    }),
  ],
  dimensions: [
    d('hour', { time: 'hour' }),
    d('day', { time: 'day' }),
    d('week', { time: 'week' }),
    d('month', { time: 'month' }),
    d('page', { field: 'page' }),
    d('entry-page', { field: 'entryPage' }),
    d('exit-page', { field: 'exitPage' }),
    d('referring-domain', { field: 'referrerDomain' }),
    d('device', { field: 'device' }),
    d('visitor-type', { field: 'newVisitor' }),
  ],
};

/** A project root holding only the fixture layer's bundle, for the handler to read. */
function layerRoot(): string {
  const root = mkdtempSync(join(tmpdir(), 'lodestar-layer-'));
  mkdirSync(join(root, 'generated', 'bundle'), { recursive: true });
  writeFileSync(
    join(root, 'generated', 'bundle', 'semantic-layer.json'),
    JSON.stringify(FIXTURE_LAYER),
  );
  return root;
}

/** The real analysis handler with the fixture layer's project root (startServer's `handlers`). */
export function fixtureLayerHandlers(): Partial<ApiHandlers<RequestContext>> {
  const root = layerRoot();
  return {
    queryAnalysis: (request, context) =>
      queryAnalysis(
        request,
        Object.create(context, { config: { value: { ...context.config, root } } }),
      ),
  };
}
