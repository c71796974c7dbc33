/**
 * Stored dashboards over real HTTP, on both databases: created blank or from a template (its
 * widgets copied), listed, read, changed and deleted; every widget checked against the
 * semantic layer and the shape rule with a 400 naming the field; read members read but do not
 * change (403), nor does anyone on a product tour's demo site; a trend saved from the trends
 * page is stored with its split and filters; another organization's site or dashboard is 404, also when a site of the user is
 * combined with a dashboard of another site. Ids of measures, dimensions and templates are taken
 * from the generated bundles, so no test depends on what the manifests declare today.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnalysisPageDeclaration, SemanticLayer } from '../../contracts/analysis';
import { appendWidget, intoDashboard } from '../../runtime/rules/analysis/dashboardWidgets';
import { trendSeriesWidget } from '../../runtime/rules/analysis/trendWidget';
import pagesBundle from '../../generated/bundle/analysis-pages.json';
import layerBundle from '../../generated/bundle/semantic-layer.json';
import { startServer, type TestServer } from './harness';

const layer = layerBundle as unknown as SemanticLayer;
const template = (pagesBundle.pages as unknown as AnalysisPageDeclaration[]).find(
  (p) => p.template,
)!;
const measure = layer.measures.find((m) => m.of === 'sessions')!.id;
const time = layer.dimensions.find((d) => d.time)!.id;
const field = layer.dimensions.find((d) => d.field && d.field !== 'page')!.id;

const numberWidget = (id: string) => ({ id, type: 'number', measures: [measure] });
const seriesWidget = (id: string) => ({ id, type: 'time-series', measures: [measure], by: [time] });
const step = (value: string) => ({ match: 'exact', value });
const funnelWidget = (id: string, steps: object[]) => ({ id, type: 'funnel', measures: [], steps });

let server: TestServer;
let site: number;
let otherSite: number;
let strangerSite: number;
let writer: string;
let reader: string;
let admin: string;
let stranger: string;

beforeAll(async () => {
  server = await startServer();
  const owner = await server.persona({
    email: 'dash-writer@example.com',
    account: { name: 'Dashboards' },
    organizations: [{ name: 'Team', access: 'write', sites: [{ name: 'Shop' }, { name: 'Blog' }] }],
  });
  const org = owner.organizations[0]!;
  [site, otherSite] = org.sites.map((s) => s.id) as [number, number];
  writer = await server.sessionFor(owner.userId);
  const member = async (email: string, access: 'read' | 'admin') => {
    const p = await server.persona({ email, account: { name: email } });
    await server.db
      .insertInto('memberships')
      .values({ organization_id: org.id, user_id: p.userId, access })
      .execute();
    return server.sessionFor(p.userId);
  };
  reader = await member('dash-reader@example.com', 'read');
  admin = await member('dash-admin@example.com', 'admin');
  const other = await server.persona({
    email: 'dash-stranger@example.com',
    account: { name: 'Stranger' },
    organizations: [{ name: 'Other', access: 'admin', sites: [{ name: 'Other shop' }] }],
  });
  strangerSite = other.organizations[0]!.sites[0]!.id;
  stranger = await server.sessionFor(other.userId);
});
afterAll(() => server.close());

const path = (siteId: number, id?: number) =>
  `/api/v1/sites/${siteId}/dashboards${id === undefined ? '' : `/${id}`}`;

async function create(body: object, session = writer, siteId = site) {
  return server.request('POST', path(siteId), { session, body });
}

async function newDashboard(name = 'Team board'): Promise<number> {
  const answer = await create({ name });
  expect(answer.status).toBe(201);
  return answer.json.id as number;
}

describe('dashboards', () => {
  it('creates from a template with its widgets, and blank', async () => {
    const made = await create({ name: '  Marketing ', templateId: template.id });
    expect(made.status).toBe(201);
    expect(made.json).toMatchObject({ name: 'Marketing', templateId: template.id });
    expect(made.json.widgets).toEqual(template.widgets.map(intoDashboard));
    // What a template gives, the dashboard can save back as it is.
    const again = await server.request('PUT', path(site, made.json.id), {
      session: writer,
      body: { name: 'Marketing', widgets: made.json.widgets },
    });
    expect(again.status).toBe(200);
    const blank = await create({ name: 'Blank' });
    expect(blank.json).toMatchObject({ templateId: null, widgets: [] });
    const list = await server.request('GET', path(site), { session: reader });
    expect(list.status).toBe(200);
    expect(list.json).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: made.json.id, widgetCount: template.widgets.length }),
        expect.objectContaining({ id: blank.json.id, widgetCount: 0 }),
      ]),
    );
  });

  it('refuses an unknown template and a blank or long name, naming the field', async () => {
    const unknown = await create({ name: 'X', templateId: 'no-such-template' });
    expect(unknown.status).toBe(400);
    expect(unknown.json.field).toBe('templateId');
    expect((await create({ name: '   ' })).json.field).toBe('name');
    expect((await create({ name: 'x'.repeat(81) })).status).toBe(400);
  });

  it('renames, replaces the widgets in order, and deletes', async () => {
    const id = await newDashboard();
    const widgets = [seriesWidget('traffic'), { ...numberWidget('total'), width: 3 }];
    const put = await server.request('PUT', path(site, id), {
      session: admin,
      body: { name: 'Renamed', widgets },
    });
    expect(put.status).toBe(200);
    const read = await server.request('GET', path(site, id), { session: reader });
    expect(read.json).toMatchObject({ name: 'Renamed', widgets });
    const gone = await server.request('DELETE', path(site, id), { session: writer });
    expect(gone.status).toBe(204);
    expect((await server.request('GET', path(site, id), { session: writer })).status).toBe(404);
    expect((await server.request('DELETE', path(site, id), { session: writer })).status).toBe(404);
  });

  it.each([
    [
      'an unknown measure',
      [numberWidget('a'), { ...numberWidget('b'), measures: ['nope'] }],
      'widgets/1/measures/0',
    ],
    ['an unknown dimension', [{ ...seriesWidget('a'), by: [time, 'nope'] }], 'widgets/0/by/1'],
    [
      'a filter by time',
      [{ ...numberWidget('a'), filters: [{ dimension: time, operator: 'is', values: ['x'] }] }],
      'widgets/0/filters/0/dimension',
    ],
    ['a shape its type does not draw', [{ ...numberWidget('a'), by: [field] }], 'widgets/0/type'],
    ['an id twice', [numberWidget('a'), seriesWidget('a')], 'widgets/1/id'],
    ['a width out of 3…12', [{ ...numberWidget('a'), width: 13 }], 'widgets/0/width'],
    [
      'a funnel step without its slash',
      [funnelWidget('f', [step('/'), step('cart')])],
      'widgets/0/steps/1/value',
    ],
    ['a funnel of one step', [funnelWidget('f', [step('/')])], 'widgets/0/steps'],
    [
      'a funnel with measures',
      [{ ...funnelWidget('f', [step('/'), step('/cart')]), measures: [measure] }],
      'widgets/0/type',
    ],
    [
      'an impact without its change day',
      [{ id: 'i', type: 'impact', measures: [measure] }],
      'widgets/0/type',
    ],
    [
      'an impact of 10 days a side',
      [{ id: 'i', type: 'impact', measures: [measure], change: '2026-11-02', days: 10 }],
      'widgets/0/days',
    ],
    [
      'steps on a number',
      [{ ...numberWidget('a'), steps: [step('/'), step('/b')] }],
      'widgets/0/type',
    ],
    [
      'more than 24 widgets',
      Array.from({ length: 25 }, (_, i) => numberWidget(`w${i}`)),
      'widgets',
    ],
  ])('refuses %s with a 400 naming the field', async (_, widgets, fieldName) => {
    const id = await newDashboard();
    const answer = await server.request('PUT', path(site, id), {
      session: writer,
      body: { name: 'Board', widgets },
    });
    expect(answer.status).toBe(400);
    expect(answer.json.field).toBe(fieldName);
    const kept = await server.request('GET', path(site, id), { session: writer });
    expect(kept.json.widgets).toEqual([]);
  });

  it('stores a funnel (steps in order, window, no measures) and an impact (its change day)', async () => {
    const id = await newDashboard();
    const funnel = {
      ...funnelWidget('checkout', [step('/'), { match: 'startsWith', value: '/checkout' }]),
      window: 60,
    };
    const impact = {
      id: 'launch',
      type: 'impact',
      measures: [measure],
      change: '2026-11-02',
      days: 7,
    };
    const put = await server.request('PUT', path(site, id), {
      session: writer,
      body: { name: 'Checkout', widgets: [funnel, impact] },
    });
    expect(put.status).toBe(200);
    const read = await server.request('GET', path(site, id), { session: reader });
    expect(read.json.widgets).toEqual([funnel, impact]);
  });

  it('stores a trend as the trends page saves it: split and filtered', async () => {
    const id = await newDashboard();
    const trend = trendSeriesWidget({
      measure,
      time,
      split: field,
      filters: [
        { dimension: field, operator: 'isNot', values: ['x', 'y'] },
        { dimension: field, operator: 'startsWith', values: ['a'] },
      ],
    });
    const widgets = appendWidget(appendWidget([], trend), trend);
    const put = await server.request('PUT', path(site, id), {
      session: writer,
      body: { name: 'Trends', widgets },
    });
    expect(put.status).toBe(200);
    const read = await server.request('GET', path(site, id), { session: reader });
    expect(read.json.widgets).toEqual(widgets);
    expect(read.json.widgets.map((w: { id: string }) => w.id)).toEqual(['trend', 'trend-2']);
  });

  it('refuses changes on the demo site of a product tour (403), which the tourist reads', async () => {
    const tourist = await server.persona({
      email: 'dash-tourist@example.com',
      account: { name: 'Tourist' },
      organizations: [{ name: 'Tour', access: 'admin', sites: [{ name: 'Own' }] }],
    });
    const session = await server.sessionFor(tourist.userId);
    const tour = await server.request('POST', '/api/v1/activation/product_tour/users', {
      session,
    });
    expect(tour.status).toBe(201);
    const demo = tour.json.demoSiteId as number;
    expect((await server.request('GET', path(demo), { session })).status).toBe(200);
    expect((await create({ name: 'Mine' }, session, demo)).status).toBe(403);
  });

  it('lets read members read but not change (403)', async () => {
    const id = await newDashboard();
    expect((await server.request('GET', path(site, id), { session: reader })).status).toBe(200);
    expect((await create({ name: 'Mine' }, reader)).status).toBe(403);
    const body = { name: 'Mine', widgets: [] };
    expect((await server.request('PUT', path(site, id), { session: reader, body })).status).toBe(
      403,
    );
    expect((await server.request('DELETE', path(site, id), { session: reader })).status).toBe(403);
  });

  it('answers 404 for another organization’s site or dashboard, and across sites', async () => {
    const id = await newDashboard();
    const body = { name: 'Taken', widgets: [] };
    for (const [siteId, session] of [
      [site, stranger],
      [strangerSite, stranger],
      [otherSite, writer],
    ] as const) {
      expect((await server.request('GET', path(siteId, id), { session })).status).toBe(404);
      expect((await server.request('PUT', path(siteId, id), { session, body })).status).toBe(404);
      expect((await server.request('DELETE', path(siteId, id), { session })).status).toBe(404);
    }
    expect((await server.request('GET', path(site), { session: stranger })).status).toBe(404);
    expect((await create({ name: 'In' }, stranger)).status).toBe(404);
    expect((await server.request('GET', path(site, id), {})).status).toBe(401);
    expect((await server.request('GET', path(site, id), { session: writer })).json.name).toBe(
      'Team board',
    );
  });
});
