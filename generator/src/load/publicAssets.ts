/**
 * Assets the app serves as plain files: manifests name them by URL path (`/images/…`, e.g. an
 * empty state's image, product.md#screens-and-routes "optional image"), and the client build copies runtime/public
 * as is (vite.config.ts `publicDir`). A path naming no file there would be a broken image.
 */
import { existsSync, statSync } from 'node:fs';
import { join, normalize, sep } from 'node:path';

export const PUBLIC_DIR = join('runtime', 'public');

export function isPublicAsset(root: string, path: string): boolean {
  if (!path.startsWith('/')) return false;
  const base = join(root, PUBLIC_DIR);
  const file = normalize(join(base, path));
  // `..` in a path must not step outside the folder.
  if (!file.startsWith(base + sep)) return false;
  return existsSync(file) && statSync(file).isFile();
}
