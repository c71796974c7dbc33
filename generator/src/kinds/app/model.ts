/** The app part of the model (product.md#constants-and-limits "Constants and limits", languages), from `manifests/app.yaml`. */
import type { Gate } from '../../../../contracts/gates';
import type { Located, SectionDeclaration } from '../../core/located';

export interface Language {
  /** e.g. `en`, `pt-BR`, `de-staging`, `cimode`. */
  code: string;
  /** Translation key of the language's name (`app:` namespace). */
  name: string;
}

export interface LanguageSettings {
  default: string;
  /** Offers the alternative set instead of the default one when the account context passes it. */
  alternativeWhen?: Gate;
  available: Located<Language>[];
  sets: {
    /** The languages offered by default. */
    default: string[];
    /** The alternative set. */
    alternative: string[];
    /** Added in development mode. */
    development: string[];
  };
}

/** A constant whose meaning and unit the product rules do not give (product.md#constants-and-limits conversion offer constants). */
export interface UnnamedConstant {
  value: number;
  unit: 'unspecified';
}

export interface SurveyLocationCategory {
  id: string;
  name: string;
  beta: boolean;
}

/** Every named constant of product.md#constants-and-limits (and the numbers product.md#screens-and-routes–product.md#validation give), grouped for runtime code. */
export interface AppConstants {
  layout: {
    appSidebarWidthPx: number;
    gettingStartedSidebarWidthPx: number;
    sidebarCollapseBelowPx: number;
    floatingWidgetBreakpointPx: number;
    topBarHeightPx: number;
    topBarBannerHeightPx: number;
    siteSelectorWidthPx: number;
    siteSelectorMaxHeightPx: number;
    faviconSizePx: number;
    ssoPopupWidthPx: number;
    ssoPopupHeightPx: number;
  };
  timers: {
    siteSearchDebounceMs: number;
    templateSearchTrackingDebounceMs: number;
    rotatingSentencesMs: number;
    firstCloseTooltipMs: number;
    demoOverlayMs: number;
    setupInstallPollMs: number;
  };
  cookies: {
    csLiteVisitorDays: number;
    experimentAssignmentDays: number;
    campaignParametersDays: number;
  };
  limits: {
    passwordMinChars: number;
    aiGoalMaxChars: number;
    sessionsTeaserMaxCards: number;
    templatesGridInitialCards: number;
    sessionLimitBannerAtPercent: number;
    trackingInactiveAfterHours: number;
    gettingStartedAutoDoneBeforeEpochSeconds: number;
    coverageCompleteDays: number;
    lastActivityInHoursBelowHours: number;
    countFormatting: { plainBelowCount: number; millionsFromCount: number };
  };
  coverageLevels: {
    veryLowMaxPercent: number;
    lowMaxPercent: number;
    mediumMaxPercent: number;
    highMaxPercent: number;
  };
  pricing: {
    defaultPricingTableId: number;
    trialDays: number;
    conversionOfferConstantA: UnnamedConstant;
    conversionOfferConstantB: UnnamedConstant;
  };
  surveyTemplates: { feedbackTemplateId: number; npsTemplateId: number };
  guides: { heatmapGuideSteps: number; surveyGuideSteps: number; getStartedSteps: number };
  aiGoalPresets: string[];
  surveyLocationCategories: SurveyLocationCategory[];
  trackedCampaignParameters: string[];
  sidebarKinds: string[];
  productTour: { createSuccessStatuses: number[]; deleteSuccessStatuses: number[] };
  demo: { highlightsDemoCollectionId: number; preparingMessage: string; goingBackMessage: string };
}

/** A product update (product.md#screens-and-routes help menu "product updates with counter"). */
export interface ProductUpdate {
  id: string;
  /** YYYY-MM-DD. */
  date: string;
  /** Translation key of the title. */
  title: string;
  href: string;
}

export interface AppModel {
  languages: Located<LanguageSettings> | null;
  constants: Located<AppConstants> | null;
  /** Every document's product updates, newest first. */
  productUpdates: ProductUpdate[];
  /** Every declaration of `languages` and `constants` (the first is the model's), for `app/duplicate-section`. */
  sections: SectionDeclaration[];
}
