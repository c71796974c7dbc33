/**
 * JSON Schema of `kind: app` (manifests/app.yaml): the languages and every constant of spec §9.
 * Constants are explicit properties — never a free-form map — so a misspelt constant name is an
 * error with a "did you mean", and runtime code reads them by name. Each constant's unit is in
 * its name (Px, Seconds, Ms, Days, Hours, Chars, Percent, Cards, Steps, Count, Id) or, where the
 * spec gives none, in a `unit` field.
 */
import type { JSONSchema } from '../../core/jsonSchema';
import { gateDefs, i18nKey, manifestSchema, name } from '../shared';

/** A translation key of the `app:` namespace (this kind's own texts). */
function appKey(description: string, example: string): JSONSchema {
  return { ...i18nKey(description, example), pattern: '^app:' };
}

/** A language code as i18next takes it: `en`, `pt-BR`, `de-staging`, `cimode`. */
export const LANGUAGE_CODE_PATTERN = '^[a-z]{2,8}(-[A-Za-z0-9]{2,8})*$';

function int(description: string, example: number, minimum = 0): JSONSchema {
  return { type: 'integer', minimum, description, examples: [example] };
}

/** A group of constants: every listed constant is required, no other key is allowed. */
function group(description: string, properties: Record<string, JSONSchema>): JSONSchema {
  const example = Object.fromEntries(
    Object.entries(properties).map(([k, v]) => [k, v.examples?.[0]]),
  );
  return {
    type: 'object',
    additionalProperties: false,
    required: Object.keys(properties),
    description,
    examples: [example],
    properties,
  };
}

function list(description: string, items: JSONSchema, example: unknown[]): JSONSchema {
  return { type: 'array', minItems: 1, uniqueItems: true, items, description, examples: [example] };
}

/** A language set; duplicates are left to `app/duplicate-language`, which names both places. */
function languageSet(description: string, example: string[]): JSONSchema {
  return {
    type: 'array',
    minItems: 1,
    items: languageCode('A language code.', example[0]!),
    description,
    examples: [example],
  };
}

const languageCode = (description: string, example: string): JSONSchema => ({
  type: 'string',
  pattern: LANGUAGE_CODE_PATTERN,
  description,
  examples: [example],
});

const unnamed = (description: string, example: number): JSONSchema =>
  group(description, {
    value: { type: 'number', description: 'The value the spec gives.', examples: [example] },
    unit: {
      enum: ['unspecified'],
      description: 'The spec gives no unit for this constant.',
      examples: ['unspecified'],
    },
  });

const languages: JSONSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['default', 'available', 'sets'],
  description: 'Interface languages (spec §9 "Languages").',
  examples: [
    {
      default: 'en',
      available: [{ code: 'en', name: 'app:languages.en' }],
      sets: { default: ['en'], alternative: ['en'], development: ['cimode'] },
    },
  ],
  properties: {
    default: languageCode('The language used when none is chosen (§9: en).', 'en'),
    available: {
      type: 'array',
      minItems: 1,
      description: 'Every language the app knows, with the translation key of its name.',
      examples: [[{ code: 'de', name: 'app:languages.de' }]],
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['code', 'name'],
        description: 'A language.',
        examples: [{ code: 'pt-BR', name: 'app:languages.pt-BR' }],
        properties: {
          code: languageCode('Language code as i18next uses it.', 'pt-BR'),
          name: appKey('Translation key of the language name.', 'app:languages.pt-BR'),
        },
      },
    },
    alternativeWhen: {
      $ref: '#/$defs/gate',
      description:
        'When the account context passes this gate, the language selector offers the alternative set instead of the default one (§9 names both sets, not the rule).',
      examples: [{ flag: 'alternative_languages' }],
    },
    sets: group('Which languages are offered (codes from `available`).', {
      default: languageSet('The default set (§9: en, de, pt-BR, es, fr).', [
        'en',
        'de',
        'pt-BR',
        'es',
        'fr',
      ]),
      alternative: languageSet('The alternative set (§9: en, de, es, ja, fr).', [
        'en',
        'de',
        'es',
        'ja',
        'fr',
      ]),
      development: languageSet('Added in development mode (§9: staging variants, it, cimode).', [
        'de-staging',
        'it',
        'cimode',
      ]),
    }),
  },
};

