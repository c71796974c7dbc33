import type { BundledKindDefinition } from '../../core/types';
import type { EmptyStatesBundle } from './bundle';
import type { EmptyStatesModel } from './model';
import { emptyStatesBundle } from './bundle';
import { checkEmptyStates, EMPTY_STATE_RULES, EMPTY_STATES_READS } from './check';
import { collectEmptyStates } from './collect';
import { emptyStatesSchema } from './schema';

/** `kind: empty-states` — what a feature page shows before it has data (product.md#screens-and-routes, product.md#roles-and-permissions, product.md#errors). */
export const emptyStatesKind: BundledKindDefinition<
  'empty-states',
  EmptyStatesModel,
  EmptyStatesBundle,
  (typeof EMPTY_STATES_READS)[number]
> = {
  kind: 'empty-states',
  version: 1,
  title: 'Empty states',
  description:
    'What each feature page (recordings, session replay, heatmaps, highlights, feedback, surveys, dashboard, trends, impact, funnels) shows before it has data (product.md#screens-and-routes "Feature empty states"): title, text, image, and buttons that go to a route or run a declared action, each with an optional gate that hides or disables it. Shared parts: the install and demo-site buttons, the pre-installation notice and the experiment overlay. Surveys add the new-survey dropdown and the pending-setup and pending-installation states; feedback the gated create button; recordings the three pending-data variants with the sessions-in-progress teaser.',
  schema: emptyStatesSchema,
  collect: collectEmptyStates,
  reads: EMPTY_STATES_READS,
  check: checkEmptyStates,
  rules: EMPTY_STATE_RULES,
  bundle: emptyStatesBundle,
};
