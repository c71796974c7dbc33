/**
 * The site selector's button (shell/SiteSelector.tsx): the same markup before the panel's chunk
 * has loaded (a plain button) and after (the popover library's trigger, popovers/SitePanel.tsx).
 */
import type { ComponentProps } from 'react';

/**
 * The top-bar menu's item drawn at the foot of the open selector (product.md#roles-and-permissions add-new-site;
 * manifests/menus/top-bar.yaml), not in the bar itself.
 */
export const ADD_SITE_ITEM = 'add-new-site';

/** The toggle's look and name, the same before and after the panel's chunk has loaded. */
export interface SiteToggle {
  label: string;
  current: string;
}

/** `ref` and the library's trigger props (ARIA, handlers) pass through to the button. */
export function SiteSelectorToggle(
  props: SiteToggle & { open: boolean } & ComponentProps<'button'>,
) {
  const { label, current, open, ...button } = props;
  return (
    <button
      type="button"
      className="site-selector-toggle"
      data-testid="site-selector"
      aria-haspopup="dialog"
      aria-expanded={open}
      aria-label={`${label}: ${current}`}
      {...button}
    >
      <span className="site-selector-current">{current}</span>
      <span aria-hidden="true">▾</span>
    </button>
  );
}
