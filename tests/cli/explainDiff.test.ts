/**
 * `lodestar explain diff` on fixture pairs: each tests/fixtures/diff/<case>/edit.json
 * is one edit of the real manifests (file, find, replace; or file, remove), or a list of them; "before" is a copy of the project's
 * manifests and locales, "after" the same copy with the edit applied. The printed diff must equal
 * expected.txt (text; UPDATE_FIXTURES=1 rewrites it) and name the change in --json and --markdown. One run goes through git.
 */
import { execFileSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compareRows } from '../../generator/src/explain/diff';
import type { Row } from '../../generator/src/explain/diffSnapshot';
import { readOrUpdate } from '../generator/fixtureHarness';
import { runCli } from './cliHarness';

const ROOT = join(__dirname, '..', '..');
const CASES = join(ROOT, 'tests', 'fixtures', 'diff');

/**
 * A project folder with the real manifests and locales and public assets, and the case's own
 * `files/` over them: a case whose edit reads figures (a price) brings the file it edits, so
 * the product managers' figures of the day do not decide its outcome.
 */
function project(name?: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'lodestar-diff-test-'));
  for (const part of ['manifests', 'locales'])
    cpSync(join(ROOT, part), join(dir, part), { recursive: true });
  cpSync(join(ROOT, 'runtime', 'public'), join(dir, 'runtime', 'public'), { recursive: true });
  const own = name && join(CASES, name, 'files');
  if (own && existsSync(own)) cpSync(own, dir, { recursive: true });
  return dir;
}

/** One edit: replace a text in a file, or remove the file. */
type Edit = { file: string; find: string; replace: string } | { file: string; remove: true };

function applyEdit(dir: string, name: string): void {
  const read = JSON.parse(readFileSync(join(CASES, name, 'edit.json'), 'utf8')) as Edit | Edit[];
  for (const edit of [read].flat()) {
    const path = join(dir, edit.file);
    if ('remove' in edit) {
      rmSync(path);
      continue;
    }
    const text = readFileSync(path, 'utf8');
    expect(text, `${name}: the edit's text is in ${edit.file}`).toContain(edit.find);
    writeFileSync(path, text.replace(edit.find, edit.replace));
  }
}

