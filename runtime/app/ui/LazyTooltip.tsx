/**
 * The Tooltip (Tooltip.tsx) fetched only by a page that draws one: the library (Radix and its
 * positioning engine, ~14 KB gz) is most of a lazy page's weight, and most pages show a tooltip
 * only in a rarer state (a missing permission). Until it has loaded the trigger is drawn alone;
 * a server-rendered page keeps the server's markup until then (React's hydration waits).
 */
import { lazy, Suspense, type ComponentProps } from 'react';

const Tooltip = lazy(() => import('./Tooltip').then((m) => ({ default: m.Tooltip })));

export function LazyTooltip(props: ComponentProps<typeof Tooltip>) {
  return (
    <Suspense fallback={props.children}>
      <Tooltip {...props} />
    </Suspense>
  );
}
