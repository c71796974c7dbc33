/**
 * The dev server's manifest-error overlay ("an invalid save shows the diagnostics as
 * an overlay in the browser (file:line:col, hint) instead of a broken page, clearing on the next
 * valid save"). Injected into index.html by the dev-loop plugin (devLoop.ts) only under
 * `vite` serve, never in a build. Plain DOM: it must work whatever state the app is in.
 *
 * It is a labelled, non-modal alert region at the bottom of the page: announced when it appears,
 * the app above it still usable (the generator kept the last valid output), with a real button
 * to hide it until the next report. Like the CLI's diagnostics it speaks English (a developer
 * tool's output, not the product's UI). The API server's warnings (an endpoint without a
 * handler) show here too, with the app fully working.
 */
import type { Diagnostic } from '../../../generator/src/index';

const EVENT = 'lodestar:diagnostics';
const ID = 'lodestar-diagnostics';

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  style: string,
  text?: string,
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  node.style.cssText = style;
  if (text !== undefined) node.textContent = text;
  return node;
}

const counted = (n: number, what: string) => (n ? [`${n} ${what}${n === 1 ? '' : 's'}`] : []);

/** "2 manifest errors · 1 endpoint without a handler": the API server reports warnings. */
function heading(diagnostics: Diagnostic[]): string {
  const warnings = diagnostics.filter((d) => d.severity === 'warning').length;
  return [
    ...counted(diagnostics.length - warnings, 'manifest error'),
    ...counted(warnings, 'warning'),
  ].join(' · ');
}

function render(diagnostics: Diagnostic[]): void {
  document.getElementById(ID)?.remove();
  if (!diagnostics.length) return;
  const panel = element(
    'section',
    'position:fixed;inset:auto 0 0 0;z-index:2147483647;max-height:60vh;overflow:auto;' +
      'background:#1f1f23;color:#f4f4f5;border-top:4px solid #e5484d;padding:16px 24px;' +
      'font:14px/1.5 ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;' +
      'box-shadow:0 -8px 24px rgb(0 0 0 / 30%)',
  );
  panel.id = ID;
  panel.setAttribute('role', 'alert');
  panel.setAttribute('aria-labelledby', `${ID}-title`);
  panel.dataset.testid = ID;
  const header = element('div', 'display:flex;gap:16px;align-items:baseline');
  const title = element('h2', 'margin:0;font-size:16px;color:#ff9592;flex:1', heading(diagnostics));
  title.id = `${ID}-title`;
  const note = element(
    'span',
    'color:#a1a1aa',
    diagnostics.some((d) => d.severity !== 'warning')
      ? 'The app shows the last valid version; save a fix and this clears.'
      : 'The app runs; this clears once fixed and the API server restarts.',
  );
  const hide = element(
    'button',
    'font:inherit;color:inherit;background:#3f3f46;border:1px solid #71717a;' +
      'border-radius:4px;padding:2px 12px;cursor:pointer',
    'Hide',
  );
  hide.type = 'button';
  hide.addEventListener('click', () => panel.remove());
  header.append(title, note, hide);
  const list = element('ul', 'list-style:none;margin:12px 0 0;padding:0');
  for (const d of diagnostics) {
    const item = element('li', 'margin:0 0 12px');
    const place = element('code', 'color:#7dd3fc', `${d.file}:${d.line}:${d.column}`);
    const message = element('span', '', ` ${d.message} `);
    const rule = element('span', 'color:#a1a1aa', `(${d.rule})`);
    item.append(place, message, rule);
    const details: [string, string | undefined][] = [
      ['at', d.pointer || undefined],
      ['expected', d.expected],
      ['found', d.found],
      ['hint', d.hint],
    ];
    for (const [label, value] of details) {
      if (value)
        item.append(element('div', 'padding-left:2ch;white-space:pre-wrap', `${label}: ${value}`));
    }
    // Problems that follow from this error: listed under it, fixed with it.
    for (const f of d.follows ?? []) {
      const places = f.places.map((p) => `${p.file}:${p.line}:${p.column}`).join(', ');
      const text = `follows: ${f.message} (${places})`;
      item.append(element('div', 'padding-left:2ch;white-space:pre-wrap;color:#a1a1aa', text));
    }
    list.append(item);
  }
  panel.append(header, list);
  document.body.append(panel);
}

if (import.meta.hot) {
  import.meta.hot.on(EVENT, (data: { diagnostics: Diagnostic[] }) => render(data.diagnostics));
  // Errors that stand when this page loads (a reload while a manifest is broken).
  import.meta.hot.send(`${EVENT}:ask`);
}
