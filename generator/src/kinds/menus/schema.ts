/** JSON Schema of `kind: menus` documents (product.md#screens-and-routes "Signed-in shell", product.md#roles-and-permissions). */
import type { JSONSchema } from '../../core/jsonSchema';
import {
  BADGE_KINDS,
  BADGE_SOURCES,
  GATE_EFFECTS,
  MENU_ACTIONS,
  MENU_MODES,
  PLACEMENTS,
  TARGET_SOURCES,
  WIDGETS,
} from '../../../../contracts/menus';
import { gateDefs, i18nKey, manifestSchema, name } from '../shared';

const params: JSONSchema = {
  type: 'object',
  description:
    'Values of the route parameters: @site, @collection or @organization take the current site, highlights collection or organization; any other value is passed as written.',
  examples: [{ siteId: '@site', collectionId: '@collection' }],
  propertyNames: {
    pattern: '^[a-zA-Z][a-zA-Z0-9_]*$',
    description: 'A path parameter of the route.',
    examples: ['siteId'],
  },
  additionalProperties: {
    type: ['string', 'integer'],
    pattern: `^(${TARGET_SOURCES.join('|')}|[^@].*)$`,
    description: `The source of the value (${TARGET_SOURCES.join(', ')}) or a literal.`,
    examples: ['@site'],
  },
};

const route = name('Route name (manifests/routes.yaml) the item opens.', 'surveys.list');
const icon: JSONSchema = {
  type: 'string',
  pattern: '^[a-z][a-z0-9-]*$',
  description: 'Icon name from the icon set.',
  examples: ['survey'],
};

const itemGate: JSONSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['when', 'effect'],
  description:
    'A condition for the item to show normally. When `when` DENIES, `effect` applies; when several deny, hidden wins over disabled, disabled over lock.',
  examples: [{ when: { analyticsAccess: true }, effect: 'lock' }],
  properties: {
    when: {
      $ref: '#/$defs/gate',
      description: 'The condition (access manifest gate language).',
      examples: [{ predicate: 'full-account' }],
    },
    effect: {
      enum: [...GATE_EFFECTS],
      description:
        'hidden = not shown; disabled = shown greyed out with the tooltip; lock = shown with a lock badge (still opens the page, which explains the upgrade).',
      examples: ['hidden'],
    },
    tooltip: i18nKey(
      'Translation key of the tooltip on a disabled or locked item.',
      'access:tooltip.no-analytics-access',
    ),
  },
};

const badge: JSONSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['kind', 'source'],
  description:
    'A badge next to the label. Lock badges are not declared here: they come from gates with effect lock.',
  examples: [{ kind: 'progress', of: 4, source: 'get-started-page' }],
  properties: {
    kind: {
      enum: [...BADGE_KINDS],
      description: 'progress = "n of N" steps done; counter = a number of unseen things.',
      examples: ['progress'],
    },
    of: {
      type: 'integer',
      minimum: 1,
      description:
        'For progress: the number of steps (product.md#states-and-transitions "progress out of 4").',
      examples: [4],
    },
    source: {
      enum: [...BADGE_SOURCES],
      description: 'Where the number comes from.',
      examples: ['get-started-page'],
    },
  },
  if: { properties: { kind: { const: 'progress' } } },
  // A progress badge needs its step count (ajv's strict mode wants `of` named here too).
  then: {
    required: ['of'],
    properties: { of: { description: 'The number of steps.', examples: [4] } },
  },
};

const alternate: JSONSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['when', 'route', 'label'],
  description:
    'Another page the item opens while `when` ALLOWS (product.md#screens-and-routes: get started becomes setup while the tracking code is not installed). The item then shows this label and no badge.',
  examples: [
    {
      when: { tracking: ['not-installed'] },
      route: 'setup.index',
      params: { siteId: '@site' },
      label: 'nav:tools.setup',
    },
  ],
  properties: {
    when: {
      $ref: '#/$defs/gate',
      description: 'While this allows, the alternate replaces the item.',
      examples: [{ tracking: ['not-installed'] }],
    },
    route,
    params,
    label: i18nKey('Translation key of the alternate label.', 'nav:tools.setup'),
    icon,
  },
};

const itemExample = {
  id: 'funnels',
  label: 'nav:tools.funnels',
  icon: 'funnel',
  route: 'funnels.index',
  params: { siteId: '@site' },
  gates: [
    {
      when: { analyticsAccess: true },
      effect: 'lock',
      tooltip: 'access:tooltip.no-analytics-access',
    },
  ],
};

