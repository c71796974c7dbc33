/**
 * product.md#states-and-transitions "Step order": by jobsToBeDone if present, else by goal and expertise; no profile (or a
 * goal the table does not list) uses the fallback order. The prepended step (Welcome) is left out
 * when the organization qualifies for the skip rule — the product rules do not show that rule, so the
 * caller passes its result, and without one the manifest's placeholder default applies. The
 * appended step (Sales) is added only for the listed locales (English).
 */
import { localeMatches } from './conditionHolds';
import type { Guide, UserProfile } from './types';

export function guideStepOrder(
  guide: Pick<Guide, 'order' | 'steps'>,
  profile: UserProfile | undefined,
  locale: string,
  orgQualifiesForWelcomeSkip?: boolean,
): string[] {
  const order = guide.order;
  if (!order) return guide.steps.map((s) => s.id);
  const ids = unique(baseOrder(order, profile));
  const { prepend, append } = order;
  if (prepend) {
    const skip = orgQualifiesForWelcomeSkip ?? prepend.unless?.default ?? false;
    if (!(prepend.unless && skip) && !ids.includes(prepend.step)) ids.unshift(prepend.step);
  }
  if (append && append.locales.some((l) => localeMatches(locale, l)) && !ids.includes(append.step))
    ids.push(append.step);
  return ids;
}

function baseOrder(order: NonNullable<Guide['order']>, profile: UserProfile | undefined): string[] {
  // Several jobs: their tables in the order the user picked them, duplicates dropped.
  const byJobs = (profile?.jobsToBeDone ?? []).flatMap((job) => order.byJobsToBeDone[job] ?? []);
  if (byJobs.length) return byJobs;
  const table = profile?.goal ? order.byGoal[profile.goal] : undefined;
  if (!table) return order.fallback;
  return (profile?.expertise && table[profile.expertise]) || table.default;
}

function unique(ids: string[]): string[] {
  return [...new Set(ids)];
}

/** Which table of `order` decides (product.md#states-and-transitions "Step order"), for explanations. */
export type OrderSource = 'jobs-to-be-done' | 'goal-expertise' | 'goal' | 'fallback' | 'declared';

export function orderSource(
  guide: Pick<Guide, 'order'>,
  profile: UserProfile | undefined,
): OrderSource {
  const order = guide.order;
  if (!order) return 'declared';
  if ((profile?.jobsToBeDone ?? []).some((job) => order.byJobsToBeDone[job]?.length))
    return 'jobs-to-be-done';
  const table = profile?.goal ? order.byGoal[profile.goal] : undefined;
  if (!table) return 'fallback';
  return profile?.expertise && table[profile.expertise] ? 'goal-expertise' : 'goal';
}
