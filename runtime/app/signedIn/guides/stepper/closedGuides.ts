/**
 * Stepper guides the user closed in this page life: a guide that opens by itself (the survey
 * guide on its pages, spec §2 "until dismissed") does not open again until the next load once
 * closed without being dismissed — only Done dismisses it for good (§4).
 */
const closed = new Set<string>();

export function markClosed(guideId: string): void {
  closed.add(guideId);
}

export function wasClosed(guideId: string): boolean {
  return closed.has(guideId);
}
