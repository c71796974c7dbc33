/**
 * `explain empty-state` as text: the feature and the facts, the stage and why, then one line per
 * part the page shows (notice, overlay, buttons, dropdown, cards, pending-data variant) with its
 * state and, when a gate decided, the gate evaluator's reason.
 */
import type { ButtonView, Reason } from '../../../runtime/rules/emptyStates/evaluateEmptyState';
import type { EmptyStateExplanation } from './emptyState';

const STAGE = {
  'has-data': 'has data — the page says what it would show; no empty state',
  'pending-installation': 'pending installation',
  'pending-setup': 'pending setup',
  'pending-data': 'pending data',
  empty: 'empty state',
} as const;

export function emptyStateText(e: EmptyStateExplanation): string {
  const v = e.view;
  const c = e.facts.context;
  const experiments = Object.entries(c.experiments ?? {}).map(([n, x]) => `${n}=${x}`);
  const lines = [
    `Empty state ${e.feature}: ${STAGE[v.stage]}`,
    `Facts: tracking ${c.site?.tracking ?? 'unknown'}, data ${e.facts.hasData ? 'present' : 'none'}` +
      `, permissions ${c.permissions?.length ? c.permissions.join(', ') : 'none'}` +
      `, experiments ${experiments.length ? experiments.join(', ') : 'none (control)'}` +
      `, variant ${c.account?.variant ?? 'unknown'}` +
      (e.facts.skippedInstallation ? ', installation skipped' : ''),
    `Stage: ${v.stage} (${v.stageReason.detail})`,
    `Title: ${v.title}`,
  ];
  if (v.stage === 'has-data') return lines.join('\n');
  lines.push(
    `Notice: ${v.notice ? `shown (${v.notice.text})` : 'not shown'} — ${v.noticeReason?.detail ?? 'no standard parts'}`,
    `Overlay: ${
      v.overlay
        ? `shown (primary ${v.overlay.primary.cta.action}, secondary ${v.overlay.secondary.cta.action})`
        : 'not shown'
    } — ${v.overlayReason?.detail ?? 'no standard parts'}`,
  );
  const row = (name: string, b: ButtonView | undefined) => {
    if (b) lines.push(`  ${name.padEnd(26)} ${buttonText(b)}`);
  };
  lines.push('Buttons:');
  row('install', v.install);
  row('demo', v.demo);
  row('install link', v.installLink);
  row('create', v.createButton);
  const d = v.newSurveyDropdown;
  if (d) {
    lines.push(`  ${'new-survey dropdown'.padEnd(26)} ${stateText(d.state, d.reason, d.tooltip)}`);
    d.items.forEach((item) => row(`  ${item.cta.route ?? item.cta.action}`, item));
  }
  if (v.pendingInstallation) {
    lines.push(`Pending installation: ${v.pendingInstallation.title}`);
    row('install', v.pendingInstallation.installButton);
    row('skip installation', v.pendingInstallation.skipLink);
  }
  if (v.pendingSetup) {
    lines.push(`Pending setup: ${v.pendingSetup.cards.length} cards`);
    for (const card of v.pendingSetup.cards)
      row(card.card.templateId ? `template ${card.card.templateId}` : 'browse templates', card);
  }
  if (v.pendingData) {
    const p = v.pendingData;
    lines.push(`Pending data: ${p.variant} (${p.reason.detail})`);
    row('button', p.button);
    if (p.teaser)
      lines.push(
        `  teaser: up to ${p.teaser.maxCards} cards, refreshed every ${p.teaser.refreshSeconds} s`,
      );
  }
  return lines.join('\n');
}

function target(b: ButtonView): string {
  return b.cta.route ? `→ route ${b.cta.route}` : b.cta.action ? `→ action ${b.cta.action}` : '';
}

function buttonText(b: ButtonView): string {
  return `${stateText(b.state, b.reason, b.tooltip)} ${target(b)}`.trimEnd();
}

function stateText(state: string, reason?: Reason, tooltip?: string): string {
  if (state === 'shown') return 'shown';
  return `${state} (${reason?.detail ?? ''}${tooltip ? `; tooltip ${tooltip}` : ''})`;
}
