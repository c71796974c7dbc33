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
import { idValue } from './idValue';
import { parsePersona, pickWord, type PersonaOptions } from './persona';
import { modelRouteCheck } from './routeCheck';

/** The fixed word lists a persona option takes (for the CLI's help texts). */
export const MENU_PERSONA_WORDS = {
  placement: PLACEMENTS,
  mode: MENU_MODES,
  orgAccess: ORG_ACCESS_LEVELS,
  tracking: TRACKING_STATES,
} as const;

/** The persona and the menu slot as given on the command line; what is absent is unknown. */
export interface MenuPersonaOptions extends PersonaOptions {
  placement: string;
  /** Sidebar mode; read for the sidebar placement only. */
  mode: string;
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
  const placement = pickWord(problems, 'placement', options.placement, PLACEMENTS);
  const mode =
    options.placement === 'sidebar'
      ? pickWord(problems, 'sidebar mode', options.mode, MENU_MODES)
      : undefined;
  const persona = parsePersona(access, options);
  problems.push(...persona.problems);
  if (problems.length || !placement) return { outcome: 'usage', problems };

  const slot: MenuSlot = { placement, ...(mode ? { mode } : {}), variant: options.variant };
  const context = persona.context;
  const place: MenuPlace = {
    siteId: idValue(options.site),
    organizationId: idValue(options.organization),
    collectionId: idValue(options.collection),
  };
  const check = modelRouteCheck(model, access, context);
  const resolved = resolveMenu(menus, access, slot, context, place, check);
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
