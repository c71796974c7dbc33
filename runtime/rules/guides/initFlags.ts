/**
 * Flags a guide sets when it initialises (product.md#states-and-transitions: sites created before 1604335671 are
 * auto-marked done; with more than one organization user the invite is auto-completed).
 * Returns the flags to store that are not set yet, in declaration order.
 */
import { conditionHolds } from './conditionHolds';
import type { Guide, GuideContext } from './types';

export function initFlags(guide: Pick<Guide, 'init'>, context: GuideContext): string[] {
  const out: string[] = [];
  for (const rule of guide.init) {
    if (!conditionHolds(rule.when, context)) continue;
    for (const flag of rule.setFlags) {
      if (!context.flags[flag] && !out.includes(flag)) out.push(flag);
    }
  }
  return out;
}
