/**
 * What the customer's site and our app agree on about the tracking code (product.md#states-and-transitions):
 * where the snippet is served, the tag a customer pastes, and the browser-storage key of the
 * post-install success flag (product.md#states-and-transitions "Post-install success flag set per site in session or local
 * storage; cleared on card dismissal") that the setup page sets and the dashboard card reads.
 */

/** Where the recorder is served; the snippet loads it from the same origin as itself. */
export const RECORDER_PATH = '/r/recorder.js';

/** Path of a site's tracking script on our server. */
export function snippetPath(siteId: number): string {
  return `/t/${siteId}.js`;
}

/** The tag to paste into every page of the site (async: never blocks the host page's load). */
export function snippetTag(origin: string, siteId: number): string {
  return `<script async src="${origin}${snippetPath(siteId)}"></script>`;
}

/** sessionStorage key of the post-install success flag of a site. */
export function postInstallSuccessKey(siteId: number): string {
  return `lodestar.post-install-success.${siteId}`;
}
