/**
 * The empty states as the runtime reads them from `generated/bundle/empty-states.json` (spec §2
 * "Feature empty states", §6, §8). The same shapes are validated by the empty-states JSON Schema
 * in generator/src/kinds/emptyStates/, whose model reuses them.
 */
import type { Gate } from '../../../contracts/gates';
import type { CallToAction } from '../guides/types';

export type { CallToAction };

export interface EmptyStateAction {
  name: string;
  description: string;
  /** Danger toast shown when the action fails (spec §8). */
  errorToast?: string;
}

export type StandardButton = 'installButton' | 'demoButton';

export interface StandardParts {
  installButton: CallToAction;
  demoButton: CallToAction;
  notice: { text: string; tone: 'warning' | 'info'; gate: Gate };
  overlay: { gate: Gate; primary: StandardButton; secondary: StandardButton };
}

export interface TemplateCard extends CallToAction {
  templateId?: number;
  text?: string;
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

export interface EmptyState {
  feature: string;
  title: string;
  text: string;
  image?: string;
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
}

export interface EmptyStatesBundle {
  actions: EmptyStateAction[];
  standard?: StandardParts;
  features: Record<string, EmptyState>;
}