const constants: JSONSchema = group('Every constant and limit of the product (spec §9).', {
  layout: group('Sizes and breakpoints, in CSS pixels.', {
    appSidebarWidthPx: int('App sidebar width when expanded (§9: 220).', 220, 1),
    gettingStartedSidebarWidthPx: int('Getting-started sidebar width (§2, §9: 280).', 280, 1),
    sidebarCollapseBelowPx: int(
      'Viewport width under which the sidebar auto-collapses (§4: 991).',
      991,
      1,
    ),
    floatingWidgetBreakpointPx: int('Float / notification breakpoint (§9: 1400).', 1400, 1),
    topBarHeightPx: int('Top bar height without banners (§9: 56).', 56, 1),
    topBarBannerHeightPx: int('Height each extra banner adds to the top bar (§9: 48).', 48, 1),
    siteSelectorWidthPx: int('Site selector width (§9: 310).', 310, 1),
    siteSelectorMaxHeightPx: int('Site selector maximum height (§9: 438).', 438, 1),
    faviconSizePx: int('Favicon size (§9: 16).', 16, 1),
    ssoPopupWidthPx: int('Google sign-on popup width (§4: 640).', 640, 1),
    ssoPopupHeightPx: int('Google sign-on popup height (§4: 700).', 700, 1),
  }),
  timers: group('Debounces and display durations, in milliseconds.', {
    siteSearchDebounceMs: int('Site search in the selector (§5: 300 ms).', 300),
    templateSearchTrackingDebounceMs: int('Template search tracking (§5: 1000 ms).', 1000),
    rotatingSentencesMs: int('AI loading screen sentence rotation (§2, §9: 4 s).', 4000, 1),
    firstCloseTooltipMs: int('Tooltip after the first sidebar close (§4, §9: 3 s).', 3000),
    demoOverlayMs: int('Demo-site switch overlay before redirect (§4, §9: 1.5 s).', 1500),
    setupInstallPollMs: int(
      'How often the setup page asks whether data arrived (issue 12: it shows "installed" within 2 s of the first event).',
      1000,
    ),
  }),
  cookies: group('Cookie lifetimes, in days (§9 "Cookies").', {
    csLiteVisitorDays: int('CS lite visitor cookie (§9: 365).', 365, 1),
    experimentAssignmentDays: int('Experiment assignment cookie (§9: 60).', 60, 1),
    campaignParametersDays: int('Tracked campaign parameters cookie (§9: 30).', 30, 1),
  }),
  limits: group('Limits and thresholds of the rules of §4, §5 and §9.', {
    passwordMinChars: int('Password minimum length (§5: 8).', 8, 1),
    aiGoalMaxChars: int('AI survey goal maximum length (§5, §9: 400).', 400, 1),
    sessionsTeaserMaxCards: int('Session cards in the recordings teaser (§2, §9: 3).', 3, 1),
    templatesGridInitialCards: int('Template cards shown before the anchor (§9: 6).', 6, 1),
    sessionLimitBannerAtPercent: int(
      'Usage at which the session-limit banner shows (§4: 100).',
      100,
    ),
    trackingInactiveAfterHours: int(
      'Hours without data after which tracking is inactive (§4: 24).',
      24,
      1,
    ),
    gettingStartedAutoDoneBeforeEpochSeconds: int(
      'Sites created before this epoch get the guide auto-marked done (§4).',
      1604335671,
    ),
    coverageCompleteDays: int('Days of data for coverage to be complete (§5: 7).', 7, 1),
    lastActivityInHoursBelowHours: int(
      'Last activity shows in hours below this, else days (§9: 72).',
      72,
      1,
    ),
    countFormatting: group('Count display (§9: plain below 2000, then k, then m).', {
      plainBelowCount: int('Counts below this show in full.', 2000, 1),
      millionsFromCount: int(
        'Counts from this show in millions (m); between the two in thousands (k).',
        1000000,
        1,
      ),
    }),
  }),
  coverageLevels: group(
    'Daily session coverage levels by percentage (§4: 0–25 very low, 26–50 low, 51–75 medium, 76–99 high, above 99 max).',
    {
      veryLowMaxPercent: int('Highest percentage that is "very low".', 25),
      lowMaxPercent: int('Highest percentage that is "low".', 50),
      mediumMaxPercent: int('Highest percentage that is "medium".', 75),
      highMaxPercent: int('Highest percentage that is "high"; above it is "max".', 99),
    },
  ),
  pricing: group('Pricing and offers.', {
    defaultPricingTableId: int(
      'Pricing table used when the URL gives no valid number (§5: 8).',
      8,
      1,
    ),
    trialDays: int('Trial duration (§9: 15 days); campaigns grant this many free days.', 15, 1),
    conversionOfferConstantA: unnamed(
      'First conversion-offer constant: §9 gives 40 but no name or unit.',
      40,
    ),
    conversionOfferConstantB: unnamed(
      'Second conversion-offer constant: §9 gives 25 but no name or unit.',
      25,
    ),
  }),
  surveyTemplates: group('Survey template ids the product links to (§9).', {
    feedbackTemplateId: int('The feedback survey template (§9: 898460).', 898460, 1),
    npsTemplateId: int('The NPS survey template (§9: 803182).', 803182, 1),
  }),
  guides: group('Step counts of the guides (§2, §9).', {
    heatmapGuideSteps: int('Heatmap guide sidebar (3).', 3, 1),
    surveyGuideSteps: int('Survey guide sidebar (5).', 5, 1),
    getStartedSteps: int('Get-started page steps (4).', 4, 1),
  }),
  aiGoalPresets: {
    ...list(
      'The six preset goals of the AI survey goal page (§2, §9), as translation keys.',
      appKey('A preset goal.', 'app:ai-goals.presets.improve-conversion'),
      ['app:ai-goals.presets.improve-conversion'],
    ),
    minItems: 6,
    maxItems: 6,
  },
  surveyLocationCategories: list(
    'Survey location categories (§9: website, mobile (beta)).',
    {
      type: 'object',
      additionalProperties: false,
      required: ['id', 'name', 'beta'],
      description: 'A location category.',
      examples: [{ id: 'mobile', name: 'app:survey-locations.mobile', beta: true }],
      properties: {
        id: {
          type: 'string',
          pattern: '^[a-z][a-z0-9-]*$',
          description: 'Category id.',
          examples: ['website'],
        },
        name: appKey('Translation key of the category name.', 'app:survey-locations.website'),
        beta: { type: 'boolean', description: 'Shown with a beta label.', examples: [false] },
      },
    },
    [{ id: 'website', name: 'app:survey-locations.website', beta: false }],
  ),
  trackedCampaignParameters: list(
    'URL parameters kept for attribution (§3 "Tracked campaign parameters").',
    {
      type: 'string',
      pattern: '^[a-z][a-z_]*$',
      description: 'A URL parameter name.',
      examples: ['utm_source'],
    },
    ['utm_source', 'gclid'],
  ),
  sidebarKinds: list(
    'The sidebar kinds, of which at most one is open at a time (§3, §4).',
    {
      type: 'string',
      pattern: '^[a-z][a-z-]*$',
      description: 'A sidebar kind.',
      examples: ['getting-started'],
    },
    ['getting-started', 'heatmap-guides'],
  ),
  productTour: group(
    'The product tour call (§7 POST/DELETE /api/v1/activation/product_tour/users).',
    {
      createSuccessStatuses: list(
        'HTTP statuses that mean the tour was created (§7: 201, and 409 = already exists).',
        int('An HTTP status.', 201, 100),
        [201, 409],
      ),
      deleteSuccessStatuses: list(
        'HTTP statuses that mean the tour was deleted (§7: 204).',
        int('An HTTP status.', 204, 100),
        [204],
      ),
    },
  ),
  demo: group('The demo site (§2, §4).', {
    highlightsDemoCollectionId: int('Highlights collection id of the demo (§2: 0).', 0),
    preparingMessage: appKey('Overlay text when switching to the demo site.', 'app:demo.preparing'),
    goingBackMessage: appKey('Overlay text when switching back.', 'app:demo.going-back'),
  }),
});

