/**
 * Where recording chunks' bytes live: one interface, the filesystem by default.
 *
 * Keys are paths of plain segments (`sites/12/sessions/9f86d081884c/7`): letters, digits, `-` and `_`,
 * never `.` or `..`, so a key can never leave the store's folder.
 *
 * The filesystem store writes under `<DATA_DIR>/recordings`. A write goes to a temporary file
 * of its own, then is renamed over the key: a reader sees the old bytes or the new ones, never
 * half of them, and a process killed mid-write leaves only a temporary file. Written before
 * the database row that points at it commits, so every stored chunk the database knows is on
 * disk; once written, the bytes are in the system's page cache and survive the process being
 * killed (like SQLite's WAL at synchronous=NORMAL: a power cut may lose the last moments).
 * Several instances share it when `DATA_DIR` is on storage they all mount; beyond one machine,
 * an S3-compatible object store takes its place behind the same interface
 * (docs/recordings.md "Storage").
 */
import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

export interface BlobStore {
  put(key: string, bytes: Buffer): Promise<void>;
  /** The bytes, or null when there is no such blob. */
  get(key: string): Promise<Buffer | null>;
  /** Removes the blob, if there is one. */
  remove(key: string): Promise<void>;
  /** Removes every blob whose key starts with `prefix/` (a site's, a recording's). */
  removeAll(prefix: string): Promise<void>;
}

const SEGMENT = /^[A-Za-z0-9_-]+$/;

/** The key's segments, or an error for a key that is not plain segments. */
export function keySegments(key: string): string[] {
  const segments = key.split('/');
  if (segments.length === 0 || !segments.every((s) => SEGMENT.test(s))) {
    throw new Error(`not a blob key: ${JSON.stringify(key)}`);
  }
  return segments;
}

/** A chunk's key: its site, its session (one recording per session of a site), its number. */
export function chunkKey(siteId: number, sessionKey: string, seq: number): string {
  return `${recordingPrefix(siteId, sessionKey)}/${seq}`;
}

export function recordingPrefix(siteId: number, sessionKey: string): string {
  return `sites/${siteId}/sessions/${sessionKey}`;
}

export function sitePrefix(siteId: number): string {
  return `sites/${siteId}`;
}

export function fileBlobStore(root: string): BlobStore {
  const path = (key: string) => join(root, ...keySegments(key));
  return {
    async put(key, bytes) {
      const target = path(key);
      await mkdir(dirname(target), { recursive: true });
      const temporary = `${target}.${randomUUID()}.tmp`;
      try {
        await writeFile(temporary, bytes);
        await rename(temporary, target);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },
    async get(key) {
      try {
        return await readFile(path(key));
      } catch (error) {
        if ((error as { code?: string }).code === 'ENOENT') return null;
        throw error;
      }
    },
    async remove(key) {
      await rm(path(key), { force: true });
    },
    async removeAll(prefix) {
      await rm(path(prefix), { recursive: true, force: true });
    },
  };
}
