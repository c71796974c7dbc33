/**
 * Each manifest's schema check, kept by file and text: watch mode re-validates only the file that
 * changed, and the CLI keeps the results on disk (core/diskCache.ts), so a fresh process whose
 * manifests did not change compiles no schema at all. The translation keys of `locales/en` are
 * part of the key: a label naming a key en lacks is a schema error.
 */
import { createHash } from 'node:crypto';
import type { KeyRef } from '../validate/schemaValidate';
import type { DiskCache } from './diskCache';
import type { Diagnostic } from './types';

export interface ValidationResult {
  problems: Diagnostic[];
  keyRefs: KeyRef[];
}

type Entry = ValidationResult & { key: string };

const DISK_NAME = 'validation';

export interface ValidationCache {
  /** The file's result for this text and these translation keys, from `run` when not kept. */
  get(
    file: string,
    text: string,
    translations: string,
    run: () => ValidationResult,
  ): ValidationResult;
  /** Writes the results to disk when one was computed since the last save. */
  save(): void;
}

export function createValidationCache(disk: DiskCache | undefined): ValidationCache {
  let entries: Map<string, Entry> | undefined;
  let changed = false;
  return {
    get(file, text, translations, run) {
      entries ??= new Map(disk?.read<[string, Entry][]>(DISK_NAME) ?? []);
      const key = `${digest(text)}:${translations}`;
      let entry = entries.get(file);
      if (entry?.key !== key) {
        entry = { key, ...copy(run()) };
        entries.set(file, entry);
        changed = true;
      }
      // Copies: the pipeline may list later problems under one of these.
      return copy(entry);
    },
    save() {
      if (changed && entries) disk?.write(DISK_NAME, [...entries]);
      changed = false;
    },
  };
}

/** A digest of the translation keys, the part of every entry's key they decide. */
export function keysDigest(keys: ReadonlySet<string>): string {
  return digest([...keys].sort().join('\n'));
}

function digest(text: string): string {
  return createHash('sha1').update(text).digest('hex');
}

function copy(result: ValidationResult): ValidationResult {
  return { problems: result.problems.map((d) => ({ ...d })), keyRefs: result.keyRefs };
}
