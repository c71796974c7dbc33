/**
 * Evaluates the guide condition language (success / skip / init rules of product.md#states-and-transitions) against the
 * guide context. Pure: no React, no storage.
 */
import type { GuideCondition, GuideContext } from './types';

export function conditionHolds(condition: GuideCondition, ctx: GuideContext): boolean {
  if ('flag' in condition) return ctx.flags[condition.flag] === true;
  if ('anyFlag' in condition) return condition.anyFlag.some((f) => ctx.flags[f] === true);
  if ('allFlags' in condition) return condition.allFlags.every((f) => ctx.flags[f] === true);
  if ('tracking' in condition)
    return ctx.trackingInstalled === (condition.tracking === 'installed');
  if ('orgAccess' in condition) return condition.orgAccess.includes(ctx.orgAccess);
  if ('orgUsersMoreThan' in condition) return ctx.orgUserCount > condition.orgUsersMoreThan;
  if ('locale' in condition) return condition.locale.some((l) => localeMatches(ctx.locale, l));
  if ('siteCreatedBefore' in condition) return ctx.siteCreated < condition.siteCreatedBefore;
  if ('profile' in condition) {
    const profile = ctx.profile;
    if (!profile) return false;
    const { goal, expertise, jobsToBeDone } = condition.profile;
    if (goal && !(profile.goal && goal.includes(profile.goal))) return false;
    if (expertise && !(profile.expertise && expertise.includes(profile.expertise))) return false;
    if (jobsToBeDone && !(profile.jobsToBeDone ?? []).some((j) => jobsToBeDone.includes(j)))
      return false;
    return true;
  }
  if ('all' in condition) return condition.all.every((c) => conditionHolds(c, ctx));
  if ('any' in condition) return condition.any.some((c) => conditionHolds(c, ctx));
  return !conditionHolds(condition.not, ctx);
}

/** `en` matches `en` and `en-GB`; `pt-BR` matches only `pt-BR`. */
export function localeMatches(locale: string, wanted: string): boolean {
  return locale === wanted || locale.split('-')[0] === wanted;
}
