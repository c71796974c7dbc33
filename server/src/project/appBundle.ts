/**
 * What the server reads from the manifest bundle (generated/bundle/app.json): the languages
 * (product.md#constants-and-limits) and the default pricing table. Read from the project root at start, not bundled into the
 * server, so `npm run gen` output is what a restarted server uses.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface AppBundle {
  defaultLanguage: string;
  /** product.md#constants-and-limits default set: en, de, pt-BR, es, fr. */
  languages: string[];
  /** product.md#constants-and-limits alternative set: en, de, es, ja, fr. */
  alternativeLanguages: string[];
  /** product.md#constants-and-limits "dev mode adds staging variants, it and cimode". */
  developmentLanguages: string[];
  defaultPricingTable: number;
}

export function bundlePath(root: string, kind: string): string {
  return join(root, 'generated', 'bundle', `${kind}.json`);
}

/** A bundle file parsed; a missing or broken one says how to make it (`npm run gen`). */
export function readBundleJson(file: string): Record<string, unknown> {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  } catch (error) {
    throw new Error(`Cannot read ${file} (${(error as Error).message}). Run \`npm run gen\`.`, {
      cause: error,
    });
  }
}

export function loadAppBundle(root: string): AppBundle {
  const file = bundlePath(root, 'app');
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(
      `Cannot read ${file} (${(error as Error).message}). Run \`npm run gen\`, and start the ` +
        'server from the project folder or set LODESTAR_ROOT.',
      { cause: error },
    );
  }
  const app = raw as {
    languages?: { default?: unknown; sets?: Record<string, unknown> };
    constants?: { pricing?: { defaultPricingTableId?: unknown } };
  };
  const sets = app.languages?.sets ?? {};
  const list = (name: string): string[] => {
    const value = sets[name];
    if (!Array.isArray(value) || !value.every((v) => typeof v === 'string')) {
      throw new Error(`${file}: languages.sets.${name} must be a list of language codes`);
    }
    return value;
  };
  const defaultLanguage = app.languages?.default;
  const pricingTable = app.constants?.pricing?.defaultPricingTableId;
  if (typeof defaultLanguage !== 'string') throw new Error(`${file}: languages.default is missing`);
  if (typeof pricingTable !== 'number') {
    throw new Error(`${file}: constants.pricing.defaultPricingTableId is missing`);
  }
  return {
    defaultLanguage,
    languages: list('default'),
    alternativeLanguages: list('alternative'),
    developmentLanguages: list('development'),
    defaultPricingTable: pricingTable,
  };
}

/**
 * The languages a user or account may choose: the default and alternative sets of product.md#constants-and-limits, plus the
 * development set outside production (product.md#constants-and-limits "dev mode adds staging variants, it and cimode").
 */
export function selectableLanguages(bundle: AppBundle, production: boolean): string[] {
  const all = [
    ...bundle.languages,
    ...bundle.alternativeLanguages,
    ...(production ? [] : bundle.developmentLanguages),
  ];
  return [...new Set(all)];
}
