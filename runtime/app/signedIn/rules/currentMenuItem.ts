/**
 * Which sidebar item is the current page (`aria-current="page"`): the item whose target is the
 * current route; failing that, the first item leading to the same feature (a survey's edit page
 * keeps "Surveys" current). Groups are searched too. Hidden items are never current.
 */
import type { ResolvedItem } from '../../../rules/menus/resolveMenu';

export function currentMenuItem(
  items: readonly ResolvedItem[],
  current: { name: string; feature?: string },
  featureOf: (routeName: string) => string | undefined,
): string | undefined {
  const flat = flatten(items).filter((i) => i.state !== 'hidden' && i.target.kind === 'route');
  const routeOf = (i: ResolvedItem) => (i.target.kind === 'route' ? i.target.route : '');
  const exact = flat.find((i) => routeOf(i) === current.name);
  if (exact) return exact.id;
  if (!current.feature) return undefined;
  return flat.find((i) => featureOf(routeOf(i)) === current.feature)?.id;
}

function flatten(items: readonly ResolvedItem[]): ResolvedItem[] {
  return items.flatMap((i) => (i.state === 'hidden' ? [] : [i, ...flatten(i.children ?? [])]));
}
