/**
 * `explain menu` as text: a header naming the menu and the slot, the persona on one line, then
 * one aligned line per item — state, id (indented under its group), label key, target, and the
 * reason when it is not shown.
 */
import type { GateContext } from '../../../runtime/rules/gates/context';
import type {
  MenuSlot,
  ResolvedItem,
  ResolvedTarget,
} from '../../../runtime/rules/menus/resolveMenu';
import type { MenuExplanation } from './menu';

export function menuText({ menu, persona, items }: MenuExplanation): string {
  const rows = flatten(items, '');
  const width = (pick: (r: Row) => string) => Math.max(...rows.map((r) => pick(r).length));
  const [w1, w2, w3] = [width((r) => r.state), width((r) => r.id), width((r) => r.label)];
  return [
    `Menu ${menu}: ${describeSlot(persona)}`,
    `Persona: ${describePersona(persona.context)}`,
    ...rows.map((r) => {
      const line = `  ${r.state.padEnd(w1)}  ${r.id.padEnd(w2)}  ${r.label.padEnd(w3)}  ${r.target}`;
      return r.reason ? `${line}  (${r.reason})` : line;
    }),
  ].join('\n');
}

/** `feature sidebar, variant lite`, `top-bar, variant default` … */
export function describeSlot(slot: MenuSlot): string {
  const where = slot.placement === 'sidebar' ? `${slot.mode} sidebar` : slot.placement;
  return `${where}, variant ${slot.variant}`;
}

interface Row {
  state: string;
  id: string;
  label: string;
  target: string;
  reason?: string;
}

function flatten(items: ResolvedItem[], indent: string): Row[] {
  return items.flatMap((item) => [
    {
      state: item.state,
      id: indent + item.id,
      label: item.label,
      target: describeTarget(item.target),
      ...(item.reason ? { reason: `${item.reason.kind}: ${item.reason.detail}` } : {}),
    },
    ...flatten(item.children ?? [], indent + '  '),
  ]);
}

function describeTarget(target: ResolvedTarget): string {
  switch (target.kind) {
    case 'route': {
      const params = Object.entries(target.params).map(([k, v]) => `${k}=${v}`);
      return `route ${target.route}${params.length ? ' ' + params.join(' ') : ''}`;
    }
    case 'href':
      return `link ${target.href}`;
    case 'action':
      return `action ${target.action}`;
    case 'widget':
      return `widget ${target.widget}`;
    case 'group':
      return 'group';
  }
}

function describePersona(c: GateContext): string {
  const yesNo = (v: boolean | undefined) => (v === undefined ? 'unknown' : v ? 'yes' : 'no');
  const list = (v: string[] | undefined) => (v && v.length ? v.join(', ') : 'none');
  const experiments = Object.entries(c.experiments ?? {}).map(([k, v]) => `${k}=${v}`);
  return [
    `permissions ${list(c.permissions)}`,
    `org access ${c.organization?.access ?? 'unknown'}`,
    `account admin ${yesNo(c.user?.isAccountAdmin)}`,
    `demo user ${yesNo(c.user?.isDemoUser)}`,
    `flags on ${list(Object.keys(c.flags ?? {}))}`,
    `analytics access ${yesNo(c.site?.analyticsAccess)}`,
    `plan ${c.plan ?? 'unknown'}`,
    `locale ${c.locale ?? 'unknown'}`,
    `tracking ${c.site?.tracking ?? 'unknown'}`,
    `experiments ${list(experiments)}`,
  ].join('; ');
}

/** What `explain menu` says when the manifests have no menu for the slot. */
export function noMenuText(slot: MenuSlot): string {
  return `No menu serves ${describeSlot(slot)}.`;
}
