/**
 * The empty states as the runtime reads them from `generated/bundle/empty-states.json` (product.md#screens-and-routes
 * "Feature empty states", product.md#roles-and-permissions, product.md#errors). The same shapes are validated by the empty-states JSON Schema
 * in generator/src/kinds/emptyStates/, whose model reuses them.
 */
import type { Gate } from '../../../contracts/gates';
import type { CallToAction } from '../guides/types';

export type { CallToAction };

export interface EmptyStateAction {
  name: string;
  description: string;
  /** Danger toast shown when the action fails (product.md#errors). */
  errorToast?: string;
}

export const STANDARD_BUTTONS = ['installButton', 'demoButton'] as const;
export type StandardButton = (typeof STANDARD_BUTTONS)[number];

export interface StandardParts {
  installButton: CallToAction;
  demoButton: CallToAction;
  notice: { text: string; tone: 'warning' | 'info'; gate: Gate };
  overlay: { gate: Gate; primary: StandardButton; secondary: StandardButton };
}

export interface TemplateCard extends CallToAction {
  templateId?: number;
  text?: string;
  /**
   * `highlighted`: one card per template of the survey template library flagged
   * empty_state_highlighted, in empty_state_highlight_order, with its highlight title and
   * description; the card's route gets `templateId` (product.md#screens-and-routes "Surveys pending-setup").
   */
  templates?: 'highlighted';
}

export interface SessionTeaser {
  maxCards: number;
  refreshSeconds: number;
  activeSessions: string;
  fields: {
    field: 'browser' | 'device' | 'newUser' | 'country' | 'pageUrl';
    label: string;
    labelWhenFalse?: string;
  }[];
  emailNotice: string;
}

export interface PendingDataVariant {
  when?: Gate;
  title?: string;
  text: string;
  button?: CallToAction;
  teaser?: SessionTeaser;
}

export const PENDING_DATA_VARIANTS = ['warning', 'disabled', 'normal'] as const;
export type PendingDataVariantName = (typeof PENDING_DATA_VARIANTS)[number];

/** The guide cards of product.md#screens-and-routes "Sidebars and cards" an empty state may show under its text. */
export const GUIDE_CARD_TYPES = ['guide', 'quick-link', 'video', 'highlights-guide'] as const;
export type GuideCardType = (typeof GUIDE_CARD_TYPES)[number];

export interface GuideCardSpec {
  type: GuideCardType;
  /** Translation keys; the highlights guide card brings its own texts and course link. */
  title?: string;
  text?: string;
  /** The guide card's link text. */
  label?: string;
  /** Guide and quick-link cards go to a route of the current site. */
  route?: string;
  /** The video card's video (opens from an accessible dialog, in a new tab). */
  video?: string;
}

export interface EmptyState {
  feature: string;
  title: string;
  text: string;
  image?: string;
  /** Standard buttons (common.yaml `standard`) this empty state does not show. */
  omitButtons?: StandardButton[];
  installLink?: CallToAction;
  newSurveyDropdown?: {
    label: string;
    gate?: Gate;
    whenDenied?: 'hidden' | 'disabled';
    tooltip?: string;
    items: CallToAction[];
  };
  createButton?: CallToAction;
  pendingSetup?: { title: string; text: string; cards: TemplateCard[] };
  pendingInstallation?: {
    title: string;
    text: string;
    installButton: CallToAction;
    skipLink: CallToAction;
  };
  pendingData?: Record<PendingDataVariantName, PendingDataVariant>;
  guideCards?: GuideCardSpec[];
}

export interface EmptyStatesBundle {
  actions: EmptyStateAction[];
  standard?: StandardParts;
  features: Record<string, EmptyState>;
}
