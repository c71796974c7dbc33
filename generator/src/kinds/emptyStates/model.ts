/**
 * The empty-states part of the model (product.md#screens-and-routes "Feature empty states", product.md#roles-and-permissions, product.md#errors), merged from every
 * valid `kind: empty-states` document; also the shape of generated/bundle/empty-states.json.
 */
import type { Located, SectionDeclaration } from '../../core/located';
import type {
  CallToAction,
  EmptyState,
  PendingDataVariant,
  SessionTeaser,
  StandardParts,
  TemplateCard,
} from '../../../../runtime/rules/emptyStates/types';

// The shapes the runtime reads (runtime/rules/emptyStates/types.ts), declared once there.
export type {
  CallToAction,
  EmptyState,
  PendingDataVariant,
  SessionTeaser,
  StandardParts,
  TemplateCard,
};

export interface Declared {
  name: string;
  description: string;
}

export interface EmptyStateAction extends Declared {
  /** Danger toast shown when the action fails (product.md#errors). */
  errorToast?: string;
}

export interface EmptyStatesModel {
  features: Located<Declared>[];
  actions: Located<EmptyStateAction>[];
  /** Absent when no document declares `standard`. */
  standard?: Located<StandardParts>;
  emptyStates: Located<EmptyState>[];
  /** Every declaration of `standard` (the first is the model's), for `empty-states/duplicate-name`. */
  sections: SectionDeclaration[];
}