describe('lodestar explain diff', () => {
  const before = project();
  for (const name of readdirSync(CASES)) {
    it(`${name}: prints the expected changes`, async () => {
      const base = project(name);
      const after = project(name);
      applyEdit(after, name);
      const text = await runCli(after, 'explain', 'diff', '--before', base);
      expect(text.err).toBe('');
      expect(text.code).toBe(0);
      // UPDATE_FIXTURES=1 rewrites expected.txt (tests/generator/fixtureHarness.ts).
      const actual = text.out.replace(base, '<before>') + '\n';
      expect(actual).toBe(readOrUpdate(join(CASES, name, 'expected.txt'), actual));

      const json = await runCli(after, 'explain', 'diff', '--before', base, '--json');
      const parsed = JSON.parse(json.out) as {
        personas: { changes: unknown[] }[];
        plans: unknown[];
      };
      const total = parsed.personas.reduce((n, p) => n + p.changes.length, parsed.plans.length);
      expect(total).toBeGreaterThan(0);

      const markdown = await runCli(after, 'explain', 'diff', '--before', base, '--markdown');
      expect(markdown.out).toContain('| Kind | Item | Change |');
    }, 60_000);
  }

  it('item-hidden-for-lite: only the lite persona sees the change', async () => {
    const after = project('item-hidden-for-lite');
    applyEdit(after, 'item-hidden-for-lite');
    const { out } = await runCli(after, 'explain', 'diff', '--before', before, '--json');
    const diff = JSON.parse(out) as {
      personas: { persona: string; changes: { key: string; fields: unknown[] }[] }[];
    };
    const changed = diff.personas.filter((p) => p.changes.length).map((p) => p.persona);
    expect(changed).toEqual(['lite']);
    expect(diff.personas.find((p) => p.persona === 'lite')!.changes[0]).toMatchObject({
      key: 'sidebar/feature › dashboard',
      fields: [{ field: 'state', before: 'shown', after: 'hidden' }],
    });
  }, 60_000);

  /** The --json diff of a fixture case: each persona's changes. */
  async function diffOf(name: string): Promise<DiffJson> {
    const after = project();
    applyEdit(after, name);
    const { out, err } = await runCli(after, 'explain', 'diff', '--before', before, '--json');
    expect(err).toBe('');
    return JSON.parse(out) as DiffJson;
  }

  /** The personas whose diff has a change of this area, with those changes. */
  const changesOf = (diff: DiffJson, area: string) =>
    diff.personas
      .map((p) => ({ persona: p.persona, changes: p.changes.filter((c) => c.area === area) }))
      .filter((p) => p.changes.length);

  it('empty-state-text-reworded: the key, old → new text and page, for the personas who see it', async () => {
    const diff = await diffOf('empty-state-text-reworded');
    const texts = changesOf(diff, 'text');
    expect(texts.length).toBeGreaterThan(0);
    for (const { changes } of texts)
      expect(changes).toContainEqual({
        area: 'text',
        key: 'empty state feedback › empty-states:feedback.title',
        change: 'changed',
        fields: [
          { field: 'en', before: 'Hear from your visitors', after: 'Listen to your visitors' },
        ],
      });
    // Only the text changed: no other row of any persona.
    expect(diff.personas.flatMap((p) => p.changes).every((c) => c.area === 'text')).toBe(true);
  }, 60_000);

  it('translation-reworded: a change in another language names that language', async () => {
    const diff = await diffOf('translation-reworded');
    const texts = changesOf(diff, 'text');
    expect(texts.length).toBeGreaterThan(0);
    const change = texts[0]!.changes.find((c) => c.key.endsWith('empty-states:feedback.create'));
    expect(change?.fields).toEqual([
      { field: 'de', before: 'Feedback-Widget erstellen', after: 'Neues Feedback-Widget' },
    ]);
  }, 60_000);

  it('an empty state removed while a route shows it: the diff refuses, naming the route', async () => {
    // Validation stops a route left without its page before any review: whichever route of the
    // manifests shows an empty state, removing that empty state is an error naming the route.
    const after = project();
    const routes = readFileSync(join(after, 'manifests', 'routes.yaml'), 'utf8');
    const shown = /- name: (\S+)\n(?:\s{4}.*\n)*?\s{4}shows: \{ emptyState: ([\w-]+) \}/.exec(
      routes,
    );
    expect(shown, 'a route of the manifests shows an empty state').not.toBeNull();
    const [, route, feature] = shown!;
    rmSync(join(after, 'manifests', 'empty-states', `${feature}.yaml`));
    const run = await runCli(after, 'explain', 'diff', '--before', before);
    expect(run.code).toBe(1);
    expect(run.out + run.err).toContain(`Route "${route}"`);
  }, 60_000);

  it('compares with a git ref: the committed manifests against the working tree', async () => {
    const repo = project('price-changed');
    const git = (...args: string[]) =>
      execFileSync('git', args, { cwd: repo, stdio: 'pipe', encoding: 'utf8' });
    git('init', '-q', '-b', 'main');
    git('add', '.');
    git('-c', 'user.name=t', '-c', 'user.email=t@example.com', 'commit', '-q', '-m', 'base');
    applyEdit(repo, 'price-changed');
    const run = await runCli(repo, 'explain', 'diff');
    expect(run.err).toBe('');
    expect(run.out).toContain('plan figure ask on plus › ask-plus-250: price: 59 → 69');
    const bad = await runCli(repo, 'explain', 'diff', 'no-such-ref');
    expect(bad.code).toBe(1);
  }, 60_000);

  it('without a personas manifest, the default personas of are reviewed', async () => {
    const before2 = project();
    const after = project();
    for (const dir of [before2, after]) rmSync(join(dir, 'manifests', 'personas.yaml'));
    const { out, code } = await runCli(after, 'explain', 'diff', '--before', before2, '--json');
    expect(code).toBe(0);
    expect(
      (JSON.parse(out) as { personas: { persona: string }[] }).personas.map((p) => p.persona),
    ).toEqual([
      'default-admin',
      'lite',
      'cross-sell',
      'standalone',
      'no-surveys-create',
      'read-only-organization',
      'no-analytics-access',
    ]);
  }, 60_000);
});

interface DiffJson {
  personas: {
    persona: string;
    changes: { area: string; key: string; change: string; fields: unknown[] }[];
  }[];
  routesWithoutPage: { route: string; feature: string }[];
}

describe('compareRows', () => {
  const row = (key: string, order: number, state = 'shown'): Row => ({
    area: 'menu',
    key,
    group: 'sidebar',
    order,
    fields: { state },
  });

  it('an added item does not report the items after it as moved', () => {
    const changes = compareRows(
      [row('a', 0), row('b', 1)],
      [row('new', 0), row('a', 1), row('b', 2)],
    );
    expect(changes).toEqual([
      { area: 'menu', key: 'new', change: 'added', fields: [], values: { state: 'shown' } },
    ]);
  });

  it('a swap reports both items with their positions, a removal its last values', () => {
    const changes = compareRows(
      [row('a', 0), row('b', 1), row('c', 2, 'locked')],
      [row('b', 0), row('a', 1)],
    );
    expect(changes).toEqual([
      {
        area: 'menu',
        key: 'b',
        change: 'changed',
        fields: [{ field: 'order', before: '2', after: '1' }],
      },
      {
        area: 'menu',
        key: 'a',
        change: 'changed',
        fields: [{ field: 'order', before: '1', after: '2' }],
      },
      { area: 'menu', key: 'c', change: 'removed', fields: [], values: { state: 'locked' } },
    ]);
  });
});
