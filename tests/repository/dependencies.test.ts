/**
 * What package.json promises about dependencies: a production install (`npm ci --omit=dev`, the
 * Docker image) holds exactly what the built server loads and no build or development tool;
 * every installed package runs on the oldest Node the project supports (no EBADENGINE warning);
 * scarf's install-time analytics (through swagger-ui-dist) stay off for every install.
 */
import { execFile, execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import semver from 'semver';
import { describe, expect, it } from 'vitest';
import { serverPackages } from '../../scripts/buildServer.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const readJson = (path: string) => JSON.parse(readFileSync(path, 'utf8'));
const pkg = readJson(join(ROOT, 'package.json'));
const MINIMUM_NODE = semver.minVersion(pkg.engines.node)!;

const BUILD_AND_DEV_TOOLS = [
  'tsx',
  'typescript',
  'esbuild',
  'vite',
  '@vitejs/plugin-react',
  'vitest',
  'eslint',
  'prettier',
  'json-schema-to-typescript',
  'chokidar',
  'commander',
  'yaml',
  'fastest-levenshtein',
  'oidc-provider',
  'dpdm',
  'playwright-core',
];

/** Loaded by the server only outside production, and never needed by a production install. */
const DEVELOPMENT_ONLY: Record<string, string> = {
  'oidc-provider':
    'the local sign-in, imported only with SSO_DEV_PROVIDER=1 (production refuses it)',
  'pino-pretty': 'readable development logs, used only when it happens to be installed',
};

function nodeRange(manifest: { engines?: unknown }): string | undefined {
  const engines = manifest.engines;
  if (!engines || typeof engines !== 'object' || Array.isArray(engines)) return undefined;
  return (engines as { node?: string }).node;
}

const runsOnMinimum = (range: string) =>
  semver.satisfies(MINIMUM_NODE, range, { includePrerelease: true });

type LsNode = { path?: string; dependencies?: Record<string, LsNode> };
function installedPaths(node: LsNode, into = new Set<string>()): Set<string> {
  for (const child of Object.values(node.dependencies ?? {})) {
    if (child.path) into.add(child.path);
    installedPaths(child, into);
  }
  return into;
}

describe('production dependencies', () => {
  it('hold no build or development tool', () => {
    const production = Object.keys(pkg.dependencies);
    expect(production.filter((name) => BUILD_AND_DEV_TOOLS.includes(name))).toEqual([]);
  });

  it('are exactly the packages the built server loads', async () => {
    const loaded = await serverPackages(ROOT);
    const needed = [...loaded.keys()].filter((name) => !(name in DEVELOPMENT_ONLY)).sort();
    expect(Object.keys(pkg.dependencies).sort()).toEqual(needed);
    // The development-only ones are loaded on demand, never at start.
    for (const name of Object.keys(DEVELOPMENT_ONLY)) {
      if (loaded.has(name)) expect(loaded.get(name)).not.toBe('import');
    }
  });

  it('run, with everything they pull in, on the oldest supported Node', () => {
    const tree = JSON.parse(
      execFileSync('npm', ['ls', '--omit=dev', '--all', '--json', '--long'], {
        cwd: ROOT,
        encoding: 'utf8',
        maxBuffer: 64 * 1024 * 1024,
      }),
    ) as LsNode;
    const paths = installedPaths(tree);
    expect(paths.size).toBeGreaterThan(Object.keys(pkg.dependencies).length);
    const refused = [...paths].flatMap((path) => {
      const manifest = readJson(join(path, 'package.json'));
      const range = nodeRange(manifest);
      return range && !runsOnMinimum(range)
        ? [`${manifest.name}@${manifest.version}: ${range}`]
        : [];
    });
    expect(refused).toEqual([]);
  });
});

describe('the whole install (development tools too, every platform)', () => {
  it('asks for no Node newer than the oldest supported one', () => {
    const lock = readJson(join(ROOT, 'package-lock.json'));
    const entries = Object.entries(
      lock.packages as Record<string, { engines?: unknown; version?: string }>,
    );
    const refused = entries.flatMap(([path, entry]) => {
      const range = path ? nodeRange(entry) : undefined;
      return range && !runsOnMinimum(range) ? [`${path}@${entry.version}: ${range}`] : [];
    });
    expect(refused).toEqual([]);
  });
});

describe('scarf install analytics', () => {
  it('are switched off in package.json and its script is denied', () => {
    expect(pkg.scarfSettings?.enabled).toBe(false);
    expect(pkg.allowScripts?.['@scarf/scarf']).toBe(false);
  });

  const report = join(ROOT, 'node_modules', '@scarf', 'scarf', 'report.js');
  it.skipIf(!existsSync(report))('send nothing when its postinstall runs', async () => {
    let requests = 0;
    const sink = createServer((_request, response) => {
      requests += 1;
      response.end();
    });
    await new Promise<void>((done) => sink.listen(0, done));
    const env: NodeJS.ProcessEnv = { ...process.env, INIT_CWD: ROOT, SCARF_VERBOSE: 'true' };
    for (const name of ['SCARF_ANALYTICS', 'SCARF_NO_ANALYTICS', 'DO_NOT_TRACK']) delete env[name];
    // Scarf sends to this port on localhost instead of scarf.sh: a report would reach the sink.
    env.SCARF_LOCAL_PORT = String((sink.address() as AddressInfo).port);
    const run = await new Promise<string>((done) => {
      execFile(process.execPath, [report], { env, timeout: 20_000 }, (_error, stdout, stderr) =>
        done(`${stdout}${stderr}`),
      );
    });
    await new Promise<void>((done) => sink.close(() => done()));
    expect(run).toContain('User has opted out');
    expect(requests).toBe(0);
  });
});
