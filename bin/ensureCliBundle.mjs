// Build dist/lodestar-cli.mjs from cli/src/main.ts when it is missing or older than any input
// esbuild recorded last time (the metafile lists every source file the bundle holds).
import { existsSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const out = join(root, 'dist', 'lodestar-cli.mjs');
const meta = join(root, 'dist', 'lodestar-cli.meta.json');

function isFresh() {
  if (!existsSync(out) || !existsSync(meta)) return false;
  const built = statSync(out).mtimeMs;
  const inputs = JSON.parse(readFileSync(meta, 'utf8'));
  return inputs.every((file) => {
    const path = join(root, file);
    return existsSync(path) && statSync(path).mtimeMs <= built;
  });
}

export async function ensureCliBundle() {
  if (!isFresh()) {
    const { build } = await import('esbuild');
    mkdirSync(dirname(out), { recursive: true });
    // Unique temporary names, then rename: parallel first runs (tests) never see half a file.
    const tmp = `${out}.${process.pid}.tmp.mjs`;
    const result = await build({
      entryPoints: [join(root, 'cli', 'src', 'main.ts')],
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      packages: 'external',
      outfile: tmp,
      metafile: true,
      absWorkingDir: root,
      sourcemap: 'linked',
      logLevel: 'error',
    });
    const inputs = Object.keys(result.metafile.inputs).filter((f) => !f.includes('node_modules'));
    writeFileSync(`${meta}.${process.pid}.tmp`, JSON.stringify(inputs));
    // The map is renamed with the bundle (and the bundle's link to it), so no temporary map is
    // left behind by each rebuild.
    const code = readFileSync(tmp, 'utf8');
    writeFileSync(
      tmp,
      code.replace(
        `sourceMappingURL=${basename(tmp)}.map`,
        `sourceMappingURL=${basename(out)}.map`,
      ),
    );
    renameSync(`${tmp}.map`, `${out}.map`);
    renameSync(tmp, out);
    renameSync(`${meta}.${process.pid}.tmp`, meta);
  }
  return pathToFileURL(out).href;
}
