/**
 * The control that opened a sidebar (the heatmap guide's launcher, the notification bell),
 * remembered at the click: the sidebar's lazy chunk may suspend the guide layer while it
 * loads, which hides the launcher for a moment and drops the focus to the page, so "what had
 * the focus" is no longer known when the sidebar draws. SidebarFrame gives the focus back to it
 * on close. Tiny and dependency-free: the first page's bell imports it.
 */
let opener: HTMLElement | null = null;

export function rememberOpener(element: HTMLElement | null): void {
  opener = element;
}

/** The remembered opener (once), else what has the focus now. */
export function takeOpener(): HTMLElement | null {
  const element =
    opener ?? (document.activeElement instanceof HTMLElement ? document.activeElement : null);
  opener = null;
  return element === document.body ? null : element;
}
