/**
 * JSON Schema of `kind: empty-states` documents (product.md#screens-and-routes "Feature empty states", product.md#roles-and-permissions, product.md#errors). A
 * document declares one feature's `emptyState`, and/or the shared `features` list, `actions` and
 * `standard` parts every empty state shows.
 */
import type { JSONSchema } from '../../core/jsonSchema';
import { callToActionDef } from '../guides/callToActionSchema';
import { GUIDE_CARD_TYPES, STANDARD_BUTTONS } from '../../../../runtime/rules/emptyStates/types';
import { gateDefs, i18nKey, manifestSchema, name } from '../shared';

const ns = 'empty-states';

const cta = (description: string, example: Record<string, unknown>): JSONSchema => ({
  $ref: '#/$defs/callToAction',
  description,
  examples: [example],
});

const gate = (description: string, example: unknown): JSONSchema => ({
  $ref: '#/$defs/gate',
  description,
  examples: [example],
});

function object(
  description: string,
  example: unknown,
  properties: Record<string, JSONSchema>,
  required: string[],
): JSONSchema {
  return {
    type: 'object',
    additionalProperties: false,
    required,
    description,
    examples: [example],
    properties,
  };
}

const declared = (what: string, example: { name: string; description: string }): JSONSchema =>
  object(
    `A ${what}.`,
    example,
    {
      name: name(`The ${what} name.`, example.name),
      description: {
        type: 'string',
        minLength: 1,
        description: 'What it is.',
        examples: [example.description],
      },
    },
    ['name', 'description'],
  );

const install = {
  label: `${ns}:common.install`,
  action: 'open-tracking-code-modal',
  style: 'primary',
};
const demo = { label: `${ns}:common.demo`, action: 'start-demo-tour', style: 'secondary' };

const standard = object(
  'The parts every feature empty state shows (product.md#screens-and-routes "Feature empty states").',
  { installButton: install, demoButton: demo },
  {
    installButton: cta('The install button.', install),
    demoButton: cta('The demo-site button.', demo),
    notice: object(
      'The notice shown before installation.',
      {
        text: `${ns}:common.not-installed-notice`,
        tone: 'warning',
        gate: { tracking: ['not-installed'] },
      },
      {
        text: i18nKey('Notice text.', `${ns}:common.not-installed-notice`),
        tone: { enum: ['warning', 'info'], description: 'Notice colour.', examples: ['warning'] },
        gate: gate('Shown when this gate allows.', { tracking: ['not-installed'] }),
      },
      ['text', 'tone', 'gate'],
    ),
    overlay: object(
      'The experiment variant: a full overlay with a primary and a secondary button.',
      {
        gate: { experiment: { name: 'stp_setup_based_on_intention', variants: ['treatment'] } },
        primary: 'installButton',
        secondary: 'demoButton',
      },
      {
        gate: gate('Users the overlay variant applies to.', {
          experiment: { name: 'stp_setup_based_on_intention', variants: ['treatment'] },
        }),
        primary: {
          enum: [...STANDARD_BUTTONS],
          description: 'Button shown as primary.',
          examples: ['installButton'],
        },
        secondary: {
          enum: [...STANDARD_BUTTONS],
          description: 'Button shown as secondary.',
          examples: ['demoButton'],
        },
      },
      ['gate', 'primary', 'secondary'],
    ),
  },
  ['installButton', 'demoButton', 'notice', 'overlay'],
);

const teaserField = object(
  'A session attribute shown on a teaser card.',
  { field: 'browser', label: `${ns}:recordings.pending-data.fields.browser` },
  {
    field: {
      enum: ['browser', 'device', 'newUser', 'country', 'pageUrl'],
      description: 'Attribute of the in-progress session (product.md#records-and-their-fields).',
      examples: ['browser'],
    },
    label: i18nKey(
      'Label (for newUser: when true).',
      `${ns}:recordings.pending-data.fields.browser`,
    ),
    labelWhenFalse: i18nKey(
      'Label when a yes/no attribute is false.',
      `${ns}:recordings.pending-data.fields.returning-user`,
    ),
  },
  ['field', 'label'],
);

const teaser = object(
  'The teaser of sessions in progress (product.md#screens-and-routes recordings pending-data "normal").',
  { maxCards: 3, refreshSeconds: 10 },
  {
    maxCards: {
      type: 'integer',
      minimum: 1,
      description: 'Most stacked cards shown.',
      examples: [3],
    },
    refreshSeconds: {
      type: 'integer',
      minimum: 1,
      description: 'Sessions-in-progress refetch interval (product.md#constants-and-limits).',
      examples: [10],
    },
    activeSessions: i18nKey(
      'Plural key: "N active sessions right now" ({{count}}).',
      `${ns}:recordings.pending-data.active-sessions`,
    ),
    fields: {
      type: 'array',
      minItems: 1,
      items: teaserField,
      description: 'Session attributes on each card, in order.',
      examples: [[{ field: 'browser', label: `${ns}:recordings.pending-data.fields.browser` }]],
    },
    emailNotice: i18nKey(
      'Says an email follows when the first recording is ready.',
      `${ns}:recordings.pending-data.email-notice`,
    ),
  },
  ['maxCards', 'refreshSeconds', 'activeSessions', 'fields', 'emailNotice'],
);

