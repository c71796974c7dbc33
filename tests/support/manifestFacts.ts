/**
 * What the manifests say today, read from the generated bundles: tests of the server compare its
 * answers with these instead of copying figures, so a product manager's edit of a price, an
 * allowance or a language set changes the expectation with the product.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Allowance, BillingCycle, CatalogBundle } from '../../runtime/rules/catalog/types';
import { ROOT } from './appServer';

const bundle = (kind: string): unknown =>
  JSON.parse(readFileSync(join(ROOT, 'generated', 'bundle', `${kind}.json`), 'utf8'));

export const catalogBundle = bundle('catalog') as CatalogBundle;

/** The allowance step `sku` in one billing cycle and currency; throws when the catalog lacks it. */
export function catalogStep(
  sku: string,
  cycle: BillingCycle = 'monthly',
  currency = 'usd',
): Allowance {
  const catalog = catalogBundle.catalogs.find(
    (c) => c.billingCycle === cycle && c.currency === currency,
  );
  const step = catalog?.products
    .flatMap((p) => p.plans.flatMap((plan) => plan.allowances))
    .find((a) => a.sku === sku);
  if (!step) throw new Error(`the catalog manifests declare no step ${sku} (${cycle}/${currency})`);
  return step;
}

/** The language sets of manifests/app.yaml. */
export const languageSets = (bundle('app') as { languages: { sets: Record<string, string[]> } })
  .languages.sets;

/** The text of a translation key (`nav:tools.heatmaps`) in a language, as locales/ says today. */
export function textOf(key: string, language = 'en'): string {
  const [namespace, path] = key.split(':') as [string, string];
  const json = JSON.parse(
    readFileSync(join(ROOT, 'locales', language, `${namespace}.json`), 'utf8'),
  ) as Record<string, unknown>;
  const text = path.split('.').reduce<unknown>((node, part) => {
    return node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
  }, json);
  if (typeof text !== 'string') throw new Error(`locales/${language} has no text for ${key}`);
  return text;
}

interface MenuItem {
  label: string;
  target: { kind: string; route?: string };
  children?: MenuItem[];
}

/**
 * The label of the sidebar item that opens `route` (the feature sidebar's first such item), in
 * English unless said: a test finds a menu entry by what the menus manifest and the translations
 * call it today, so a product manager's rename or move keeps the test passing.
 */
export function menuLabel(route: string, language = 'en', menu = 'sidebar-feature'): string {
  const menus = (bundle('menus') as { menus: { id: string; items: MenuItem[] }[] }).menus;
  const walk = (items: MenuItem[]): MenuItem | undefined =>
    items
      .map((item) => (item.target.route === route ? item : walk(item.children ?? [])))
      .find(Boolean);
  const item = walk(menus.find((m) => m.id === menu)?.items ?? []);
  if (!item) throw new Error(`the menu ${menu} has no item opening ${route}`);
  return textOf(item.label, language);
}

/** The English title of a route (`routes.yaml` `title`), what its page's heading says. */
export function routeTitle(route: string): string {
  const routes = (bundle('routes') as { routes: { name: string; title?: string }[] }).routes;
  const title = routes.find((r) => r.name === route)?.title;
  if (!title) throw new Error(`the routes manifest has no title for ${route}`);
  return textOf(title);
}
