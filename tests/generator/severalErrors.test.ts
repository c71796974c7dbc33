/**
 * Every error at once: the schema-valid parts of a document that fails its schema
 * still go through the cross-file checks, at the file's own line numbers, and no reference check
 * calls a name unknown because its declaration sat in a part that was left out.
 */
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { validate } from '../../generator/src/index';
import {
  originalPointer,
  unitsToDrop,
  withoutUnits,
} from '../../generator/src/validate/partialDocuments';
import { FIXTURES } from './fixtureHarness';

const BASE = join(FIXTURES, 'invalid', 'menus-several-errors');
const SIDEBARS = 'manifests/menus/sidebars.yaml';

/** A copy of the several-errors fixture with some files replaced. */
function project(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'lodestar-several-'));
  cpSync(BASE, dir, { recursive: true });
  for (const [file, text] of Object.entries(files)) writeFileSync(join(dir, file), text);
  return dir;
}

function summary(root: string): string[] {
  return validate(root).diagnostics.map((d) => `${d.line} ${d.rule} ${d.pointer}`);
}

const OTHER_MENUS = `  - id: settings
    placement: sidebar
    mode: settings
    variants: [default, lite]
    items:
      - { id: api, label: 'nav:api', route: settings.api }
  - id: profile
    placement: sidebar
    mode: profile
    variants: [default, lite]
    items:
      - { id: details, label: 'nav:details', route: profile.details }
`;

describe('one run reports every independent error', () => {
  it('the fixture: a schema error, a missing translation key and an unknown predicate', () => {
    const rules = validate(BASE).diagnostics.map((d) => d.rule);
    expect(rules).toEqual([
      'schema/not-allowed-value',
      'access/unknown-predicate',
      'i18n/missing-key',
    ]);
  });

  it('places after a left-out item keep the lines and pointers of the file', () => {
    const root = project({
      [SIDEBARS]: `kind: menus
version: 1
menus:
  - id: feature
    placement: sidebar
    mode: feature
    variants: [default, lite]
    items:
      - { id: a, label: 'nav:api', route: settings.api, colour: red }
      - id: group
        label: 'nav:surveys'
        children:
          - { id: b, label: 'nav:api', route: settings.api, gates: [{ when: { predicate: lite }, effect: hiden }] }
          - { id: c, label: 'nav:api', route: settings.apii }
      - { id: d, label: 'nav:api', route: settings.api, gates: [{ when: { predicate: not-lit }, effect: hidden }] }
${OTHER_MENUS}`,
    });
    expect(summary(root)).toEqual([
      '9 schema/unknown-key /menus/0/items/0/colour',
      '13 schema/not-allowed-value /menus/0/items/1/children/0/gates/0/effect',
      '14 menus/unknown-route /menus/0/items/1/children/1/route',
      '15 access/unknown-predicate /menus/0/items/2/gates/0/when/predicate',
    ]);
  });

  it('a menu left out whole is not reported missing', () => {
    const root = project({
      [SIDEBARS]: `kind: menus
version: 1
menus:
  - id: feature
    placement: sidbar
    mode: feature
    variants: [default, lite]
    items:
      - { id: surveys, label: 'nav:surveys', route: surveys.list, params: { siteId: '@site' } }
${OTHER_MENUS.replace('route: profile.details', 'route: profile.detail')}`,
    });
    const rules = validate(root).diagnostics.map((d) => d.rule);
    // Without the feature sidebar the variants would lack one: that is not what is wrong.
    expect(rules).toEqual(['schema/not-allowed-value', 'menus/unknown-route']);
  });

  it('a missing translation key leaves its document whole: references into it are checked', () => {
    const routes = readFileSync(join(BASE, 'manifests/routes.yaml'), 'utf8');
    const root = project({
      'manifests/routes.yaml': routes.replace("'routes:settings.api'", "'routes:settings.apx'"),
      [SIDEBARS]: `kind: menus
version: 1
menus:
  - id: feature
    placement: sidebar
    mode: feature
    variants: [default, lite]
    items:
      - { id: surveys, label: 'nav:surveys', route: surveys.lst, params: { siteId: '@site' } }
${OTHER_MENUS}`,
    });
    expect(validate(root).diagnostics.map((d) => d.rule)).toEqual([
      'menus/unknown-route',
      'i18n/missing-key',
    ]);
  });

  it('with a route set aside for a schema error, its name still resolves and others do not', () => {
    const routes = readFileSync(join(BASE, 'manifests/routes.yaml'), 'utf8');
    const root = project({
      // The first route (surveys.list) gets a misspelt key: it is left out, its name is still read.
      'manifests/routes.yaml': routes.replace('title: ', 'titel: '),
      [SIDEBARS]: `kind: menus
version: 1
menus:
  - id: feature
    placement: sidebar
    mode: feature
    variants: [default, lite]
    items:
      - { id: surveys, label: 'nav:surveys', route: surveys.list, params: { siteId: '@site' } }
      - { id: other, label: 'nav:surveys', route: surveys.lst, params: { siteId: '@site' } }
${OTHER_MENUS}`,
    });
    expect(summary(root).filter((s) => !s.includes('schema/'))).toEqual([
      '10 menus/unknown-route /menus/0/items/1/route',
    ]);
    expect(validate(root).diagnostics.map((d) => d.rule)).toContain('schema/unknown-key');
  });

  it('with a route whose name is wrong, every unknown route is listed under its error', () => {
    const routes = readFileSync(join(BASE, 'manifests/routes.yaml'), 'utf8');
    const root = project({
      'manifests/routes.yaml': routes.replace('name: settings.api', 'name: Settings.api'),
    });
    const { diagnostics } = validate(root);
    const error = diagnostics.find((d) => d.rule === 'schema/pattern');
    expect(error?.follows?.map((f) => f.message)).toEqual(['Unknown route "settings.api"']);
    expect(diagnostics.map((d) => d.rule)).not.toContain('menus/unknown-route');
  });
});

