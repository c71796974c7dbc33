/** JSON Schema of one guide: its steps, persistence, behaviour and where it shows (product.md#states-and-transitions). */
import type { JSONSchema } from '../../core/jsonSchema';
import { i18nKey, name } from '../shared';
import { flagName } from './conditionSchema';
import { orderSchema } from './orderSchema';
import { ROUTE_CLASSES, STEP_ID, condition, flagNames, list, routeList } from './schemaParts';

const step: JSONSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'title', 'text'],
  description: 'One step of the guide.',
  examples: [
    {
      id: 'recording',
      title: 'guides:getting-started.steps.recording.title',
      text: 'guides:getting-started.steps.recording.text',
      marks: 'viewed_recording',
      success: { flag: 'viewed_recording' },
    },
  ],
  properties: {
    id: {
      type: 'string',
      pattern: STEP_ID,
      description: 'Step id, unique in the guide.',
      examples: ['recording'],
    },
    title: i18nKey(
      'Translation key of the step title.',
      'guides:getting-started.steps.recording.title',
    ),
    text: i18nKey(
      'Translation key of the step text.',
      'guides:getting-started.steps.recording.text',
    ),
    image: {
      type: 'string',
      pattern: '^/images/guides/[a-z0-9/-]+\\.(svg|png|webp)$',
      description: 'Illustration path under /images/guides/.',
      examples: ['/images/guides/heatmap-guide/scroll.svg'],
    },
    marks: flagName('Flag set when the step is completed (by its call to action or elsewhere).'),
    notes: list(
      {
        type: 'object',
        additionalProperties: false,
        required: ['when', 'text'],
        description: 'A sentence the step shows under its text while a condition holds.',
        examples: [
          {
            when: { flag: 'skipped_installation' },
            text: 'guides:getting-started.steps.installation.skipped',
          },
        ],
        properties: {
          when: condition('The note shows while this holds.', { flag: 'skipped_installation' }),
          text: i18nKey(
            'Translation key of the note.',
            'guides:getting-started.steps.installation.skipped',
          ),
        },
      },
      'Notes shown under the step text while their condition holds (e.g. installation skipped).',
      [
        {
          when: { flag: 'skipped_installation' },
          text: 'guides:getting-started.steps.installation.skipped',
        },
      ],
    ),
    success: condition('The step is done when this holds.', { flag: 'viewed_recording' }),
    skip: condition('The step is skipped (and hidden) when this holds and it is not done.', {
      not: { orgAccess: ['write', 'admin'] },
    }),
    buttons: list(
      {
        $ref: '#/$defs/callToAction',
        description: 'A button of the step.',
        examples: [
          { label: 'guides:getting-started.steps.recording.cta', route: 'playbacks.list' },
        ],
      },
      'Calls to action of the step (the last step’s are the final buttons).',
      [
        {
          label: 'guides:getting-started.steps.recording.cta',
          route: 'playbacks.list',
          completeOnClick: true,
        },
      ],
    ),
  },
};

const stateKey: JSONSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['namespace', 'scope', 'holds'],
  description: 'An app-state setting the guide reads and writes (product.md#calls "app-state").',
  examples: [
    { namespace: 'atv_side_bar', key: 'heatmap_guides_step', scope: 'site', holds: 'current-step' },
  ],
  properties: {
    namespace: {
      type: 'string',
      pattern: '^[a-zA-Z][a-zA-Z0-9_]*$',
      description: 'App-state namespace.',
      examples: ['atv_getting_started_guide'],
    },
    key: {
      type: 'string',
      pattern: '^[a-zA-Z][a-zA-Z0-9_]*$',
      description: 'App-state key; absent when every declared flag is its own key.',
      examples: ['heatmap_guides_step'],
    },
    scope: {
      enum: ['site', 'user'],
      description: 'Stored per site or per user.',
      examples: ['site'],
    },
    holds: {
      enum: ['flags', 'current-step', 'dismissed', 'page-state'],
      description:
        'What it holds: the guide flags (one key each), the current step number, a dismissal, or a JSON page state.',
      examples: ['current-step'],
    },
    truthy: {
      type: 'array',
      minItems: 1,
      items: { type: 'string', description: 'A stored value meaning set.', examples: ['True'] },
      description: 'Stored string values that mean a flag is set.',
      examples: [['True', 'true']],
    },
    note: {
      type: 'string',
      description: 'Where a choice was made that the product rules do not show.',
      examples: ['Namespace is our choice.'],
    },
  },
};

