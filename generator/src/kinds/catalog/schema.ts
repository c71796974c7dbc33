/**
 * JSON Schema of `kind: catalog` documents (product.md#records-and-their-fields "Product catalog", product.md#constants-and-limits "Plan allowances" and
 * trial campaigns). The catalog may be split over several files; each collection is optional
 * in one document and merged across documents.
 */
import type { JSONSchema } from '../../core/jsonSchema';
import { i18nKey, manifestSchema, name, NAME_PATTERN } from '../shared';

/** A translation key of the `catalog:` namespace (this kind's own texts). */
function catalogKey(description: string, example: string): JSONSchema {
  return { ...i18nKey(description, example), pattern: '^catalog:' };
}

export const BILLING_CYCLES = ['monthly', 'annually'] as const;

export const QUOTA_FIELDS = [
  'monthlyResponses',
  'dailySessions',
  'dailyCcSessions',
  'monthlyCcSessions',
  'quotas.monthlyResponses',
  'quotas.yearlyResponses',
  'quotas.analyticsSessionQuota',
  'quotas.recordingSessionCount',
  'quotas.interviews',
  'quotas.networkInterviews',
] as const;

const CURRENCY_PATTERN = '^[a-z]{3}$';

function count(description: string, example: number): JSONSchema {
  return { type: 'integer', minimum: 0, description, examples: [example] };
}

function list(description: string, items: JSONSchema, example: unknown): JSONSchema {
  return { type: 'array', items, description, examples: [example] };
}

const quotas: JSONSchema = {
  type: 'object',
  additionalProperties: false,
  description:
    'The `quotas` object of the allowance (product.md#records-and-their-fields); omit what the plan does not include.',
  examples: [{ monthlyResponses: 20, networkInterviews: 5 }],
  properties: {
    monthlyResponses: count('Survey or interview responses per month.', 500),
    yearlyResponses: count('Responses per year.', 6000),
    analyticsSessionQuota: count('Experience Analytics sessions per month.', 5000),
    recordingSessionCount: count('Recorded sessions kept per month.', 1000),
    interviews: count('Interviews with the team’s own participants per month.', 10),
    networkInterviews: count('Interviews with participants from the research network.', 5),
  },
};

const step: JSONSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['sku'],
  description:
    'One allowance step: a SKU, its base price (monthly, USD — the figures of product.md#constants-and-limits) and its quotas.',
  examples: [{ sku: 'ask-plus-250', price: 59, monthlyResponses: 250 }],
  properties: {
    sku: {
      type: 'string',
      pattern: '^[a-z0-9]+(-[a-z0-9]+)*$',
      description: 'Stock-keeping unit, unique in the whole catalog.',
      examples: ['ask-business-500'],
    },
    price: {
      type: 'number',
      minimum: 0,
      description:
        'Monthly price in USD as the product rules give it; 0 = free. Omit only for steps not sold self-serve (talk to sales). Annual and EUR prices come from `pricingRules`.',
      examples: [79],
    },
    monthlyResponses: count('Survey responses per month (Ask).', 250),
    dailySessions: count('Sessions captured per day (Observe).', 2000),
    dailyCcSessions: count('Continuous-capture sessions per day (Observe).', 35),
    monthlyCcSessions: count('Continuous-capture sessions per month (Observe).', 1000),
    quotas,
  },
};

const allowanceGroup: JSONSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['product', 'plan', 'selfServeEnabled', 'chargeable', 'steps'],
  description:
    'The allowances of one product on one plan. A RANGE of product.md#constants-and-limits is several steps the user picks from, lowest first.',
  examples: [
    {
      product: 'ask',
      plan: 'plus',
      selfServeEnabled: true,
      chargeable: true,
      steps: [{ sku: 'ask-plus-250', price: 59, monthlyResponses: 250 }],
    },
  ],
  properties: {
    product: name('Product name from `products` (ask, observe, voc, dxa).', 'ask'),
    plan: name('Plan id from `plans`.', 'business'),
    selfServeEnabled: {
      type: 'boolean',
      description: 'Whether users can buy it themselves (false: sales-led, e.g. Ask scale).',
      examples: [true],
    },
    chargeable: {
      type: 'boolean',
      description: 'Whether the plan is paid (false for free plans).',
      examples: [true],
    },
    steps: {
      ...list('The steps, strictly increasing in quota and price.', step, step.examples),
      minItems: 1,
    },
  },
};

const rate = (description: string, key: 'multiplier' | 'rate', example: number): JSONSchema => ({
  type: 'object',
  additionalProperties: false,
  required: [key],
  description,
  examples: [{ [key]: example }],
  properties: {
    [key]: { type: 'number', exclusiveMinimum: 0, description, examples: [example] },
  },
});

