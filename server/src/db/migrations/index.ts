/**
 * Every migration, in order, named by its file. Adding one: create `NNNN_what.ts` exporting a
 * Kysely `Migration` and add it here; migrations that ran are never edited.
 */
import type { Migration } from 'kysely';
import { initial } from './0001_initial';

export const migrations: Record<string, Migration> = {
  '0001_initial': initial,
};