const pendingVariant = (what: string, example: Record<string, unknown>): JSONSchema =>
  object(
    `The ${what} variant.`,
    example,
    {
      when: gate(
        'The variant applies when this gate allows (variants are tried warning, disabled, normal).',
        { tracking: ['capture-off'] },
      ),
      title: i18nKey('Title.', `${ns}:recordings.pending-data.${what}.title`),
      text: i18nKey('Text.', `${ns}:recordings.pending-data.${what}.text`),
      button: cta('Its button.', {
        label: `${ns}:recordings.pending-data.${what}.button`,
        route: 'site.settings',
      }),
      teaser,
    },
    ['text'],
  );

/** product.md#screens-and-routes "Sidebars and cards"; what each type needs is checked in check.ts (guide-card-fields). */
const guideCard: JSONSchema = object(
  'A guide card under the empty state (product.md#screens-and-routes cards): `guide` (title, text, link `label` to a `route`), `quick-link` (title, optional text, the whole card links to a `route`), `video` (title, optional text, `video` address opened from a dialog), `highlights-guide` (its own texts and the help menu’s course link).',
  {
    type: 'quick-link',
    title: `${ns}:dashboard.cards.recordings.title`,
    route: 'playbacks.list',
  },
  {
    type: {
      enum: [...GUIDE_CARD_TYPES],
      description: 'The card type.',
      examples: ['quick-link'],
    },
    title: i18nKey('Card title.', `${ns}:dashboard.cards.recordings.title`),
    text: i18nKey('Card text.', `${ns}:dashboard.cards.recordings.text`),
    label: i18nKey('Link text of a guide card.', `${ns}:dashboard.cards.guide.label`),
    route: name('Route the card goes to (current site).', 'playbacks.list'),
    video: {
      type: 'string',
      pattern: '^https://',
      description: 'The video address (https) of a video card.',
      examples: ['https://lodestar.dev/videos/welcome'],
    },
  },
  ['type'],
);

