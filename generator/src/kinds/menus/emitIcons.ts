/**
 * `generated/icons.css`: the icons the menus use (product.md#errors "letter marks are ambiguous"),
 * keyed by `data-icon`. The shell draws `[data-icon]::before` as a mask filled with the text
 * colour (shell.css), so icons follow the theme and cost the first page no JavaScript; only the
 * icons the manifests name are in the file (iconSet.ts checks the names against the set).
 *
 * The icons are one sprite (a single SVG image, every icon in a row) and each icon name is its
 * place in the row: Chromium builds an SVG document per distinct image, and one image per icon
 * cost the signed-in page's first style pass ~40 ms ("interactive sooner").
 */
import type { Emitter } from '../../core/types';
import { sortStrings } from '../../core/order';
import { cssFile } from '../../emit/files';
import { ICON_STROKE, iconBody, iconNames } from './iconSet';
import type { MenuItem, MenusModel } from './model';

export const ICONS_CSS = 'generated/icons.css';

/** An icon's box is 24 units; the row places one every 32, so a neighbour never shows. */
const BOX = 24;
const PITCH = 32;

/** Every icon name the menus use (items, group children and alternates), known to the set. */
export function usedIcons(model: MenusModel): string[] {
  const names = new Set<string>();
  const visit = (items: readonly MenuItem[]) => {
    for (const item of items) {
      if (item.icon) names.add(item.icon);
      if (item.alternate?.icon) names.add(item.alternate.icon);
      visit(item.children ?? []);
    }
  };
  for (const menu of model.menus) visit(menu.items);
  const known = iconNames();
  return sortStrings([...names].filter((name) => known.has(name)));
}

/**
 * SVG text for a quoted CSS url(): only what a data URL or the quotes cannot hold is escaped
 * (the SVG uses single quotes), which keeps it about half the size of encodeURIComponent's.
 */
export function dataUrlText(svg: string): string {
  return svg.replace(
    /[%#<>"\n]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`,
  );
}

/** A length in icon sizes (`--icon-size`, set by the shell's stylesheet). */
const inIconSizes = (units: number) =>
  `calc(var(--icon-size) * ${Number((units / BOX).toFixed(4))})`;

/** The sprite's stylesheet for the given icon names, in row order. */
export async function iconsCss(names: readonly string[]): Promise<string> {
  const bodies = await Promise.all(names.map(iconBody));
  const width = Math.max(PITCH * names.length - (PITCH - BOX), BOX);
  const cells = bodies
    .map((body, i) =>
      i === 0 ? `<g>${body}</g>` : `<g transform='translate(${PITCH * i})'>${body}</g>`,
    )
    .join('');
  const sprite = `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 ${width} ${BOX}' ${ICON_STROKE}>${cells}</svg>`;
  const rules = [
    `[data-icon]::before {\n  mask-image: url("data:image/svg+xml,${dataUrlText(sprite)}");\n  mask-size: ${inIconSizes(width)} var(--icon-size);\n}`,
    ...names.map(
      (name, i) => `[data-icon='${name}'] {\n  --icon-shift: ${inIconSizes(-PITCH * i)};\n}`,
    ),
  ];
  return rules.join('\n');
}

export const menuIconsEmitter: Emitter = {
  id: 'icons',
  dependsOn: ['menus'],
  async emit(model) {
    return [{ path: ICONS_CSS, content: cssFile(await iconsCss(usedIcons(model.menus))) }];
  },
};
