/** Cross-file rule helper: report every declaration whose name an earlier one already took. */
import type { CheckContext, Ref } from '../core/types';

export function reportDuplicates(
  ctx: CheckContext,
  what: string,
  items: { name: string; at: Ref }[],
  rule: string,
): void {
  const first = new Map<string, Ref>();
  for (const item of items) {
    const seen = first.get(item.name);
    if (!seen) {
      first.set(item.name, item.at);
      continue;
    }
    ctx.report({
      at: item.at,
      rule,
      message: `The ${what} "${item.name}" is declared twice`,
      expected: `each ${what} declared once`,
      found: JSON.stringify(item.name),
      hint: 'Rename or remove one of the two.',
      related: [seen],
    });
  }
}
