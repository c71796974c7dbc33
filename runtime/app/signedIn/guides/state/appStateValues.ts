/**
 * Reading and writing guide state in the user's app-state list (product.md#records-and-their-fields, product.md#calls: GET/POST
 * /api/v1/users/{userId}/app-state; namespaces atv_getting_started_guide, atv_side_bar,
 * onboarding, heatmap_guides_step, survey_guides_step). Each guide declares where its state
 * lives (`state` in manifests/guides/*.yaml: namespace, key, scope site | user, what it holds,
 * the stored strings that mean "set"); these pure helpers read a declaration against the list
 * and build the settings to save. No React, no fetch.
 */
import type { AppStateSetting } from '../../../../../generated/types';
import { decodeFlags, DEFAULT_TRUTHY, isFlagSet } from '../../../../rules/guides/isFlagSet';
import type { Guide, GuideStateKey } from '../../../../rules/guides/types';

/** The stored string of a set flag (product.md#records-and-their-fields "stored as strings True/true"). */
export const FLAG_SET_VALUE = 'true';

/** The guide's state declaration that holds `holds`, if any. */
export function stateKeyOf(
  guide: Pick<Guide, 'state'>,
  holds: GuideStateKey['holds'],
): GuideStateKey | undefined {
  return guide.state.find((s) => s.holds === holds);
}

/** The site a declaration's values belong to: its site for `site` scope, none for `user`. */
function siteOf(state: Pick<GuideStateKey, 'scope'>, siteId: number | undefined): number | null {
  return state.scope === 'site' && siteId !== undefined ? siteId : null;
}

/**
 * The values of `namespace` that apply to a site, key → value: a value stored for the site wins
 * over one stored without a site (as server/src/data/userAttributes.ts reads the answers).
 * `siteId` undefined: unscoped values only.
 */
export function valuesFor(
  settings: readonly AppStateSetting[],
  namespace: string,
  siteId: number | undefined,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const s of settings)
    if (s.namespace === namespace && s.site_id == null) out[s.key] = s.value;
  if (siteId !== undefined)
    for (const s of settings)
      if (s.namespace === namespace && s.site_id === siteId) out[s.key] = s.value;
  return out;
}

/** One value of a declaration (its `key`, or `key` given for per-flag declarations). */
export function stateValue(
  settings: readonly AppStateSetting[],
  state: GuideStateKey,
  siteId: number | undefined,
  key = state.key,
): string | undefined {
  if (!key) return undefined;
  return valuesFor(settings, state.namespace, siteOf(state, siteId) ?? undefined)[key];
}

/** The guide's flags, decoded with its truthy strings (false for every flag not stored). */
export function guideFlags(
  guide: Pick<Guide, 'state' | 'flags'>,
  settings: readonly AppStateSetting[],
  siteId: number | undefined,
): Record<string, boolean> {
  const state = stateKeyOf(guide, 'flags');
  const declared = guide.flags.map((f) => f.name);
  if (!state) return decodeFlags({}, declared);
  const stored = valuesFor(settings, state.namespace, siteOf(state, siteId) ?? undefined);
  return decodeFlags(stored, declared, state.truthy ?? DEFAULT_TRUTHY);
}

/** Whether a stored string means "set" for a declaration (flags, dismissed). */
export function isSetFor(state: GuideStateKey, stored: string | undefined): boolean {
  return isFlagSet(stored, state.truthy ?? DEFAULT_TRUTHY);
}

/** The setting that stores `value` under a declaration (in its scope). */
export function stateSetting(
  state: GuideStateKey,
  siteId: number | undefined,
  value: string,
  key = state.key,
): AppStateSetting {
  if (!key) throw new Error(`State ${state.namespace} declares no key: pass one`);
  return { namespace: state.namespace, key, value, site_id: siteOf(state, siteId) };
}

/** The settings that set `flags` of a guide (one key per flag, stored as "true"). */
export function flagSettings(
  guide: Pick<Guide, 'state'>,
  siteId: number | undefined,
  flags: readonly string[],
): AppStateSetting[] {
  const state = stateKeyOf(guide, 'flags');
  if (!state) throw new Error('This guide declares no flags state');
  return flags.map((flag) => stateSetting(state, siteId, FLAG_SET_VALUE, flag));
}

const sameSlot = (a: AppStateSetting, b: AppStateSetting) =>
  a.namespace === b.namespace &&
  a.key === b.key &&
  (a.site_id ?? null) === (b.site_id ?? null) &&
  (a.organization_id ?? null) === (b.organization_id ?? null) &&
  (a.account_id ?? null) === (b.account_id ?? null);

/**
 * The list after saving `setting`: the same namespace, key and scope is replaced (one row, as the
 * server stores it, server/src/data/appState.ts), otherwise appended.
 */
export function withSetting(
  settings: readonly AppStateSetting[],
  setting: AppStateSetting,
): AppStateSetting[] {
  const at = settings.findIndex((s) => sameSlot(s, setting));
  if (at < 0) return [...settings, setting];
  return settings.map((s, i) => (i === at ? { ...s, value: setting.value } : s));
}

/**
 * Undoes `setting` in `settings` given the list before it was saved (the rollback of an
 * optimistic update): its slot gets back its old value, or goes when it had none. Other
 * changes made since are kept.
 */
export function withoutSetting(
  settings: readonly AppStateSetting[],
  setting: AppStateSetting,
  before: readonly AppStateSetting[],
): AppStateSetting[] {
  const old = before.find((s) => sameSlot(s, setting));
  if (old) return withSetting(settings, old);
  return settings.filter((s) => !sameSlot(s, setting));
}
