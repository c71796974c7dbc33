/**
 * `generated/icons.css`: the icons the menus use (issue 10 §6, §8 "letter marks are ambiguous"),
 * each as a CSS custom property holding its SVG as a data URL, keyed by `data-icon`. The shell
 * draws `[data-icon]::before` as a mask of `--icon` filled with the text colour (shell.css), so
 * icons follow the theme and cost the first page no JavaScript; only the icons the manifests
 * name are in the file (iconSet.ts checks the names against the set).
 */
import type { Emitter } from '../../core/types';
import { sortStrings } from '../../core/order';
import { cssFile } from '../../emit/files';
import { iconNames, iconSvg } from './iconSet';
import type { MenuItem, MenusModel } from './model';

export const ICONS_CSS = 'generated/icons.css';

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

export const menuIconsEmitter: Emitter = {
  id: 'icons',
  dependsOn: ['menus'],
  async emit(model) {
    const rules = await Promise.all(
      usedIcons(model.menus).map(
        async (name) =>
          `[data-icon='${name}'] {\n  --icon: url("data:image/svg+xml,${dataUrlText(await iconSvg(name))}");\n}`,
      ),
    );
    return [{ path: ICONS_CSS, content: cssFile(rules.join('\n')) }];
  },
};
