/**
 * The boundaries of ARCHITECTURE "Boundaries" that the server depends on, checked on the
 * source: the server shares code with the browser only through contracts/ (and the pure
 * runtime/rules), never runtime/app; contracts/ imports nothing but itself and generated/ types
 * (no React, no Fastify, no Node-only module), so that both sides can load it; and only
 * server/src/data (and db/, the migrations) build SQL queries.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

function sources(folder: string): string[] {
  return readdirSync(join(ROOT, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => join(folder, file));
}

/** Every module a file imports or re-exports, static or dynamic, as written. */
function specifiers(file: string): string[] {
  const text = readFileSync(join(ROOT, file), 'utf8');
  const found = text.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*)'([^']+)'/g);
  return [...found].map((match) => match[1] as string);
}

/** A relative specifier as a project path (`runtime/app/…`); bare ones as written. */
function target(file: string, specifier: string): string {
  if (!specifier.startsWith('.')) return specifier;
  return relative(ROOT, resolve(ROOT, dirname(file), specifier))
    .split('\\')
    .join('/');
}

describe('import boundaries', () => {
  it('server/src never imports runtime/app', () => {
    const crossings = sources('server/src').flatMap((file) =>
      specifiers(file)
        .map((s) => target(file, s))
        .filter((t) => t.startsWith('runtime/app'))
        .map((t) => `${file} → ${t}`),
    );
    expect(crossings).toEqual([]);
  });

  it('contracts/ imports only contracts/ and generated/', () => {
    const crossings = sources('contracts').flatMap((file) =>
      specifiers(file)
        .map((s) => target(file, s))
        .filter((t) => !t.startsWith('contracts/') && !t.startsWith('generated/'))
        .map((t) => `${file} → ${t}`),
    );
    expect(crossings).toEqual([]);
  });

  it('only server/src/data and server/src/db build SQL', () => {
    const query = /\.(selectFrom|insertInto|updateTable|deleteFrom)\(|\bsql`/;
    const outside = sources('server/src')
      .filter((file) => !/^server\/src\/(data|db)\//.test(file.split('\\').join('/')))
      .filter((file) => query.test(readFileSync(join(ROOT, file), 'utf8')));
    expect(outside).toEqual([]);
  });
});
