/** Keyboard helpers of the end-to-end tests: what has the focus, keys pressed and the stops seen. */
import type { Page } from 'playwright-core';

/** What has the focus: `sidebar:<item>` / `menu:<item>` for menu entries, else tag and name. */
const FOCUSED = `(() => {
  const el = document.activeElement;
  if (!el || el === document.body) return 'body';
  const item = el.getAttribute('data-item');
  if (item) return (el.closest('nav[aria-label="Sidebar"]') ? 'sidebar:' : 'menu:') + item;
  const name = el.getAttribute('aria-label') || (el.textContent || '').trim() || el.getAttribute('type') || '';
  return el.tagName.toLowerCase() + ':' + name;
})()`;

/**
 * Read after the page's pending zero-delay timers: the menus' roving focus moves the focus in a
 * timer after the key (@radix-ui/react-roving-focus), not in the key's own handler.
 */
export const focused = (page: Page) =>
  page.evaluate(`new Promise((done) => setTimeout(() => done(${FOCUSED})))`) as Promise<string>;

/** Presses `key` until `wanted` has the focus; the focus stops it visited on the way. */
export async function pressUntil(
  page: Page,
  key: string,
  wanted: string,
  max = 60,
): Promise<string[]> {
  const seen: string[] = [];
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(key);
    const now = await focused(page);
    seen.push(now);
    if (now === wanted) return seen;
  }
  throw new Error(`${key} × ${max} never reached ${wanted}; visited:\n${seen.join('\n')}`);
}

/** Presses `key` `count` times; the focus stops. */
export async function press(page: Page, key: string, count: number): Promise<string[]> {
  const seen: string[] = [];
  for (let i = 0; i < count; i++) {
    await page.keyboard.press(key);
    seen.push(await focused(page));
  }
  return seen;
}

/** Puts the keyboard at the start of the page, as after a load: the next Tab is its first stop. */
export async function focusStart(page: Page): Promise<void> {
  await page.evaluate(`(() => {
    const body = document.body;
    body.tabIndex = -1;
    body.focus();
    body.removeAttribute('tabindex');
  })()`);
}
