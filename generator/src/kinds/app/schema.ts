/**
 * JSON Schema of `kind: app` (manifests/app.yaml): the languages and every constant of product.md#constants-and-limits.
 * Constants are explicit properties — never a free-form map — so a misspelt constant name is an
 * error with a "did you mean", and runtime code reads them by name. Each constant's unit is in
 * its name (Px, Seconds, Ms, Days, Hours, Chars, Percent, Cards, Steps, Count, Id) or, where the
 * product rules give none, in a `unit` field.
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
    value: {
      type: 'number',
      description: 'The value the product rules give.',
      examples: [example],
    },
    unit: {
      enum: ['unspecified'],
      description: 'The product rules give no unit for this constant.',
      examples: ['unspecified'],
    },
  });

const languages: JSONSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['default', 'available', 'sets'],
  description: 'Interface languages (product.md#constants-and-limits "Languages").',
  examples: [
    {
      default: 'en',
      available: [{ code: 'en', name: 'app:languages.en' }],
      sets: { default: ['en'], alternative: ['en'], development: ['cimode'] },
    },
  ],
  properties: {
    default: languageCode(
      'The language used when none is chosen (product.md#constants-and-limits: en).',
      'en',
    ),
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
        'When the account context passes this gate, the language selector offers the alternative set instead of the default one (product.md#constants-and-limits names both sets, not the rule).',
      examples: [{ flag: 'alternative_languages' }],
    },
    sets: group('Which languages are offered (codes from `available`).', {
      default: languageSet(
        'The default set (product.md#constants-and-limits: en, de, pt-BR, es, fr).',
        ['en', 'de', 'pt-BR', 'es', 'fr'],
      ),
      alternative: languageSet(
        'The alternative set (product.md#constants-and-limits: en, de, es, ja, fr).',
        ['en', 'de', 'es', 'ja', 'fr'],
      ),
      development: languageSet(
        'Added in development mode (product.md#constants-and-limits: staging variants, it, cimode).',
        ['de-staging', 'it', 'cimode'],
      ),
    }),
  },
};

const constants: JSONSchema = group(
  'Every constant and limit of the product (product.md#constants-and-limits).',
  {
    layout: group('Sizes and breakpoints, in CSS pixels.', {
      appSidebarWidthPx: int(
        'App sidebar width when expanded (product.md#constants-and-limits: 220).',
        220,
        1,
      ),
      gettingStartedSidebarWidthPx: int(
        'Getting-started sidebar width (product.md#screens-and-routes, product.md#constants-and-limits: 280).',
        280,
        1,
      ),
      sidebarCollapseBelowPx: int(
        'Viewport width under which the sidebar auto-collapses (product.md#states-and-transitions: 991).',
        991,
        1,
      ),
      floatingWidgetBreakpointPx: int(
        'Float / notification breakpoint (product.md#constants-and-limits: 1400).',
        1400,
        1,
      ),
      topBarHeightPx: int(
        'Top bar height without banners (product.md#constants-and-limits: 56).',
        56,
        1,
      ),
      topBarBannerHeightPx: int(
        'Height each extra banner adds to the top bar (product.md#constants-and-limits: 48).',
        48,
        1,
      ),
      siteSelectorWidthPx: int(
        'Site selector width (product.md#constants-and-limits: 310).',
        310,
        1,
      ),
      siteSelectorMaxHeightPx: int(
        'Site selector maximum height (product.md#constants-and-limits: 438).',
        438,
        1,
      ),
      faviconSizePx: int('Favicon size (product.md#constants-and-limits: 16).', 16, 1),
      ssoPopupWidthPx: int(
        'Google sign-on popup width (product.md#states-and-transitions: 640).',
        640,
        1,
      ),
      ssoPopupHeightPx: int(
        'Google sign-on popup height (product.md#states-and-transitions: 700).',
        700,
        1,
      ),
    }),
    timers: group('Debounces and display durations, in milliseconds.', {
      siteSearchDebounceMs: int(
        'Site search in the selector (product.md#validation: 300 ms).',
        300,
      ),
      templateSearchTrackingDebounceMs: int(
        'Template search tracking (product.md#validation: 1000 ms).',
        1000,
      ),
      rotatingSentencesMs: int(
        'AI loading screen sentence rotation (product.md#screens-and-routes, product.md#constants-and-limits: 4 s).',
        4000,
        1,
      ),
      firstCloseTooltipMs: int(
        'Tooltip after the first sidebar close (product.md#states-and-transitions, product.md#constants-and-limits: 3 s).',
        3000,
      ),
      demoOverlayMs: int(
        'Demo-site switch overlay before redirect (product.md#states-and-transitions, product.md#constants-and-limits: 1.5 s).',
        1500,
      ),
      setupInstallPollMs: int(
        'How often the setup page asks whether data arrived (it shows "installed" within 2 s of the first event).',
        1000,
      ),
    }),
    cookies: group('Cookie lifetimes, in days (product.md#constants-and-limits "Cookies").', {
      csLiteVisitorDays: int(
        'CS lite visitor cookie (product.md#constants-and-limits: 365).',
        365,
        1,
      ),
      experimentAssignmentDays: int(
        'Experiment assignment cookie (product.md#constants-and-limits: 60).',
        60,
        1,
      ),
      campaignParametersDays: int(
        'Tracked campaign parameters cookie (product.md#constants-and-limits: 30).',
        30,
        1,
      ),
    }),
    limits: group(
      'Limits and thresholds of the rules of product.md#states-and-transitions, product.md#validation and product.md#constants-and-limits.',
      {
        passwordMinChars: int('Password minimum length (product.md#validation: 8).', 8, 1),
        aiGoalMaxChars: int(
          'AI survey goal maximum length (product.md#validation, product.md#constants-and-limits: 400).',
          400,
          1,
        ),
        sessionsTeaserMaxCards: int(
          'Session cards in the recordings teaser (product.md#screens-and-routes, product.md#constants-and-limits: 3).',
          3,
          1,
        ),
        templatesGridInitialCards: int(
          'Template cards shown before the anchor (product.md#constants-and-limits: 6).',
          6,
          1,
        ),
        sessionLimitBannerAtPercent: int(
          'Usage at which the session-limit banner shows (product.md#states-and-transitions: 100).',
          100,
        ),
        trackingInactiveAfterHours: int(
          'Hours without data after which tracking is inactive (product.md#states-and-transitions: 24).',
          24,
          1,
        ),
        gettingStartedAutoDoneBeforeEpochSeconds: int(
          'Sites created before this epoch get the guide auto-marked done (product.md#states-and-transitions).',
          1604335671,
        ),
        coverageCompleteDays: int(
          'Days of data for coverage to be complete (product.md#validation: 7).',
          7,
          1,
        ),
        lastActivityInHoursBelowHours: int(
          'Last activity shows in hours below this, else days (product.md#constants-and-limits: 72).',
          72,
          1,
        ),
        countFormatting: group(
          'Count display (product.md#constants-and-limits: plain below 2000, then k, then m).',
          {
            plainBelowCount: int('Counts below this show in full.', 2000, 1),
            millionsFromCount: int(
              'Counts from this show in millions (m); between the two in thousands (k).',
              1000000,
              1,
            ),
          },
        ),
      },
    ),
    coverageLevels: group(
      'Daily session coverage levels by percentage (product.md#states-and-transitions: 0–25 very low, 26–50 low, 51–75 medium, 76–99 high, above 99 max).',
      {
        veryLowMaxPercent: int('Highest percentage that is "very low".', 25),
        lowMaxPercent: int('Highest percentage that is "low".', 50),
        mediumMaxPercent: int('Highest percentage that is "medium".', 75),
        highMaxPercent: int('Highest percentage that is "high"; above it is "max".', 99),
      },
    ),
    pricing: group('Pricing and offers.', {
      defaultPricingTableId: int(
        'Pricing table used when the URL gives no valid number (product.md#validation: 8).',
        8,
        1,
      ),
      trialDays: int(
        'Trial duration (product.md#constants-and-limits: 15 days); campaigns grant this many free days.',
        15,
        1,
      ),
      conversionOfferConstantA: unnamed(
        'First conversion-offer constant: product.md#constants-and-limits gives 40 but no name or unit.',
        40,
      ),
      conversionOfferConstantB: unnamed(
        'Second conversion-offer constant: product.md#constants-and-limits gives 25 but no name or unit.',
        25,
      ),
    }),
    surveyTemplates: group(
      'Survey template ids the product links to (product.md#constants-and-limits).',
      {
        feedbackTemplateId: int(
          'The feedback survey template (product.md#constants-and-limits: 898460).',
          898460,
          1,
        ),
        npsTemplateId: int(
          'The NPS survey template (product.md#constants-and-limits: 803182).',
          803182,
          1,
        ),
      },
    ),
    guides: group(
      'Step counts of the guides (product.md#screens-and-routes, product.md#constants-and-limits).',
      {
        heatmapGuideSteps: int('Heatmap guide sidebar (3).', 3, 1),
        surveyGuideSteps: int('Survey guide sidebar (5).', 5, 1),
        getStartedSteps: int('Get-started page steps (4).', 4, 1),
      },
    ),
    aiGoalPresets: {
      ...list(
        'The six preset goals of the AI survey goal page (product.md#screens-and-routes, product.md#constants-and-limits), as translation keys.',
        appKey('A preset goal.', 'app:ai-goals.presets.improve-conversion'),
        ['app:ai-goals.presets.improve-conversion'],
      ),
      minItems: 6,
      maxItems: 6,
    },
    surveyLocationCategories: list(
      'Survey location categories (product.md#constants-and-limits: website, mobile (beta)).',
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
      'URL parameters kept for attribution (product.md#records-and-their-fields "Tracked campaign parameters").',
      {
        type: 'string',
        pattern: '^[a-z][a-z_]*$',
        description: 'A URL parameter name.',
        examples: ['utm_source'],
      },
      ['utm_source', 'gclid'],
    ),
    sidebarKinds: list(
      'The sidebar kinds, of which at most one is open at a time (product.md#records-and-their-fields, product.md#states-and-transitions).',
      {
        type: 'string',
        pattern: '^[a-z][a-z-]*$',
        description: 'A sidebar kind.',
        examples: ['getting-started'],
      },
      ['getting-started', 'heatmap-guides'],
    ),
    productTour: group(
      'The product tour call (product.md#calls POST/DELETE /api/v1/activation/product_tour/users).',
      {
        createSuccessStatuses: list(
          'HTTP statuses that mean the tour was created (product.md#calls: 201, and 409 = already exists).',
          int('An HTTP status.', 201, 100),
          [201, 409],
        ),
        deleteSuccessStatuses: list(
          'HTTP statuses that mean the tour was deleted (product.md#calls: 204).',
          int('An HTTP status.', 204, 100),
          [204],
        ),
      },
    ),
    demo: group(
      'The demo site (product.md#screens-and-routes, product.md#states-and-transitions).',
      {
        highlightsDemoCollectionId: int(
          'Highlights collection id of the demo (product.md#screens-and-routes: 0).',
          0,
        ),
        preparingMessage: appKey(
          'Overlay text when switching to the demo site.',
          'app:demo.preparing',
        ),
        goingBackMessage: appKey('Overlay text when switching back.', 'app:demo.going-back'),
      },
    ),
  },
);

/**
 * Product updates (product.md#screens-and-routes "Help menu: … product updates with counter"): the news the
 * help menu counts as unseen until the user opens them. Newest first; a user's "seen up to" date
 * is kept in app-state (server/src/handlers/productUpdates.ts).
 */
const productUpdates: JSONSchema = {
  type: 'array',
  description:
    'Product updates, newest first (product.md#screens-and-routes help menu "product updates with counter"). Each is unseen by a user until they open product updates after its date.',
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
    'Interface languages and every constant and limit of the product (product.md#constants-and-limits), by name and with its unit.',
  properties: { languages, constants, productUpdates },
  $defs: gateDefs,
});
