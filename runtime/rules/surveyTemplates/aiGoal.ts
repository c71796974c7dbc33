/**
 * product.md#validation "AI survey goal: required, at most 400 characters, counter n/400 turning error colour
 * above 400; submit disabled without survey-create permission, when empty or over limit". The
 * limit is the app manifest's limits.aiGoalMaxChars. Characters are code points (an emoji is
 * one), like the server's JSON Schema maxLength.
 */
export interface GoalCheck {
  length: number;
  over: boolean;
  empty: boolean;
  canSubmit: boolean;
}

export function checkGoal(goal: string, max: number, allowed: boolean): GoalCheck {
  const length = [...goal].length;
  const empty = goal.trim() === '';
  const over = length > max;
  return { length, over, empty, canSubmit: allowed && !empty && !over };
}
