/**
 * The pure rules of the stepper guides (product.md#screens-and-routes "Sidebars and cards", product.md#states-and-transitions "Guide sidebars";
 * manifests/guides/heatmap-guide.yaml, survey-guide.yaml), read from the guide manifest: the
 * stored current step, the last step's buttons through the shell's gate evaluator, the heatmap
 * guide's launcher gate, where the survey guide shows and whether it was dismissed. No React.
 */
import type { AccessDefinitions } from '../../../../../contracts/access';
import type { RouteCheck } from '../../../../rules/features/featureSwitch';
import { evaluateGate } from '../../../../rules/gates/evaluateGate';
import type { GateContext } from '../../../../rules/gates/context';
import { guideVisibleOn } from '../../../../rules/guides/guideVisibleOn';
import { isFlagSet } from '../../../../rules/guides/isFlagSet';
import type { CallToAction, Guide } from '../../../../rules/guides/types';
import type { RouteClass } from '../../../../rules/routes/routeClass';

/**
 * The stored current step (product.md#records-and-their-fields "heatmap_guides_step and survey_guides_step hold the current
 * step number"): a 1-based number as a string. Anything else — nothing stored, not a number, out
 * of range after the manifest lost a step — reads as the nearest valid step, first by default.
 * Returns the 0-based index.
 */
export function storedStepIndex(stored: string | undefined, total: number): number {
  if (total <= 0) return 0;
  const number = stored === undefined ? NaN : Number.parseInt(stored, 10);
  if (!Number.isFinite(number)) return 0;
  return Math.min(Math.max(number, 1), total) - 1;
}

/** What is stored for a 0-based index: the 1-based step number. */
export function storedStepValue(index: number): string {
  return String(index + 1);
}

/** A button as drawn: its manifest entry, and whether its gate disables it. */
export interface DrawnButton {
  cta: CallToAction;
  disabled: boolean;
}

/**
 * A step's buttons after their gates (product.md#states-and-transitions "Heatmap guide last step: speak to sales for plan
 * scale, otherwise go to recordings"): a denied button is hidden (`whenDenied: hidden`, the
 * default) or drawn disabled (`whenDenied: disabled`). A button leading to a feature the
 * account's variant hides is left out.
 */
export function drawnButtons(
  buttons: readonly CallToAction[],
  context: GateContext,
  access: AccessDefinitions,
  routeCheck?: RouteCheck,
): DrawnButton[] {
  const out: DrawnButton[] = [];
  for (const cta of buttons) {
    if (cta.route && routeCheck && !routeCheck(cta.route).allowed) continue;
    const allowed = !cta.gate || evaluateGate(cta.gate, context, access).allowed;
    if (allowed) out.push({ cta, disabled: false });
    else if (cta.whenDenied === 'disabled') out.push({ cta, disabled: true });
  }
  return out;
}

/**
 * Whether the guide's launcher shows on this route (product.md#states-and-transitions "Heatmap guide call to action shows
 * only for English on heatmap list pages when installed"): the launcher's routes, and its
 * button's gate (locale, tracking) evaluated by the shell's gate evaluator.
 */
export function launcherShows(
  guide: Pick<Guide, 'launcher'>,
  routeName: string,
  context: GateContext,
  access: AccessDefinitions,
): boolean {
  const launcher = guide.launcher;
  if (!launcher || !launcher.routes.includes(routeName)) return false;
  return drawnButtons([launcher.button], context, access).some((b) => !b.disabled);
}

/**
 * Whether a guide with `showOn` opens by itself on this route (product.md#screens-and-routes "shown only on survey
 * list, response and responses pages"; product.md#states-and-transitions "dismissal state"): declared routes only, and not
 * once dismissed. A guide without `showOn` never opens by itself (it has a launcher).
 */
export function opensOn(
  guide: Pick<Guide, 'showOn'>,
  route: { name: string; class: RouteClass },
  dismissed: boolean,
): boolean {
  if (!guide.showOn || dismissed) return false;
  return guideVisibleOn(guide.showOn, route);
}

/** The stored value of a dismissal (product.md#states-and-transitions "not dismissed or dismissed (value dismissed)"). */
export const DISMISSED_VALUE = 'dismissed';

/** Whether a stored dismissal value means dismissed (also the flag strings True / true). */
export function isDismissedValue(stored: string | undefined): boolean {
  return stored === DISMISSED_VALUE || isFlagSet(stored);
}

/**
 * Whether a guide that opens by itself may open while `open` is the open sidebar kind: with
 * none open, or over the getting-started sidebar (it opens by itself on every feature page; the
 * page's own guide wins on its pages) — never over a sidebar the user opened (the notification
 * center, another guide).
 */
export function yieldsTo(open: string | null): boolean {
  return open === null || open === 'getting-started';
}

/** `heatmap-guide` → `heatmap_guide_<what>`: the track() event names of a guide. */
export function guideEvent(guideId: string, what: string): string {
  return `${guideId.replace(/-/g, '_')}_${what}`;
}
