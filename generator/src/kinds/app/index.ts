/** `kind: app` — interface languages and the named constants and limits of product.md#constants-and-limits. */
import type { BundledKindDefinition } from '../../core/types';
import type { AppBundle } from './bundle';
import type { AppModel } from './model';
import { appBundle } from './bundle';
import { APP_READS, APP_RULES, checkApp } from './check';
import { collectApp } from './collect';
import { appSchema } from './schema';

export const appKind: BundledKindDefinition<
  'app',
  AppModel,
  AppBundle,
  (typeof APP_READS)[number]
> = {
  kind: 'app',
  version: 1,
  title: 'Application constants',
  description:
    'The interface languages (default, alternative and development sets, the default language, a name key for each) and every constant and limit of the product (product.md#constants-and-limits): layout sizes, timers, cookie lifetimes, limits, coverage levels, pricing, template ids, guide step counts, AI goal presets, tracked campaign parameters, sidebar kinds, product tour and demo. Constants are explicit: a misspelt name is an error. Cache and polling durations (product.md#constants-and-limits) are declared once, per endpoint, in the api manifest (`cacheSeconds`, `pollSeconds`).',
  schema: appSchema,
  collect: collectApp,
  reads: APP_READS,
  check: checkApp,
  bundle: appBundle,
  rules: APP_RULES,
};
