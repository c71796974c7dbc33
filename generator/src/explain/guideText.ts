/**
 * `explain guide` as text: the guide and the facts on two lines, the order and the tables that
 * gave it, one aligned line per visible step (position, id, state, the reason in words, the
 * expanded marker), the skipped steps with the condition that skipped them, then the init flags,
 * enabled, complete, the expanded step and the skip button.
 */
import type { GuideFacts, StepReason } from '../../../runtime/rules/guides/evaluateGuide';
import type { GuideCondition } from '../../../runtime/rules/guides/types';
import type { ExplainedStep, GuideExplanation } from './guide';

const ORDER_SOURCE = {
  'jobs-to-be-done': 'jobs to be done',
  'goal-expertise': 'goal and expertise',
  goal: 'goal (default for the expertise)',
  fallback: 'fallback (no profile, or a goal the tables do not list)',
  declared: 'as declared (the guide has no order tables)',
} as const;

const STATE = { success: 'done', pending: 'pending', skipped: 'skipped' } as const;

export function guideText(e: GuideExplanation): string {
  const width = Math.max(0, ...[...e.steps, ...e.skipped].map((s) => s.id.length));
  const stepLine = (s: ExplainedStep, i: number) => {
    const marker = s.id === e.expanded ? '  ← expanded' : '';
    const line = `  ${String(i + 1).padStart(2)}. ${s.id.padEnd(width)}  ${reasonText(s)}${marker}`;
    const pad = ' '.repeat(width + 8);
    return [line, ...s.notes.map((note) => `${pad}note: ${note}`)].join('\n');
  };
  const yesNo = (v: boolean) => (v ? 'yes' : 'no');
  return [
    `Guide ${e.guide}: ${e.done} of ${e.total} shown steps done`,
    `Facts: ${describeFacts(e.facts)}`,
    `Order: ${ORDER_SOURCE[e.orderSource]} — ${e.orderTables.join(' + ')}`,
    ...(e.prepend ? [`  ${prependText(e.prepend)}`] : []),
    ...(e.append
      ? [
          `  ${e.append.step} ${e.append.included ? 'appended' : 'not appended'}: ` +
            `locale ${e.facts.locale} ${e.append.included ? 'is' : 'is not'} one of ${e.append.locales.join(', ')}`,
        ]
      : []),
    'Steps shown:',
    ...(e.steps.length ? e.steps.map(stepLine) : ['  none']),
    'Skipped (hidden):',
    ...(e.skipped.length
      ? e.skipped.map((s) => `  ${s.id.padEnd(width)}  ${describeCondition(s.reason.condition)}`)
      : ['  none']),
    `Init flags: ${
      e.initFlags.length
        ? e.initFlags.map((f) => `${f.flag} (${describeCondition(f.when)})`).join(', ')
        : 'none'
    }`,
    `Enabled: ${yesNo(e.enabled)}${e.enabledWhen ? ` (needs ${describeCondition(e.enabledWhen)})` : ''}`,
    `Complete: ${yesNo(e.complete)}${
      e.completeFlags.length ? ` (sets ${e.completeFlags.join(', ')})` : ''
    }${e.collapse ? ', the sidebar collapses' : ''}`,
    `Expanded: ${e.expanded ?? 'none (no step pending)'}`,
    `Skip button: ${
      e.skipShowWhen
        ? `${yesNo(e.canSkip)} (shows when ${describeCondition(e.skipShowWhen)})`
        : 'no (the guide has none)'
    }`,
  ].join('\n');
}

/** `pending — success needs flag viewed_heatmap`, `done — tracking installed` … */
export function reasonText(step: { state: ExplainedStep['state']; reason: StepReason }): string {
  const { rule, condition, implicit } = step.reason;
  const own = implicit ? " (the step's own flag: it declares no success condition)" : '';
  const words = describeCondition(condition);
  switch (rule) {
    case 'success':
      return `${STATE[step.state]} — ${words}${own}`;
    case 'skip':
      return `${STATE[step.state]} — skip: ${words}`;
    case 'success-not-met':
      return `${STATE[step.state]} — success needs ${words}${own}`;
  }
}

function prependText(p: NonNullable<GuideExplanation['prepend']>): string {
  if (p.included)
    return p.placeholder
      ? `${p.step} prepended: the organization does not qualify for ${p.placeholder} (a placeholder rule: false until the product rules show it)`
      : `${p.step} prepended`;
  return p.qualifies
    ? `${p.step} not prepended: the organization qualifies for ${p.placeholder}`
    : `${p.step} already in the order`;
}

/** A guide condition in words. */
export function describeCondition(c: GuideCondition): string {
  const list = (items: readonly string[], join = 'or') =>
    items.length > 1 ? `${items.slice(0, -1).join(', ')} ${join} ${items.at(-1)}` : items[0];
  if ('flag' in c) return `flag ${c.flag}`;
  if ('anyFlag' in c) return `flag ${list(c.anyFlag)}`;
  if ('allFlags' in c) return `flags ${list(c.allFlags, 'and')}`;
  if ('tracking' in c)
    return `tracking ${c.tracking === 'installed' ? 'installed' : 'not installed'}`;
  if ('orgAccess' in c) return `organization access ${list(c.orgAccess)}`;
  if ('orgUsersMoreThan' in c) return `more than ${c.orgUsersMoreThan} organization users`;
  if ('locale' in c) return `locale ${list(c.locale)}`;
  if ('siteCreatedBefore' in c) return `site created before ${c.siteCreatedBefore}`;
  if ('profile' in c) {
    const parts = Object.entries(c.profile).map(([k, v]) => `${k} ${list(v as string[])}`);
    return `profile ${parts.join(', ') || 'given'}`;
  }
  if ('all' in c) return c.all.map(nested).join(' and ');
  if ('any' in c) return c.any.map(nested).join(' or ');
  if ('flag' in c.not) return `flag ${c.not.flag} not set`;
  if ('anyFlag' in c.not) return `neither flag ${list(c.not.anyFlag, 'nor')}`;
  if ('orgAccess' in c.not) return `organization access not ${list(c.not.orgAccess)}`;
  return `not (${describeCondition(c.not)})`;
}

function nested(c: GuideCondition): string {
  const words = describeCondition(c);
  return 'all' in c || 'any' in c ? `(${words})` : words;
}

function describeFacts(f: GuideFacts): string {
  const p = f.profile;
  const profile = p
    ? [
        p.goal ? `goal ${p.goal}` : '',
        p.expertise ? `expertise ${p.expertise}` : '',
        p.jobsToBeDone?.length ? `jobs ${p.jobsToBeDone.join(', ')}` : '',
      ]
        .filter(Boolean)
        .join(', ')
    : 'none';
  const flags = Object.keys(f.flags).filter((k) => f.flags[k]);
  return [
    `org access ${f.orgAccess}`,
    `org users ${f.orgUserCount}`,
    `site created ${f.siteCreated}`,
    `tracking ${f.tracking}`,
    `locale ${f.locale}`,
    `profile ${profile}`,
    `flags ${flags.length ? flags.join(', ') : 'none'}`,
  ].join('; ');
}