const item: JSONSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'label'],
  description:
    'One entry of a menu. It has exactly one target: `route` (+ `params`), `href`, `action`, `widget`, or `children` (a group).',
  examples: [itemExample],
  properties: {
    id: name('Item id, unique within its menu (tests and analytics refer to it).', 'funnels'),
    label: i18nKey('Translation key of the label (namespace nav).', 'nav:tools.funnels'),
    icon,
    route,
    params,
    href: {
      type: 'string',
      format: 'uri',
      pattern: '^https://',
      description: 'External link (opens in a new tab).',
      examples: ['https://status.lodestar.dev'],
    },
    action: {
      enum: [...MENU_ACTIONS],
      description: 'Something the shell does: log out, start adding a site, open the help chat.',
      examples: ['logout'],
    },
    widget: {
      enum: [...WIDGETS],
      description: 'A component rendered in place of a link (top bar).',
      examples: ['site-selector'],
    },
    children: {
      type: 'array',
      minItems: 1,
      items: {
        $ref: '#/$defs/item',
        description: 'An item of the group.',
        examples: [itemExample],
      },
      description: 'Makes the item a group of these items.',
      examples: [[{ id: 'invoices', label: 'nav:settings.invoices', route: 'settings.invoices' }]],
    },
    gates: {
      type: 'array',
      items: itemGate,
      description: 'Conditions; each one that denies applies its effect.',
      examples: [[{ when: { predicate: 'full-account' }, effect: 'hidden' }]],
    },
    badge,
    alternate,
    note: {
      type: 'string',
      description:
        'Why the item is declared this way (e.g. a choice the product rules leave open).',
      examples: ['product.md#screens-and-routes lists feedback in one variant only.'],
    },
  },
};

const menu: JSONSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'placement', 'variants', 'items'],
  description:
    'One menu of the shell for some account variants. Items differing between variants are either gated by variant (one menu, e.g. the tools sidebar hides highlights for lite) or, when the whole menu differs, declared as another menu for those variants (the standalone sidebar, the cross-sell account menu, the lite and standalone help menus).',
  examples: [
    {
      id: 'sidebar-profile',
      placement: 'sidebar',
      mode: 'profile',
      variants: ['default', 'lite', 'cross-sell', 'standalone'],
      items: [{ id: 'language', label: 'nav:profile.language', route: 'profile.language' }],
    },
  ],
  properties: {
    id: name('Menu id, unique across all menus.', 'sidebar-feature'),
    placement: {
      enum: [...PLACEMENTS],
      description:
        'Where it shows: the left sidebar, the top bar, the help menu (top bar) or the account menu (top bar).',
      examples: ['sidebar'],
    },
    mode: {
      enum: [...MENU_MODES],
      description:
        'Sidebars only: the mode it serves, chosen from the route name (product.md#screens-and-routes): settings for routes starting settings. / site. / team. / sso., profile for profile., feature otherwise.',
      examples: ['feature'],
    },
    variants: {
      type: 'array',
      minItems: 1,
      uniqueItems: true,
      items: name('An account variant declared in the access manifest.', 'lite'),
      description:
        'Account variants that get this menu; each variant needs exactly one menu per placement (and sidebar mode).',
      examples: [['default', 'lite', 'cross-sell']],
    },
    description: {
      type: 'string',
      description: 'What the menu is for .',
      examples: ['Tools sidebar (product.md#screens-and-routes "Tools items").'],
    },
    items: {
      type: 'array',
      minItems: 1,
      items: { $ref: '#/$defs/item', description: 'An item.', examples: [itemExample] },
      description: 'The items, in display order.',
      examples: [[{ id: 'logout', label: 'nav:account.logout', action: 'logout' }]],
    },
  },
};

export const menusSchema = manifestSchema({
  kind: 'menus',
  version: 1,
  title: 'Menus',
  description:
    'Menus of the signed-in shell (product.md#screens-and-routes "Signed-in shell", product.md#roles-and-permissions): sidebars per mode, top bar, help menu, account menu — per account variant, with gated items.',
  properties: {
    menus: {
      type: 'array',
      minItems: 1,
      items: menu,
      description: 'The menus this file declares.',
      examples: [menu.examples],
    },
  },
  required: ['menus'],
  $defs: { ...gateDefs, item },
});
