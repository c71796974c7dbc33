import type { BundledKindDefinition } from '../../core/types';
import type { GuidesBundle } from '../../../../runtime/rules/guides/types';
import type { GuidesModel } from './model';
import { guidesBundle } from './bundle';
import { checkGuides, GUIDE_RULES, GUIDES_READS } from './check';
import { collectGuides } from './collect';
import { guidesSchema } from './schema';

/** `kind: guides` — the getting-started guide, the guide sidebars and the get-started page (product.md#states-and-transitions). */
export const guidesKind: BundledKindDefinition<
  'guides',
  GuidesModel,
  GuidesBundle,
  (typeof GUIDES_READS)[number]
> = {
  kind: 'guides',
  version: 1,
  title: 'Guides',
  description:
    'Guides that walk a user through the product (product.md#states-and-transitions): the getting-started sidebar, the heatmap and survey guide sidebars and the get-started page. Each declares its steps (texts, calls to action, success and skip conditions in a small condition language over guide flags, tracking, organization access and size, locale and profile), the step order tables, where it shows, and the app-state keys it persists. Shared documents declare the sidebar kinds and the runtime actions buttons may run.',
  schema: guidesSchema,
  collect: collectGuides,
  reads: GUIDES_READS,
  check: checkGuides,
  rules: GUIDE_RULES,
  bundle: guidesBundle,
};
