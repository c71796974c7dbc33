/**
 * Every error at once for each kind besides menus that collects the schema-valid
 * part of a broken document: one run reports the schema error of one unit and the cross-file or
 * semantic errors of the others, at the file's own places, and nothing calls a name unknown (or a
 * list incomplete) because of a unit that was left out. The fixtures are
 * tests/fixtures/invalid/<kind>-several-errors (their full output is in expected.txt).
 */
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { validate } from '../../generator/src/index';
import {
  placeInFile,
  unitsToDrop,
  withoutUnits,
} from '../../generator/src/validate/partialDocuments';
import { FIXTURES } from './fixtureHarness';

const fixture = (kind: string) => join(FIXTURES, 'invalid', `${kind}-several-errors`);

/** `line:column rule pointer` of every diagnostic of a project. */
function summary(root: string): string[] {
  return validate(root).diagnostics.map((d) => `${d.line}:${d.column} ${d.rule} ${d.pointer}`);
}

/** A copy of a fixture with one file's text changed. */
function edited(kind: string, file: string, change: (text: string) => string): string {
  const dir = mkdtempSync(join(tmpdir(), `lodestar-${kind}-`));
  cpSync(fixture(kind), dir, { recursive: true });
  writeFileSync(join(dir, file), change(readFileSync(join(dir, file), 'utf8')));
  return dir;
}