const emptyState = object(
  'The empty state of one feature.',
  { feature: 'heatmaps', title: `${ns}:heatmaps.title`, text: `${ns}:heatmaps.text` },
  {
    feature: name('The feature (one of `features`).', 'heatmaps'),
    title: i18nKey('Title.', `${ns}:heatmaps.title`),
    text: i18nKey('Text.', `${ns}:heatmaps.text`),
    image: {
      type: 'string',
      pattern: '^/images/empty-states/[a-z0-9/-]+\\.(svg|png|webp)$',
      description: 'Illustration path under /images/empty-states/.',
      examples: ['/images/empty-states/heatmaps.svg'],
    },
    omitButtons: {
      type: 'array',
      uniqueItems: true,
      items: {
        enum: [...STANDARD_BUTTONS],
        description: 'A standard button: installButton or demoButton.',
        examples: ['demoButton'],
      },
      description:
        'Standard buttons (`standard`) this empty state leaves out, e.g. no demo-site button; the experiment overlay leaves them out too.',
      examples: [['demoButton']],
    },
    installLink: cta('A link to install the tracking code (surveys, feedback).', {
      label: `${ns}:surveys.install-link`,
      action: 'open-tracking-code-modal',
      style: 'link',
    }),
    newSurveyDropdown: object(
      'The new-survey dropdown (surveys).',
      {
        label: `${ns}:surveys.new-survey.label`,
        gate: { permission: 'surveys-create' },
        whenDenied: 'disabled',
      },
      {
        label: i18nKey('Dropdown button text.', `${ns}:surveys.new-survey.label`),
        gate: gate('Enabled when this gate allows.', { permission: 'surveys-create' }),
        whenDenied: {
          enum: ['hidden', 'disabled'],
          description: 'Hide or disable (with `tooltip`) when denied.',
          examples: ['disabled'],
        },
        tooltip: i18nKey('Tooltip on the disabled dropdown.', `${ns}:surveys.no-permission`),
        items: {
          type: 'array',
          minItems: 1,
          items: cta('A dropdown entry.', {
            label: `${ns}:surveys.new-survey.from-scratch`,
            route: 'surveys.create',
          }),
          description: 'The dropdown entries.',
          examples: [[{ label: `${ns}:surveys.new-survey.from-scratch`, route: 'surveys.create' }]],
        },
      },
      ['label', 'items'],
    ),
    createButton: cta('The create button (feedback).', {
      label: `${ns}:feedback.create`,
      route: 'feedback.create',
      gate: { permission: 'feedbacks-create' },
      whenDenied: 'disabled',
    }),
    pendingSetup: object(
      'The pending-setup state (surveys): template cards plus a browse-templates card.',
      { title: `${ns}:surveys.pending-setup.title` },
      {
        title: i18nKey('Title.', `${ns}:surveys.pending-setup.title`),
        text: i18nKey('Text.', `${ns}:surveys.pending-setup.text`),
        cards: {
          type: 'array',
          minItems: 1,
          items: {
            $ref: '#/$defs/card',
            description: 'A card.',
            examples: [
              {
                label: `${ns}:surveys.pending-setup.use-template`,
                templateId: 803182,
                route: 'surveys.create',
              },
            ],
          },
          description: 'The cards, in order.',
          examples: [
            [{ label: `${ns}:surveys.pending-setup.browse`, route: 'survey-templates.gallery' }],
          ],
        },
      },
      ['title', 'text', 'cards'],
    ),
    pendingInstallation: object(
      'The pending-installation state (surveys).',
      { title: `${ns}:surveys.pending-installation.title` },
      {
        title: i18nKey('Title.', `${ns}:surveys.pending-installation.title`),
        text: i18nKey('Text.', `${ns}:surveys.pending-installation.text`),
        installButton: cta('The install-tracking-code button.', install),
        skipLink: cta('The link to use the feature without installing.', {
          label: `${ns}:surveys.pending-installation.skip`,
          action: 'skip-installation',
          style: 'link',
        }),
      },
      ['title', 'text', 'installButton', 'skipLink'],
    ),
    pendingData: object(
      'The pending-data state (recordings): three variants.',
      { warning: { text: `${ns}:recordings.pending-data.warning.text` } },
      {
        warning: pendingVariant('warning', {
          when: { tracking: ['not-installed', 'inactive'] },
          text: `${ns}:recordings.pending-data.warning.text`,
        }),
        disabled: pendingVariant('disabled', {
          when: { tracking: ['capture-off'] },
          text: `${ns}:recordings.pending-data.disabled.text`,
        }),
        normal: pendingVariant('normal', { text: `${ns}:recordings.pending-data.normal.text` }),
      },
      ['warning', 'disabled', 'normal'],
    ),
    guideCards: {
      type: 'array',
      maxItems: 6,
      items: guideCard,
      description:
        'Guide, quick-link, video and highlights-guide cards shown under the empty state.',
      examples: [[{ type: 'highlights-guide' }]],
    },
  },
  ['feature', 'title', 'text'],
);

const action = object(
  'An action the runtime implements, usable by empty-state buttons.',
  {
    name: 'start-demo-tour',
    description: 'Starts the demo-site tour.',
    errorToast: 'activation:overview.product-tour.error',
  },
  {
    name: name('Action name.', 'start-demo-tour'),
    description: {
      type: 'string',
      minLength: 1,
      description: 'What it does.',
      examples: ['Opens the tracking-code modal.'],
    },
    errorToast: i18nKey(
      'Danger toast shown when it fails (product.md#errors).',
      'activation:overview.product-tour.error',
    ),
  },
  ['name', 'description'],
);

export const emptyStatesSchema: JSONSchema = manifestSchema({
  kind: 'empty-states',
  version: 1,
  title: 'Empty states',
  description:
    'One feature’s empty state, and/or the shared features list, actions and standard parts.',
  properties: {
    features: {
      type: 'array',
      items: declared('feature with an empty state', {
        name: 'heatmaps',
        description: 'Heatmaps list.',
      }),
      description:
        'The features that must each have an empty state (product.md#screens-and-routes).',
      examples: [[{ name: 'heatmaps', description: 'Heatmaps list.' }]],
    },
    actions: {
      type: 'array',
      items: action,
      description: 'Runtime actions empty-state buttons may run.',
      examples: [
        [{ name: 'open-tracking-code-modal', description: 'Opens the tracking-code modal.' }],
      ],
    },
    standard,
    emptyState,
  },
  $defs: {
    ...gateDefs,
    callToAction: callToActionDef({ namespace: ns }),
    card: {
      ...callToActionDef({
        namespace: ns,
        extra: {
          templateId: {
            type: 'integer',
            minimum: 1,
            description: 'Survey template id (product.md#constants-and-limits).',
            examples: [898460],
          },
          text: i18nKey('Card text under the label.', `${ns}:surveys.pending-setup.browse.text`),
          templates: {
            enum: ['highlighted'],
            description:
              'One card per survey template flagged empty_state_highlighted (in highlight order, with its highlight title and description; `label` is the action text); the route gets `templateId`.',
            examples: ['highlighted'],
          },
        },
      }),
      description:
        'A card: `label` is its title; a template card names its `templateId`; it goes to a route or runs an action like a button.',
    },
  },
});