export const guideSchema: JSONSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'title', 'presentation', 'layout', 'expectedSteps', 'steps'],
  description: 'One guide: a sidebar (getting-started, heatmap, survey) or a page (get started).',
  examples: [
    { id: 'heatmap-guide', presentation: 'sidebar', sidebar: 'heatmap-guides', expectedSteps: 3 },
  ],
  properties: {
    id: name('Guide id, unique across guides.', 'getting-started'),
    title: i18nKey('Translation key of the guide title.', 'guides:getting-started.title'),
    presentation: {
      enum: ['sidebar', 'page'],
      description: 'Shown in a sidebar or as a page.',
      examples: ['sidebar'],
    },
    layout: {
      enum: ['accordion', 'stepper', 'checklist'],
      description:
        'accordion = one expanded step at a time; stepper = step counter, dots, previous/next, final buttons on the last step; checklist = all steps as cards.',
      examples: ['accordion'],
    },
    sidebar: name('Sidebar kind it opens in (declared under `sidebars`).', 'getting-started'),
    page: name('Route of the page (presentation page).', 'overview.index'),
    expectedSteps: {
      type: 'integer',
      minimum: 1,
      description:
        'How many steps the product rules give the guide; `steps` must have exactly this many.',
      examples: [15],
    },
    state: list(stateKey, 'App-state settings the guide persists.', [
      {
        namespace: 'atv_getting_started_guide',
        scope: 'site',
        holds: 'flags',
        truthy: ['True', 'true'],
      },
    ]),
    flags: list(
      {
        type: 'object',
        additionalProperties: false,
        required: ['name', 'description'],
        description: 'A guide flag.',
        examples: [
          { name: 'viewed_recording', description: 'The user opened recordings from the guide.' },
        ],
        properties: {
          name: flagName('Flag name (the app-state key).'),
          description: {
            type: 'string',
            minLength: 1,
            description: 'What sets it and what it means.',
            examples: ['Set when the user opened a recording.'],
          },
        },
      },
      'Per-site flags the guide’s conditions read (product.md#records-and-their-fields).',
      [{ name: 'done', description: 'The guide is finished.' }],
    ),
    enabled: condition('The guide is active while this holds.', {
      not: { anyFlag: ['done', 'skipped'] },
    }),
    init: list(
      {
        type: 'object',
        additionalProperties: false,
        required: ['when', 'setFlags'],
        description: 'Flags set when the guide loads, if a condition holds.',
        examples: [{ when: { orgUsersMoreThan: 1 }, setFlags: ['invite_completed'] }],
        properties: {
          when: condition('When to set them.', { siteCreatedBefore: 1604335671 }),
          setFlags: flagNames('Flags to set.', ['done']),
        },
      },
      'Rules applied when the guide loads.',
      [{ when: { siteCreatedBefore: 1604335671 }, setFlags: ['done'] }],
    ),
    whenAllComplete: {
      type: 'object',
      additionalProperties: false,
      required: ['setFlags', 'collapseSidebar'],
      description: 'What happens when no step is pending any more.',
      examples: [{ setFlags: ['done'], collapseSidebar: true }],
      properties: {
        setFlags: flagNames('Flags to set.', ['done']),
        collapseSidebar: {
          type: 'boolean',
          description: 'Collapse the sidebar.',
          examples: [true],
        },
      },
    },
    skipGuide: {
      type: 'object',
      additionalProperties: false,
      required: ['showWhen', 'setFlags', 'confirm'],
      description: 'The skip button and its confirmation modal.',
      examples: [{ showWhen: { tracking: 'installed' }, setFlags: ['skipped'] }],
      properties: {
        showWhen: condition('The skip button shows only when this holds.', {
          tracking: 'installed',
        }),
        setFlags: flagNames('Flags set when the skip is confirmed.', ['skipped']),
        confirm: {
          type: 'object',
          additionalProperties: false,
          required: ['title', 'text', 'confirm', 'cancel'],
          description: 'Texts of the skip-confirmation modal.',
          examples: [{ title: 'guides:getting-started.skip.title' }],
          properties: {
            title: i18nKey('Modal title.', 'guides:getting-started.skip.title'),
            text: i18nKey('Modal text.', 'guides:getting-started.skip.text'),
            confirm: i18nKey('Confirm button.', 'guides:getting-started.skip.confirm'),
            cancel: i18nKey('Cancel button.', 'guides:getting-started.skip.cancel'),
          },
        },
      },
    },
    expand: {
      type: 'object',
      additionalProperties: false,
      required: ['initially', 'afterCompleteOnClick'],
      description: 'Which step is expanded (accordion).',
      examples: [{ initially: 'first-pending', afterCompleteOnClick: 'next-pending' }],
      properties: {
        initially: {
          enum: ['first-pending'],
          description: 'Step expanded when the guide opens.',
          examples: ['first-pending'],
        },
        afterCompleteOnClick: {
          enum: ['next-pending'],
          description: 'Step expanded after a complete-on-click call to action.',
          examples: ['next-pending'],
        },
      },
    },
    openOnLoad: {
      type: 'object',
      additionalProperties: false,
      required: ['whenEnabled', 'unlessClosedBefore'],
      description: 'Whether the sidebar opens by itself when the app loads.',
      examples: [{ whenEnabled: true, unlessClosedBefore: true }],
      properties: {
        whenEnabled: {
          type: 'boolean',
          description: 'Open on load while the guide is enabled.',
          examples: [true],
        },
        unlessClosedBefore: {
          type: 'boolean',
          description: 'Do not open when the user closed it before (see `firstClose`).',
          examples: [true],
        },
      },
    },
    firstClose: {
      type: 'object',
      additionalProperties: false,
      required: ['remember', 'tooltip', 'tooltipSeconds'],
      description: 'The first close of the sidebar is remembered and explained by a tooltip.',
      examples: [
        {
          remember: 'local-storage',
          tooltip: 'guides:getting-started.first-close-tooltip',
          tooltipSeconds: 3,
        },
      ],
      properties: {
        remember: {
          enum: ['local-storage'],
          description: 'Where the first close is remembered.',
          examples: ['local-storage'],
        },
        tooltip: i18nKey(
          'Tooltip text pointing at how to reopen the guide.',
          'guides:getting-started.first-close-tooltip',
        ),
        tooltipSeconds: {
          type: 'number',
          exclusiveMinimum: 0,
          description: 'How long the tooltip shows.',
          examples: [3],
        },
      },
    },
    showOn: {
      type: 'object',
      additionalProperties: false,
      description:
        'Pages the guide may show on: listed routes or route classes, minus `exceptRoutes`.',
      examples: [{ routeClasses: ['feature'], exceptRoutes: ['surveys.create'] }],
      properties: {
        routeClasses: {
          type: 'array',
          minItems: 1,
          uniqueItems: true,
          items: {
            enum: ROUTE_CLASSES,
            description: 'A route class (product.md#screens-and-routes).',
            examples: ['feature'],
          },
          description: 'Route classes it shows on.',
          examples: [['feature']],
        },
        routes: routeList('Routes it shows on.', ['surveys.list', 'surveys.responses']),
        exceptRoutes: routeList('Routes it never shows on.', ['surveys.create', 'feedback.edit']),
      },
    },
    hideWhen: {
      $ref: '#/$defs/gate',
      description: 'Hidden when this gate allows (e.g. the standalone flag).',
      examples: [{ flag: 'voc.csq.standalone' }],
    },
    launcher: {
      type: 'object',
      additionalProperties: false,
      required: ['routes', 'button'],
      description: 'A call to action on some pages that opens the guide.',
      examples: [
        {
          routes: ['heatmaps.list'],
          button: { label: 'guides:heatmap-guide.launcher', action: 'open-heatmap-guide' },
        },
      ],
      properties: {
        routes: routeList('Pages showing the launcher.', ['heatmaps.list']),
        button: {
          $ref: '#/$defs/callToAction',
          description: 'The launcher button.',
          examples: [{ label: 'guides:heatmap-guide.launcher', action: 'open-heatmap-guide' }],
        },
      },
    },
    overlay: {
      type: 'object',
      additionalProperties: false,
      required: ['dim', 'until'],
      description: 'A dimming overlay behind the guide.',
      examples: [{ dim: true, until: 'dismissed' }],
      properties: {
        dim: { type: 'boolean', description: 'Dim the page behind the guide.', examples: [true] },
        until: {
          enum: ['dismissed'],
          description: 'When the overlay goes away.',
          examples: ['dismissed'],
        },
      },
    },
    events: {
      type: 'object',
      additionalProperties: false,
      description: 'Tracking events fired by the guide.',
      examples: [
        { stepCompleted: 'get_started_step_completed', allCompleted: 'get_started_completed' },
      ],
      properties: {
        stepCompleted: {
          type: 'string',
          pattern: '^[a-z][a-z0-9_]*$',
          description: 'Fired when a step is marked complete (with the step id).',
          examples: ['get_started_step_completed'],
        },
        allCompleted: {
          type: 'string',
          pattern: '^[a-z][a-z0-9_]*$',
          description: 'Fired when every step is complete.',
          examples: ['get_started_completed'],
        },
      },
    },
    dismiss: {
      type: 'object',
      additionalProperties: false,
      required: ['route'],
      description: 'Dismissing the guide navigates to this route.',
      examples: [{ route: 'dashboard.index' }],
      properties: { route: name('Route to go to.', 'dashboard.index') },
    },
    menuProgress: {
      type: 'object',
      additionalProperties: false,
      required: ['dismissibleWhenComplete'],
      description: 'The menu item shows progress (completed out of the number of steps).',
      examples: [{ dismissibleWhenComplete: true }],
      properties: {
        dismissibleWhenComplete: {
          type: 'boolean',
          description: 'The menu item can be dismissed once every step is complete.',
          examples: [true],
        },
      },
    },
    order: orderSchema,
    steps: list(
      step,
      'The steps, in the order they are declared (see `order` for display order).',
      [
        {
          id: 'installation',
          title: 'guides:getting-started.steps.installation.title',
          text: 'guides:getting-started.steps.installation.text',
        },
      ],
    ),
  },
};
