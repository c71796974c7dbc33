/**
 * A signed-in page's style nonce (the server's answer carries one of its own:
 * server/src/pages/staticClient.ts, security/contentSecurityPolicy.ts `withStyleNonce`), handed
 * to the one library that writes a `<style>` element: the modal dialogs' scroll lock
 * (react-remove-scroll, under Radix Dialog), which takes it from get-nonce. Without it the
 * Content-Security-Policy refuses that element and the page behind a dialog still scrolls.
 */
import { setNonce } from 'get-nonce';

export function adoptStyleNonce(): void {
  // Browsers hide a nonce attribute once parsed; the property keeps it.
  const nonce = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce;
  if (nonce) setNonce(nonce);
}