describe('one run reports every independent error, per kind', () => {
  it('guides: a broken step, an unknown flag in a later step, an unknown permission', () => {
    expect(summary(fixture('guides'))).toEqual([
      '15:27 access/unknown-permission /guide/hideWhen/permission',
      '20:7 schema/missing-key /guide/steps/1',
      '20:18 schema/unknown-key /guide/steps/1/titel',
      // Step "three" is the second step of the pruned copy: reported at its place in the file.
      '21:64 guides/unknown-flag /guide/steps/2/marks',
    ]);
  });

  it('guides: the step count and order tables are checked again once the guide is whole', () => {
    const GUIDE = 'manifests/guides/tour.yaml';
    expect(summary(edited('guides', GUIDE, (t) => t.replace('titel', 'title')))).toEqual([
      '15:27 access/unknown-permission /guide/hideWhen/permission',
      '21:64 guides/unknown-flag /guide/steps/2/marks',
    ]);
    // Without step "two" at all, the count and the order table are wrong, and say so.
    const rules = validate(
      edited('guides', GUIDE, (t) => t.replace(/ {4}- \{ id: two.*\n/, '')),
    ).diagnostics.map((d) => d.rule);
    expect(rules).toContain('guides/step-count');
    expect(rules).toContain('guides/unknown-step');
  });

  it('empty-states: a broken feature, an unknown route and a missing translation key', () => {
    expect(summary(fixture('empty-states'))).toEqual([
      '8:5 schema/missing-key /features/1',
      '8:22 schema/unknown-key /features/1/descripton',
      '10:66 i18n/missing-key /actions/0/errorToast',
      '12:52 empty-states/unknown-route /standard/installButton/route',
    ]);
    // funnels.yaml's feature sat in the dropped unit: not called unknown.
  });

  it('empty-states: with the feature whole, its misspelt name is reported again', () => {
    const root = edited('empty-states', 'manifests/empty-states/common.yaml', (t) =>
      t.replace('{ name: funnels, descripton', '{ name: funnel, description'),
    );
    expect(validate(root).diagnostics.map((d) => d.rule)).toContain('empty-states/unknown-feature');
  });

  it('survey-templates: broken question and template, one-option choice, duplicate id', () => {
    expect(summary(fixture('survey-templates'))).toEqual([
      '15:17 schema/not-allowed-value /templates/0/questions/0/type',
      '16:69 survey-templates/choice-options /templates/0/questions/1/options',
      '17:15 schema/wrong-type /templates/1/entry_id',
      '26:16 survey-templates/duplicate-survey-id /templates/2/survey_id',
    ]);
    const [duplicate] = validate(fixture('survey-templates')).diagnostics.filter(
      (d) => d.rule === 'survey-templates/duplicate-survey-id',
    );
    expect(duplicate!.related).toMatchObject([{ line: 8, pointer: '/templates/0/survey_id' }]);
    // The nps orders 1, 3 (2 sat in the dropped template) are not called a gap.
  });

  it('personas: a broken persona and unknown names in another', () => {
    expect(summary(fixture('personas'))).toEqual([
      '9:5 schema/unknown-key /personas/0/permisions',
      '12:14 personas/unknown-name /personas/1/variant',
      '13:19 personas/unknown-name /personas/1/permissions/0',
    ]);
  });

  it('access: broken flag and predicate, a split off 100, a cycle; no false unknown name', () => {
    const rules = summary(fixture('access'));
    expect(rules).toEqual([
      '11:29 schema/not-allowed-value /flags/0/scope',
      '18:12 access/split-sum /experiments/0/split',
      '20:5 schema/missing-key /predicates/0',
      '20:19 schema/unknown-key /predicates/0/descripton',
      '22:44 access/predicate-cycle /predicates/2/gate',
    ]);
    // The cycle's related place is the file's /predicates/3, not the pruned copy's /predicates/2.
    const cycle = validate(fixture('access')).diagnostics.find(
      (d) => d.rule === 'access/predicate-cycle',
    );
    expect(cycle!.related).toMatchObject([{ line: 23, pointer: '/predicates/3/gate' }]);
  });

  it('access: with the flag and predicate whole, gates naming wrong names are reported again', () => {
    const root = edited('access', 'manifests/access.yaml', (t) =>
      t
        .replace('scope: acount', 'scope: account')
        .replace('descripton: Lite.', 'description: Lite.')
        .replace('{ flag: voc.pro }', '{ flag: voc.pr }'),
    );
    expect(validate(root).diagnostics.map((d) => d.rule)).toEqual([
      'access/split-sum',
      'access/unknown-flag',
      'access/predicate-cycle',
    ]);
  });

  it('api: a broken endpoint and a later one whose parameters disagree with its path', () => {
    expect(summary(fixture('api'))).toEqual([
      '8:13 schema/not-allowed-value /endpoints/0/method',
      '8:13 schema/not-allowed-value /endpoints/0/method',
      '19:11 api/path-param-undeclared /endpoints/1/path',
      '22:15 api/path-param-undeclared /endpoints/1/params/siteID',
    ]);
  });

  it('routes: a broken route, an unknown parameter and a duplicate path after it', () => {
    expect(summary(fixture('routes'))).toEqual([
      '9:5 schema/missing-key /routes/1',
      '9:60 schema/unknown-key /routes/1/titel',
      // Reported at the file's places (the pruned copy numbers these routes one lower), and the
      // redirect to the route set aside is not called unknown.
      '10:34 routes/unknown-param /routes/2/path',
      '11:32 routes/duplicate-path /routes/3/path',
    ]);
    // Once every route is whole, a redirect to a route that does not exist is reported again.
    const ROUTES = 'manifests/routes.yaml';
    const fixed = edited('routes', ROUTES, (t) =>
      t.replace('titel', 'title').replace('to: surveys.list', 'to: surveys.lists'),
    );
    expect(validate(fixed).diagnostics.map((d) => d.rule)).toContain(
      'routes/unknown-redirect-target',
    );
  });
});

describe('units of the newly enabled kinds', () => {
  const at = (pointer: string) => ({
    file: 'm.yaml',
    pointer,
    line: 1,
    column: 1,
    rule: 'schema/wrong-type',
    message: '',
  });
  const drop = (kind: string, ...pointers: string[]) => unitsToDrop(kind, pointers.map(at));

  it('picks the smallest unit of each kind, the outermost when nested', () => {
    expect(drop('guides', '/guide/steps/1/title', '/actions/0/name', '/sidebars/kinds/2')).toEqual([
      '/guide/steps/1',
      '/actions/0',
      '/sidebars/kinds/2',
    ]);
    expect(drop('guides', '/guide/flags/0/name', '/guide/steps/1/title')).toEqual(['/guide']);
    expect(
      drop('empty-states', '/emptyState/guideCards/1/type', '/features/0', '/standard/notice'),
    ).toEqual(['/emptyState/guideCards/1', '/features/0', '/standard']);
    expect(drop('survey-templates', '/templates/0/questions/2/type', '/categories/1')).toEqual([
      '/templates/0/questions/2',
      '/categories/1',
    ]);
    expect(drop('personas', '/personas/3/flags/0')).toEqual(['/personas/3']);
    expect(drop('access', '/flags/0/scope', '/predicates/2/gate/all/0')).toEqual([
      '/flags/0',
      '/predicates/2',
    ]);
    expect(drop('api', '/endpoints/4/responses/200')).toEqual(['/endpoints/4']);
  });

  it('gives up outside every unit; catalog stays whole-document', () => {
    expect(drop('guides', '/sidebars/oneAtATime')).toBeUndefined();
    expect(drop('access', '/organizationAccess/read')).toBeUndefined();
    expect(drop('catalog', '/plans/0/id')).toBeUndefined();
  });

  it('deletes a key unit without renumbering anything', () => {
    const data = { actions: ['a', 'b'], guide: { steps: [1, 2] } };
    expect(withoutUnits(data, ['/guide', '/actions/0'])).toEqual({ actions: ['b'] });
    const place = placeInFile(new Map([['m.yaml', ['/guide', '/actions/0']]]));
    expect(place({ file: 'm.yaml', pointer: '/actions/0/name' }).pointer).toBe('/actions/1/name');
    expect(place({ file: 'other.yaml', pointer: '/actions/0' }).pointer).toBe('/actions/0');
  });
});
