/** Every flag a guide condition names, with the place it is named (for `guides/unknown-flag`). */
import { childRef } from '../../core/located';
import type { Ref } from '../../core/types';
import type { GuideCondition } from '../../../../runtime/rules/guides/types';

export function conditionFlags(condition: GuideCondition, at: Ref): { flag: string; at: Ref }[] {
  if ('flag' in condition) return [{ flag: condition.flag, at: childRef(at, 'flag') }];
  if ('anyFlag' in condition)
    return condition.anyFlag.map((flag, i) => ({ flag, at: childRef(at, 'anyFlag', i) }));
  if ('allFlags' in condition)
    return condition.allFlags.map((flag, i) => ({ flag, at: childRef(at, 'allFlags', i) }));
  if ('all' in condition)
    return condition.all.flatMap((c, i) => conditionFlags(c, childRef(at, 'all', i)));
  if ('any' in condition)
    return condition.any.flatMap((c, i) => conditionFlags(c, childRef(at, 'any', i)));
  if ('not' in condition) return conditionFlags(condition.not, childRef(at, 'not'));
  return [];
}
