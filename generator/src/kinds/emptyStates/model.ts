/**
 * The empty-states part of the model (spec §2 "Feature empty states", §6, §8), merged from every
 * valid `kind: empty-states` document; also the shape of generated/bundle/empty-states.json.
 */
import type { Located } from '../../core/located';
import type { SectionDeclaration } from '../../core/types';
import type { Gate } from '../../../../contracts/gates';
import type { CallToAction } from '../../../../runtime/rules/guides/types';

export type { CallToAction };

export interface Declared {
  name: string;
  description: string;
}

export interface EmptyStateAction extends Declared {
  /** Danger toast shown when the action fails (spec §8). */
  errorToast?: string;
}

/** What every feature's empty state shows (spec §2). */
export interface StandardParts {
  installButton: CallToAction;
  demoButton: CallToAction;
  /** The warning shown before installation. */
  notice: { text: string; tone: 'warning' | 'info'; gate: Gate };
  /** The experiment variant: a full overlay with a primary and a secondary button. */
  overlay: {
    gate: Gate;
    primary: 'installButton' | 'demoButton';
    secondary: 'installButton' | 'demoButton';
  };
}

export interface TemplateCard extends CallToAction {
  /** Survey template id (spec §9); absent on the browse-templates card. */
  templateId?: number;
  text?: string;
}

export interface PendingDataVariant {
  /** The variant applies when this gate allows; the first applying variant wins. */
  when?: Gate;
  title?: string;
  text: string;
  button?: CallToAction;
  teaser?: SessionTeaser;
}

/** The sessions-in-progress teaser of the recordings pending-data state (spec §2, §3, §7). */
export interface SessionTeaser {
  maxCards: number;
  refreshSeconds: number;
  /** Plural key: "N active sessions right now". */
  activeSessions: string;
  fields: {
    field: 'browser' | 'device' | 'newUser' | 'country' | 'pageUrl';
    label: string;
    labelWhenFalse?: string;
  }[];
  emailNotice: string;
}

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
  pendingData?: {
    warning: PendingDataVariant;
    disabled: PendingDataVariant;
    normal: PendingDataVariant;
  };
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
