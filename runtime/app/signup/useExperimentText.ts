/**
 * The texts experiments give the slots of a page (manifests/access.yaml `texts`,
 * rules/experiments/experimentText.ts), for the visitor's assignments: a slot answers the
 * translation key of the assigned variant, or undefined — the page's usual text — while the
 * declarations load, when they fail, or when no experiment sets the slot.
 */
import { useQuery } from '@tanstack/react-query';
import type { TextSlot } from '../../../contracts/access';
import { experimentText } from '../../rules/experiments/experimentText';
import { loadShellBundles } from '../core/bundles/shellBundles';

export function useExperimentText(
  assignments: Readonly<Record<string, string>>,
): (slot: TextSlot) => string | undefined {
  const bundles = useQuery({
    queryKey: ['shell-bundles'],
    queryFn: loadShellBundles,
    staleTime: Infinity,
    retry: false,
  });
  const experiments = bundles.data?.access.experiments;
  return (slot) => (experiments ? experimentText(experiments, assignments, slot) : undefined);
}