describe('partial documents', () => {
  const at = (pointer: string) => ({
    file: 'm.yaml',
    pointer,
    line: 1,
    column: 1,
    rule: 'schema/wrong-type',
    message: '',
  });

  it('drops the smallest unit around each structural error, outermost when nested', () => {
    expect(
      unitsToDrop('menus', [
        at('/menus/0/items/2/gates/0/effect'),
        at('/menus/1/items/0/children/3/label'),
        at('/menus/1/items/0/children/3'),
        at('/menus/2/placement'),
        at('/menus/2/items/0/id'),
      ]),
    ).toEqual(['/menus/0/items/2', '/menus/1/items/0/children/3', '/menus/2']);
  });

  it('keeps a document whole for a missing translation key, and gives up outside any unit', () => {
    expect(unitsToDrop('menus', [{ ...at('/menus/0/label'), rule: 'i18n/missing-key' }])).toEqual(
      [],
    );
    expect(unitsToDrop('menus', [at('/menus')])).toBeUndefined();
    expect(unitsToDrop('routes', [at('/routes/0/title')])).toEqual(['/routes/0']);
    expect(unitsToDrop('routes', [at('/params/siteId')])).toBeUndefined();
  });

  it('removes units and maps the pruned numbering back to the file', () => {
    const data = { menus: [{ items: ['a', 'b', 'c', 'd', 'e'] }, { items: ['x'] }] };
    const dropped = ['/menus/0/items/1', '/menus/0/items/3'];
    expect(withoutUnits(data, dropped)).toEqual({
      menus: [{ items: ['a', 'c', 'e'] }, { items: ['x'] }],
    });
    expect(data.menus[0]!.items).toHaveLength(5);
    const map = originalPointer(dropped);
    expect(map('/menus/0/items/0')).toBe('/menus/0/items/0');
    expect(map('/menus/0/items/1/id')).toBe('/menus/0/items/2/id');
    expect(map('/menus/0/items/2')).toBe('/menus/0/items/4');
    expect(map('/menus/1/items/0')).toBe('/menus/1/items/0');
  });
});
