/**
 * The "before" side of `explain diff`: the manifests, locales and public assets (empty-state
 * images are checked against them) at a git ref, extracted with `git archive` into a temporary
 * folder the generator loads like any project. The default ref is the merge base with main,
 * else HEAD.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PUBLIC_DIR } from '../load/publicAssets';

const PARTS = ['manifests', 'locales', PUBLIC_DIR.split('\\').join('/')];

function git(root: string, args: string[]): string {
  return execFileSync('git', args, {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  }).trim();
}

/** The ref to compare with: the given one, else `git merge-base HEAD main`, else HEAD. */
export function defaultRef(root: string): string {
  try {
    return git(root, ['merge-base', 'HEAD', 'main']);
  } catch {
    return 'HEAD';
  }
}

/** A temporary project holding the ref's manifests/locales; `dispose` removes it. */
export function checkoutRef(root: string, ref: string): { dir: string; dispose(): void } {
  git(root, ['rev-parse', '--verify', '--quiet', `${ref}^{commit}`]);
  const dir = mkdtempSync(join(tmpdir(), 'lodestar-diff-'));
  try {
    const present = PARTS.filter((p) => git(root, ['ls-tree', '--name-only', ref, p]) !== '');
    if (present.length) {
      const tar = join(dir, '.ref.tar');
      // To a file: the images make the archive larger than a child process's output buffer.
      git(root, ['archive', '--format=tar', '-o', tar, ref, ...present]);
      execFileSync('tar', ['-xf', tar, '-C', dir]);
      rmSync(tar);
    }
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return { dir, dispose: () => rmSync(dir, { recursive: true, force: true }) };
}