const pricingRules: JSONSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['billingCycles', 'currencies', 'roundTo'],
  description:
    'How a step’s base price (monthly USD, product.md#constants-and-limits) becomes the price of every billing cycle and currency: round(price × cycle multiplier × currency rate, roundTo).',
  examples: [
    {
      billingCycles: { monthly: { multiplier: 1 }, annually: { multiplier: 10 } },
      currencies: { usd: { rate: 1 }, eur: { rate: 1 } },
      roundTo: 1,
    },
  ],
  properties: {
    billingCycles: {
      type: 'object',
      additionalProperties: false,
      description: 'Price multiplier per billing cycle (the price is per cycle).',
      examples: [{ monthly: { multiplier: 1 }, annually: { multiplier: 10 } }],
      properties: {
        monthly: rate('Multiplier of the monthly price for one month.', 'multiplier', 1),
        annually: rate('Multiplier of the monthly price for one year.', 'multiplier', 10),
      },
    },
    currencies: {
      type: 'object',
      additionalProperties: false,
      description: 'Conversion rate from USD per currency code (lower case).',
      examples: [{ usd: { rate: 1 }, eur: { rate: 1 } }],
      patternProperties: {
        [CURRENCY_PATTERN]: rate('Amount in this currency for 1 USD.', 'rate', 1),
      },
    },
    roundTo: {
      type: 'number',
      exclusiveMinimum: 0,
      description: 'Expanded prices are rounded to a multiple of this (1 = whole units).',
      examples: [1],
    },
  },
};

const campaign: JSONSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['hash', 'enabled', 'plan', 'audience', 'organizationSizes', 'details'],
  description:
    'A trial campaign the server seeds (product.md#records-and-their-fields Campaign, product.md#calls GET /api/v1/campaigns/{campaignHash}).',
  examples: [
    {
      hash: 'trial-org-1-10',
      enabled: true,
      plan: 'business',
      audience: 'organization-size',
      organizationSizes: ['size-1-10'],
      details: { id: 101, name: 'Trial for organizations of 1–10 people', numFreeDays: 15 },
    },
  ],
  properties: {
    hash: name(
      'The campaign hash used in signup links (`c`) and the campaign call.',
      'trial-org-1-10',
    ),
    enabled: { type: 'boolean', description: 'Whether the campaign is running.', examples: [true] },
    plan: name('Plan id the trial grants (also sent as `details.plan`).', 'business'),
    audience: {
      enum: ['organization-size', 'large-company'],
      description:
        '`organization-size`: the own campaign of one small organization size; `large-company`: the campaign of every larger size (product.md#constants-and-limits).',
      examples: ['organization-size'],
    },
    organizationSizes: {
      ...list(
        'Organization size ids (from `organizationSizes`) the campaign is for.',
        name('An organization size id.', 'size-1-10'),
        ['size-1-10'],
      ),
      minItems: 1,
      uniqueItems: true,
    },
    details: {
      type: 'object',
      additionalProperties: false,
      required: ['id', 'name', 'numFreeDays'],
      description: 'The `details` of the campaign response (its `plan` is the campaign plan).',
      examples: [{ id: 101, name: 'Trial for organizations of 1–10 people', numFreeDays: 15 }],
      properties: {
        id: { type: 'integer', minimum: 1, description: 'Campaign id.', examples: [101] },
        name: {
          type: 'string',
          minLength: 1,
          description: 'Internal campaign name (not shown to users).',
          examples: ['Trial for organizations of 1–10 people'],
        },
        numFreeDays: count(
          'Length of the trial in days (product.md#constants-and-limits: 15).',
          15,
        ),
      },
    },
  },
};

