import { childRef, locate, type Located } from '../../core/located';
import type { ManifestDocument, Ref } from '../../core/types';
import type { Menu, MenuAlternate, MenuItem, MenusModel } from './model';

type ItemDoc = Omit<MenuItem, 'children' | 'gates' | 'alternate'> & {
  children?: ItemDoc[];
  gates?: MenuItem['gates'];
  alternate?: Omit<MenuAlternate, 'params'> & { params?: MenuAlternate['params'] };
};
type MenuDoc = Omit<Menu, 'items'> & { items: ItemDoc[] };

/** Merge menus documents in file order; each item remembers where it was declared. */
export function collectMenus(docs: ManifestDocument[]): MenusModel {
  const menus: Located<Menu>[] = [];
  for (const doc of docs) {
    const data = doc.data as { menus: MenuDoc[] };
    data.menus.forEach((m, i) => {
      const at = { file: doc.file, pointer: `/menus/${i}` };
      const menu: Menu = {
        id: m.id,
        placement: m.placement,
        ...(m.mode ? { mode: m.mode } : {}),
        variants: m.variants,
        ...(m.description ? { description: m.description } : {}),
        items: m.items.map((item, j) => collectItem(item, childRef(at, 'items', j))),
      };
      menus.push(locate(menu, at));
    });
  }
  return { menus };
}

function collectItem(doc: ItemDoc, at: Ref): Located<MenuItem> {
  const { children, gates, alternate, ...rest } = doc;
  const item: MenuItem = {
    ...rest,
    gates: gates ?? [],
    ...(alternate ? { alternate: { ...alternate, params: alternate.params ?? {} } } : {}),
    ...(children
      ? { children: children.map((c, i) => collectItem(c, childRef(at, 'children', i))) }
      : {}),
  };
  return locate(item, at);
}
