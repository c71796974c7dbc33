/**
 * The browser's side of the bootstrap payload (contracts/bootstrap.ts cold-load
 * target): the server inlines it into a signed-in index.html; start.tsx seeds the query cache,
 * i18next and the shell bundles with it; without it (signed out, no build, dev server) the app
 * fetches everything as before.
 */
import { BOOTSTRAP_ELEMENT_ID, type PagePayload } from '../../../../contracts/bootstrap';

/** The payload of this page, read once (undefined when the server sent none or it is broken). */
export function readBootstrap(doc: Document = document): PagePayload | undefined {
  const element = doc.getElementById(BOOTSTRAP_ELEMENT_ID);
  if (!element?.textContent) return undefined;
  element.remove(); // read once: a later reader must not take a stale session for the truth
  try {
    const payload = JSON.parse(element.textContent) as Partial<PagePayload> | null;
    // A signed-in page's (its session's user) or a signed-out page's (the login page).
    if (payload && 'session' in payload && payload.session?.user) return payload as PagePayload;
    if (payload && 'signedOut' in payload && payload.signedOut === true && payload.settings)
      return payload as PagePayload;
    return undefined;
  } catch {
    return undefined; // the fetches below cover it
  }
}