export const catalogSchema: JSONSchema = manifestSchema({
  kind: 'catalog',
  version: 1,
  title: 'Product catalog',
  description:
    'Products, plans, allowances with prices, pricing rules and trial campaigns (product.md#records-and-their-fields, product.md#states-and-transitions, product.md#constants-and-limits).',
  properties: {
    catalogVersion: {
      type: 'integer',
      minimum: 1,
      description: 'The productCatalogVersion of accounts; part of the catalog API path.',
      examples: [1],
    },
    currencies: {
      ...list(
        'Currencies the catalog is sold in, lower case as in the API path.',
        {
          type: 'string',
          pattern: CURRENCY_PATTERN,
          description: 'Lower-case ISO 4217 code.',
          examples: ['usd'],
        },
        ['usd', 'eur'],
      ),
      minItems: 1,
      uniqueItems: true,
    },
    billingCycles: {
      ...list(
        'Billing cycles the catalog is sold in.',
        { enum: [...BILLING_CYCLES], description: 'A billing cycle.', examples: ['monthly'] },
        ['monthly', 'annually'],
      ),
      minItems: 1,
      uniqueItems: true,
    },
    pricingRules,
    trialCampaignRules: {
      type: 'object',
      additionalProperties: false,
      required: ['ownCampaignMaxSizeMinimum'],
      description:
        'The organization-size rule of trial campaigns (product.md#constants-and-limits).',
      examples: [{ ownCampaignMaxSizeMinimum: 100 }],
      properties: {
        ownCampaignMaxSizeMinimum: count(
          'Sizes whose minimum is at most this use their own campaign; larger ones the large-company campaign.',
          100,
        ),
      },
    },
    trialsList: {
      type: 'object',
      additionalProperties: false,
      required: ['organizationIds'],
      description:
        'product.md#roles-and-permissions: organizations in the trials list are not eligible for onboarding trials.',
      examples: [{ organizationIds: [4211] }],
      properties: {
        organizationIds: {
          ...list(
            'Organization ids in the trials list.',
            { type: 'integer', minimum: 1, description: 'An organization id.', examples: [4211] },
            [4211],
          ),
          uniqueItems: true,
        },
      },
    },
    products: list(
      'Products of the catalog (product.md#records-and-their-fields).',
      {
        type: 'object',
        additionalProperties: false,
        required: ['id', 'name', 'title', 'stepQuota'],
        description: 'A product.',
        examples: [
          {
            id: 'PROD-1',
            name: 'ask',
            title: 'catalog:products.ask',
            stepQuota: 'monthlyResponses',
          },
        ],
        properties: {
          id: {
            type: 'string',
            pattern: '^PROD-[1-9][0-9]*$',
            description: 'Product id.',
            examples: ['PROD-1'],
          },
          name: name('Product name, what allowances refer to.', 'ask'),
          title: catalogKey('Translation key of the display name.', 'catalog:products.ask'),
          stepQuota: {
            enum: [...QUOTA_FIELDS],
            description:
              'The quota the product’s allowance steps are measured by (and increase in).',
            examples: ['monthlyResponses'],
          },
        },
      },
      [{ id: 'PROD-1', name: 'ask', title: 'catalog:products.ask', stepQuota: 'monthlyResponses' }],
    ),
    plans: list(
      'Plans (product.md#records-and-their-fields plan names and tiers).',
      {
        type: 'object',
        additionalProperties: false,
        required: ['id', 'name', 'tier', 'countsAsBasic'],
        description: 'A plan.',
        examples: [{ id: 'plus', name: 'catalog:plans.plus', tier: 1, countsAsBasic: false }],
        properties: {
          id: {
            type: 'string',
            pattern: NAME_PATTERN,
            description: 'Plan id.',
            examples: ['plus'],
          },
          name: catalogKey('Translation key of the plan name.', 'catalog:plans.plus'),
          tier: {
            type: 'integer',
            minimum: 0,
            maximum: 9,
            description: 'Plan tier; plans order up by tier (product.md#states-and-transitions).',
            examples: [1],
          },
          countsAsBasic: {
            type: 'boolean',
            description: 'product.md#validation: free and basic count as basic.',
            examples: [false],
          },
        },
      },
      [{ id: 'plus', name: 'catalog:plans.plus', tier: 1, countsAsBasic: false }],
    ),
    allowances: list(
      'Allowances per product and plan (product.md#constants-and-limits).',
      allowanceGroup,
      allowanceGroup.examples,
    ),
    organizationSizes: list(
      'Organization size buckets trial campaigns are assigned by.',
      {
        type: 'object',
        additionalProperties: false,
        required: ['id', 'minimum', 'maximum'],
        description: 'An organization size bucket.',
        examples: [{ id: 'size-1-10', minimum: 1, maximum: 10 }],
        properties: {
          id: name('Size id.', 'size-1-10'),
          minimum: { type: 'integer', minimum: 1, description: 'Fewest people.', examples: [1] },
          maximum: {
            type: ['integer', 'null'],
            minimum: 1,
            description: 'Most people; null = no upper bound.',
            examples: [10],
          },
        },
      },
      [{ id: 'size-1-10', minimum: 1, maximum: 10 }],
    ),
    campaigns: list(
      'Trial campaigns the server seeds (product.md#constants-and-limits).',
      campaign,
      campaign.examples,
    ),
  },
});
