/**
 * Stepper guides the user closed in this page life: a guide that opens by itself (the survey
 * guide on its pages, product.md#screens-and-routes "until dismissed") does not open again until the next load once
 * closed without being dismissed — only Done dismisses it for good (product.md#states-and-transitions).
 */
const closed = new Set<string>();

export function markClosed(guideId: string): void {
  closed.add(guideId);
}

export function wasClosed(guideId: string): boolean {
  return closed.has(guideId);
}
