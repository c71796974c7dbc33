/**
 * The translation keys the project's code uses: every `.ts` / `.tsx` file under the code roots
 * (relative to the project root, so a fixture can hold its own `runtime/`), tests left out.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { sortStrings } from '../core/order';
import { extractKeyUses, type KeyUse } from './extractKeys';

/** The browser app and shared rules, the server, and what both share. */
export const CODE_ROOTS = ['runtime', 'server/src', 'contracts'];

const SKIPPED_DIRECTORIES = new Set(['node_modules', '__tests__', 'dist']);

/**
 * Extracted keys by file, with a digest of the text they were read from; watch mode keeps one so
 * unchanged files are not parsed again, and the CLI keeps it on disk between runs.
 */
export type CodeCache = Map<string, { digest: string; uses: KeyUse[]; stamp?: string }>;

export function scanCode(root: string, cache: CodeCache = new Map()): KeyUse[] {
  const uses: KeyUse[] = [];
  for (const file of listCodeFiles(root)) {
    const path = join(root, file);
    // A file whose modification time and size are those of the last reading is not read again:
    // watch mode scans every code file on every save, most of them untouched.
    const { mtimeMs, size } = statSync(path);
    const stamp = `${mtimeMs}:${size}`;
    let entry = cache.get(file);
    if (entry?.stamp !== stamp) {
      const text = readFileSync(path, 'utf8');
      const digest = createHash('sha1').update(text).digest('hex');
      if (!entry || entry.digest !== digest) entry = { digest, uses: extractKeyUses(file, text) };
      entry.stamp = stamp;
      cache.set(file, entry);
    }
    uses.push(...entry.uses);
  }
  return uses;
}

export function listCodeFiles(root: string): string[] {
  const files: string[] = [];
  for (const codeRoot of CODE_ROOTS) {
    const dir = join(root, codeRoot);
    if (existsSync(dir)) collect(root, dir, files);
  }
  return sortStrings(files);
}

function collect(root: string, dir: string, files: string[]): void {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRECTORIES.has(entry.name)) collect(root, path, files);
    } else if (entry.isFile() && isCode(entry.name)) {
      files.push(relative(root, path).split(sep).join('/'));
    }
  }
}

function isCode(name: string): boolean {
  if (!/\.tsx?$/.test(name) || name.endsWith('.d.ts')) return false;
  return !/\.(test|spec)\.tsx?$/.test(name);
}