/**
 * Product updates (issue 16; spec §2 "Help menu: … product updates with counter"): the news the
 * help menu counts as unseen until the user opens them. Newest first; a user's "seen up to" date
 * is kept in app-state (server/src/handlers/productUpdates.ts).
 */
const productUpdates: JSONSchema = {
  type: 'array',
  description:
    'Product updates, newest first (§2 help menu "product updates with counter"). Each is unseen by a user until they open product updates after its date.',
  examples: [
    [
      {
        id: 'contact-form',
        date: '2026-11-20',
        title: 'support:updates.items.contact-form',
        href: 'https://lodestar.dev/product-updates#contact-form',
      },
    ],
  ],
  items: {
    type: 'object',
    additionalProperties: false,
    required: ['id', 'date', 'title', 'href'],
    description: 'One product update.',
    examples: [
      {
        id: 'contact-form',
        date: '2026-11-20',
        title: 'support:updates.items.contact-form',
        href: 'https://lodestar.dev/product-updates#contact-form',
      },
    ],
    properties: {
      id: name('Update id, unique.', 'contact-form'),
      date: {
        type: 'string',
        pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$',
        description: 'Publication date (YYYY-MM-DD).',
        examples: ['2026-11-20'],
      },
      title: i18nKey('Translation key of the title.', 'support:updates.items.contact-form'),
      href: {
        type: 'string',
        format: 'uri',
        pattern: '^https://',
        description: 'Where the update is described (opens in a new tab).',
        examples: ['https://lodestar.dev/product-updates#contact-form'],
      },
    },
  },
};

export const appSchema: JSONSchema = manifestSchema({
  kind: 'app',
  version: 1,
  title: 'Application constants',
  description:
    'Interface languages and every constant and limit of the product (spec §9), by name and with its unit.',
  properties: { languages, constants, productUpdates },
  $defs: gateDefs,
});
