/**
 * The icon set of the menus ("real icons from a tree-shaken icon set … validated
 * against the set at generate time"): Lucide, as the `lucide-react` package ships it, one module
 * per icon under dist/esm/icons/<name>.mjs. The names a menu may use are those files; an icon's
 * drawing is the `__iconData.node` its module exports (SVG elements and attributes), read only
 * for the icons the manifests use and turned into CSS masks (emitIcons.ts), so the app carries
 * no icon JavaScript at all.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';

type IconNode = [tag: string, attributes: Record<string, string | number>][];

let names: Set<string> | undefined;

function iconsDir(): string {
  // The package's main entry (dist/cjs/lucide-react.js); the ESM icon modules sit beside it.
  const main = createRequire(import.meta.url).resolve('lucide-react');
  return join(dirname(main), '..', 'esm', 'icons');
}

/** Every icon name of the set (kebab-case file names), read once. */
export function iconNames(): ReadonlySet<string> {
  names ??= new Set(
    readdirSync(iconsDir())
      .filter((file) => file.endsWith('.mjs'))
      .map((file) => file.slice(0, -'.mjs'.length)),
  );
  return names;
}

/**
 * The drawing of an icon. Some names are aliases whose module only re-exports another icon
 * (`history` → `rotate-ccw-clock`): the alias is followed.
 */
async function iconNode(name: string): Promise<IconNode> {
  const file = join(iconsDir(), `${name}.mjs`);
  const module = (await import(pathToFileURL(file).href)) as { __iconData?: { node: IconNode } };
  if (module.__iconData) return module.__iconData.node;
  const alias = /export \{ default \} from '\.\/([a-z0-9-]+)\.mjs'/.exec(
    readFileSync(file, 'utf8'),
  );
  if (!alias?.[1] || alias[1] === name) throw new Error(`Icon "${name}" has no drawing`);
  return iconNode(alias[1]);
}

/** One icon as a standalone SVG (24 × 24, stroked, as Lucide draws it). */
/** The SVG elements of an icon, in its 24 × 24 box. */
export async function iconBody(name: string): Promise<string> {
  if (!iconNames().has(name)) throw new Error(`No icon "${name}" in the icon set`);
  return (await iconNode(name))
    .map(([tag, attributes]) => {
      const attrs = Object.entries(attributes)
        .filter(([key]) => key !== 'key')
        .map(([key, value]) => `${key}='${value}'`)
        .join(' ');
      return `<${tag} ${attrs}/>`;
    })
    .join('');
}

/** The outline style every Lucide icon is drawn with (black: the app uses it as a mask). */
export const ICON_STROKE =
  "fill='none' stroke='black' stroke-width='2' stroke-linecap='round' stroke-linejoin='round'";
