/**
 * `explain menu`: the menu a persona sees, computed from a valid model with the same pure rule the
 * shell runs (`resolveMenu` over the access and menus bundles). The persona arrives as the CLI's
 * option values (strings); a value the manifests do not know is a usage problem naming the
 * closest known values. `MenuExplanation` is what `--json` prints (contract: top of
 * cli/src/commands/explain.ts); `menuText` (menuText.ts) renders it as text.
 */
import { ORG_ACCESS_LEVELS, TRACKING_STATES } from '../../../contracts/gates';
import { MENU_MODES, PLACEMENTS } from '../../../contracts/menus';
import type { GateContext } from '../../../runtime/rules/gates/context';
import {
  resolveMenu,
  type MenuPlace,
  type MenuSlot,
  type ResolvedItem,
} from '../../../runtime/rules/menus/resolveMenu';
import type { Model } from '../core/model';
import { kinds } from '../registry';
import { didYouMeanHint } from '../validate/suggestionHint';
import { idValue } from './idValue';

/** The fixed word lists a persona option takes (for the CLI's help texts). */
export const MENU_PERSONA_WORDS = {
  placement: PLACEMENTS,
  mode: MENU_MODES,
  orgAccess: ORG_ACCESS_LEVELS,
  tracking: TRACKING_STATES,
} as const;

/** The persona as given on the command line; what is absent is unknown. */
export interface MenuPersonaOptions {
  placement: string;
  /** Sidebar mode; read for the sidebar placement only. */
  mode: string;
  variant: string;
  permission: readonly string[];
  flag: readonly string[];
  /** `name=variant` assignments. */
  experiment: readonly string[];
  orgAccess?: string;
  analyticsAccess?: boolean;
  accountAdmin?: boolean;
  demoUser?: boolean;
  plan?: string;
  locale?: string;
  tracking?: string;
  /** Ids that fill `@site`, `@organization`, `@collection` (digits become numbers). */
  site: string;
  organization: string;
  collection: string;
}

export interface MenuExplanation {
  /** Id of the menu serving the slot. */
  menu: string;
  persona: MenuSlot & { context: GateContext; place: MenuPlace };
  items: ResolvedItem[];
}

export type MenuExplainResult =
  /** Option values the manifests do not know (exit 2), one sentence each. */
  | { outcome: 'usage'; problems: string[] }
  /** No menu serves the slot (exit 1). */
  | { outcome: 'no-menu'; slot: MenuSlot }
  | { outcome: 'menu'; explanation: MenuExplanation };

export function explainMenu(model: Model, options: MenuPersonaOptions): MenuExplainResult {
  const access = kinds.access.bundle(model.access);
  const menus = kinds.menus.bundle(model.menus);

  const problems: string[] = [];
  /** The value when the list holds it (or it was not given), else a problem and undefined. */
  const pick = <T extends string>(
    what: string,
    value: string | undefined,
    allowed: readonly T[],
  ) => {
    const found = allowed.find((a) => a === value);
    if (value !== undefined && found === undefined) {
      const hint = didYouMeanHint(value, allowed);
      problems.push(
        `Unknown ${what} "${value}": expected one of ${allowed.join(', ')}${hint ? ` (${hint})` : ''}`,
      );
    }
    return found;
  };
  const placement = pick('placement', options.placement, PLACEMENTS);
  const mode =
    options.placement === 'sidebar' ? pick('sidebar mode', options.mode, MENU_MODES) : undefined;
  pick('account variant', options.variant, access.variants);
  const orgAccess = pick('organization access', options.orgAccess, ORG_ACCESS_LEVELS);
  const tracking = pick('tracking state', options.tracking, TRACKING_STATES);
  for (const p of options.permission) pick('permission', p, access.permissions);
  for (const f of options.flag) pick('flag', f, Object.keys(access.flags));
  const experiments: Record<string, string> = {};
  for (const e of options.experiment) {
    const [name = '', variant] = e.split('=');
    if (variant === undefined) {
      problems.push(`--experiment takes name=variant, found "${e}"`);
      continue;
    }
    pick('experiment', name, Object.keys(access.experiments));
    const declared = access.experiments[name];
    if (declared) pick(`variant of ${name}`, variant, declared.variants);
    experiments[name] = variant;
  }
  if (problems.length || !placement) return { outcome: 'usage', problems };

  const slot: MenuSlot = { placement, ...(mode ? { mode } : {}), variant: options.variant };
  const context: GateContext = {
    user: {
      id: 'explain',
      isAccountAdmin: options.accountAdmin ?? false,
      isDemoUser: options.demoUser ?? false,
    },
    // Flags of scope account not named with --flag are off: the feature list is known, empty.
    account: { variant: options.variant, features: [] },
    organization: orgAccess ? { access: orgAccess } : {},
    permissions: [...options.permission],
    flags: Object.fromEntries(options.flag.map((f) => [f, true])),
    ...(options.plan ? { plan: options.plan } : {}),
    site: {
      ...(options.analyticsAccess !== undefined
        ? { analyticsAccess: options.analyticsAccess }
        : {}),
      ...(tracking ? { tracking } : {}),
    },
    ...(options.locale ? { locale: options.locale } : {}),
    experiments,
  };
  const place: MenuPlace = {
    siteId: idValue(options.site),
    organizationId: idValue(options.organization),
    collectionId: idValue(options.collection),
  };
  const resolved = resolveMenu(menus, access, slot, context, place);
  if (!resolved) return { outcome: 'no-menu', slot };
  return {
    outcome: 'menu',
    explanation: {
      menu: resolved.menu,
      persona: { ...slot, context, place },
      items: resolved.items,
    },
  };
}
