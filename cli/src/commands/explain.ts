/**
 * `lodestar explain menu|route` — how the manifests resolve for a persona or a path, without
 * starting the app. Both load the project with `validate()` (invalid manifests: the diagnostics,
 * exit 1) and call the same pure rules the runtime uses (`resolveMenu`, `matchPath`,
 * `resolveRedirect`), so what they print is what the shell does.
 *
 * `lodestar explain menu [persona options] --json` prints one object (stable shape):
 *   {
 *     "menu": "sidebar-feature",                  // id of the menu serving the slot
 *     "persona": {
 *       "placement": "sidebar", "mode": "feature", // mode only for sidebars
 *       "variant": "lite",
 *       "context": { …GateContext: user, account, organization, permissions, flags, plan,
 *                    site, locale, experiments — what the options said },
 *       "place": { "siteId": 1, "collectionId": 0, "organizationId": 1 }
 *     },
 *     "items": [{
 *       "id": "highlights",
 *       "label": "nav:tools.highlights",          // translation key
 *       "state": "shown" | "hidden" | "disabled" | "locked",
 *       "reason": { "kind": "predicate", "detail": "…" },   // when not shown
 *       "tooltip": "access:tooltip.…",             // when the deciding gate has one
 *       "badge": { "kind": "progress", "of": 4, "source": "get-started-page" },
 *       "target": { "kind": "route", "route": "highlights.collection", "params": { … } }
 *               | { "kind": "href", "href": "https://…" } | { "kind": "action", "action": "logout" }
 *               | { "kind": "widget", "widget": "site-selector" } | { "kind": "group" },
 *       "children": [ …items of a group ]
 *     }]
 *   }
 * `lodestar explain route <path> --json` prints
 *   { "input", "match": "route", "route", "pattern", "params": { name: value },
 *     "query": { name: { "value", "declared": boolean, "type"? } },
 *     "class", "mode", "layout", "dataPage", "public", "title", "gate": Gate | null }
 *   or { "input", "match": "redirect", "from", "to", "location": string | null }
 *   (location null: the target needs the current organization or site; pass --organization/--site)
 *   or, exit 1, { "input", "match": null, "suggestions": [route paths] }.
 * Exit codes: 0 explained, 1 invalid manifests or no route matches, 2 a bad option value.
 */
import type { Command } from 'commander';
import { didYouMean, kinds, validate, type Model } from '../../../generator/src/index';
import type { GateContext } from '../../../runtime/rules/gates/context';
import {
  ORG_ACCESS_LEVELS,
  TRACKING_STATES,
  type Gate,
  type OrgAccess,
  type TrackingState,
} from '../../../contracts/gates';
import {
  resolveMenu,
  type MenuPlace,
  type ResolvedItem,
  type ResolvedTarget,
} from '../../../runtime/rules/menus/resolveMenu';
import {
  MENU_MODES,
  PLACEMENTS,
  type MenuMode,
  type Placement,
} from '../../../contracts/menus';
import {
  matchPath,
  matchPattern,
  segments,
  sortBySpecificity,
} from '../../../runtime/rules/routes/paths';
import { resolveRedirect } from '../../../runtime/rules/routes/redirects';
import { formatDiagnostics } from '../formatDiagnostics';
import type { Io } from '../io';

interface MenuOptions {
  placement: string;
  mode: string;
  variant: string;
  permission: string[];
  flag: string[];
  experiment: string[];
  orgAccess?: string;
  analyticsAccess?: boolean;
  accountAdmin?: boolean;
  demoUser?: boolean;
  plan?: string;
  locale?: string;
  tracking?: string;
  site: string;
  organization: string;
  collection: string;
  json?: boolean;
}

interface RouteOptions {
  site?: string;
  organization?: string;
  json?: boolean;
}

const repeat = (value: string, previous: string[]) => [...previous, value];

export function registerExplain(program: Command, io: Io): void {
  const explain = program
    .command('explain')
    .description('Explain how the manifests resolve for a persona or a path');

  explain
    .command('menu')
    .description(
      'Resolve a menu for a persona: each item shown, hidden, disabled or locked, and why',
    )
    .option('--placement <placement>', `one of ${PLACEMENTS.join(', ')}`, 'sidebar')
    .option('--mode <mode>', `sidebar mode: ${MENU_MODES.join(', ')}`, 'feature')
    .option('--variant <variant>', 'account variant (access manifest)', 'default')
    .option('--permission <name>', 'a permission the user holds (repeatable)', repeat, [])
    .option('--org-access <level>', `organization access: ${ORG_ACCESS_LEVELS.join(', ')}`)
    .option('--account-admin', 'the user is an account admin')
    .option('--demo-user', 'the user is a demo user')
    .option('--flag <name>', 'a feature flag that is on (repeatable)', repeat, [])
    .option('--experiment <name=variant>', 'an experiment assignment (repeatable)', repeat, [])
    .option('--analytics-access', 'the site has analytics access')
    .option('--no-analytics-access', 'the site lacks analytics access (unknown when neither)')
    .option('--plan <plan>', 'plan id of the site (catalog manifest)')
    .option('--locale <code>', 'interface language, e.g. en')
    .option('--tracking <state>', `tracking code state: ${TRACKING_STATES.join(', ')}`)
    .option('--site <id>', 'current site id (fills @site)', '1')
    .option('--organization <id>', 'current organization id (fills @organization)', '1')
    .option('--collection <id>', 'current highlights collection id (fills @collection)', '0')
    .option('--json', 'print the result as JSON (shape: top of cli/src/commands/explain.ts)')
    .action((options: MenuOptions) => explainMenu(options, io));

  explain
    .command('route')
    .description('Show the route a path matches (or the redirect of a legacy path)')
    .argument(
      '<path>',
      'a path, with an optional query, e.g. /sites/1/surveys/edit/2?surveyTab=design',
    )
    .option('--site <id>', 'current site id, for redirects that need @site')
    .option('--organization <id>', 'current organization id, for redirects that need @organization')
    .option('--json', 'print the result as JSON (shape: top of cli/src/commands/explain.ts)')
    .action((path: string, options: RouteOptions) => explainRoute(path, options, io));
}

/** The valid project's model, or undefined after printing its diagnostics (exit 1). */
function loadModel(io: Io): Model | undefined {
  const project = validate(io.root);
  if (project.diagnostics.length === 0) return project.model;
  io.err(formatDiagnostics(project.diagnostics, io.color));
  io.err('Cannot explain: fix the manifest errors above first.');
  io.exitCode = 1;
  return undefined;
}

// ---------------------------------------------------------------- explain menu

function explainMenu(options: MenuOptions, io: Io): void {
  const model = loadModel(io);
  if (!model) return;
  const access = kinds.access.bundle(model.access);
  const menus = kinds.menus.bundle(model.menus);

  const problems: string[] = [];
  const check = (what: string, value: string | undefined, allowed: readonly string[]) => {
    if (value === undefined || allowed.includes(value)) return;
    const hint = didYouMean(value, allowed);
    problems.push(
      `Unknown ${what} "${value}": expected one of ${allowed.join(', ')}${hint ? ` (${hint})` : ''}`,
    );
  };
  check('placement', options.placement, PLACEMENTS);
  if (options.placement === 'sidebar') check('sidebar mode', options.mode, MENU_MODES);
  check('account variant', options.variant, access.variants);
  check('organization access', options.orgAccess, ORG_ACCESS_LEVELS);
  check('tracking state', options.tracking, TRACKING_STATES);
  for (const p of options.permission) check('permission', p, access.permissions);
  for (const f of options.flag) check('flag', f, Object.keys(access.flags));
  const experiments: Record<string, string> = {};
  for (const e of options.experiment) {
    const [name = '', variant] = e.split('=');
    if (variant === undefined) {
      problems.push(`--experiment takes name=variant, found "${e}"`);
      continue;
    }
    check('experiment', name, Object.keys(access.experiments));
    const declared = access.experiments[name];
    if (declared) check(`variant of ${name}`, variant, declared.variants);
    experiments[name] = variant;
  }
  if (problems.length) {
    for (const p of problems) io.err(`lodestar explain menu: ${p}`);
    io.exitCode = 2;
    return;
  }

  const placement = options.placement as Placement;
  const slot = {
    placement,
    ...(placement === 'sidebar' ? { mode: options.mode as MenuMode } : {}),
    variant: options.variant,
  };
  const context: GateContext = {
    user: {
      id: 'explain',
      isAccountAdmin: options.accountAdmin ?? false,
      isDemoUser: options.demoUser ?? false,
    },
    // Flags of scope account not named with --flag are off: the feature list is known, empty.
    account: { variant: options.variant, features: [] },
    organization: options.orgAccess ? { access: options.orgAccess as OrgAccess } : {},
    permissions: options.permission,
    flags: Object.fromEntries(options.flag.map((f) => [f, true])),
    ...(options.plan ? { plan: options.plan } : {}),
    site: {
      ...(options.analyticsAccess !== undefined
        ? { analyticsAccess: options.analyticsAccess }
        : {}),
      ...(options.tracking ? { tracking: options.tracking as TrackingState } : {}),
    },
    ...(options.locale ? { locale: options.locale } : {}),
    experiments,
  };
  const place: MenuPlace = {
    siteId: idValue(options.site),
    organizationId: idValue(options.organization),
    collectionId: idValue(options.collection),
  };
  const resolved = resolveMenu(menus, access, slot, context, place);
  if (!resolved) {
    io.err(`No menu serves ${describeSlot(slot)}.`);
    io.exitCode = 1;
    return;
  }
  if (options.json) {
    io.out(
      JSON.stringify(
        { menu: resolved.menu, persona: { ...slot, context, place }, items: resolved.items },
        null,
        2,
      ),
    );
    return;
  }
  io.out(`Menu ${resolved.menu}: ${describeSlot(slot)}`);
  io.out(`Persona: ${describePersona(context)}`);
  const rows = flatten(resolved.items, '');
  const width = (pick: (r: Row) => string) => Math.max(...rows.map((r) => pick(r).length));
  const [w1, w2, w3] = [width((r) => r.state), width((r) => r.id), width((r) => r.label)];
  for (const r of rows) {
    const line = `  ${r.state.padEnd(w1)}  ${r.id.padEnd(w2)}  ${r.label.padEnd(w3)}  ${r.target}`;
    io.out(r.reason ? `${line}  (${r.reason})` : line);
  }
}

interface Row {
  state: string;
  id: string;
  label: string;
  target: string;
  reason?: string;
}

function flatten(items: ResolvedItem[], indent: string): Row[] {
  return items.flatMap((item) => [
    {
      state: item.state,
      id: indent + item.id,
      label: item.label,
      target: describeTarget(item.target),
      ...(item.reason ? { reason: `${item.reason.kind}: ${item.reason.detail}` } : {}),
    },
    ...flatten(item.children ?? [], indent + '  '),
  ]);
}

function describeTarget(target: ResolvedTarget): string {
  switch (target.kind) {
    case 'route': {
      const params = Object.entries(target.params).map(([k, v]) => `${k}=${v}`);
      return `route ${target.route}${params.length ? ' ' + params.join(' ') : ''}`;
    }
    case 'href':
      return `link ${target.href}`;
    case 'action':
      return `action ${target.action}`;
    case 'widget':
      return `widget ${target.widget}`;
    case 'group':
      return 'group';
  }
}

function describeSlot(slot: { placement: Placement; mode?: MenuMode; variant: string }): string {
  const where = slot.placement === 'sidebar' ? `${slot.mode} sidebar` : slot.placement;
  return `${where}, variant ${slot.variant}`;
}

function describePersona(c: GateContext): string {
  const yesNo = (v: boolean | undefined) => (v === undefined ? 'unknown' : v ? 'yes' : 'no');
  const list = (v: string[] | undefined) => (v && v.length ? v.join(', ') : 'none');
  const experiments = Object.entries(c.experiments ?? {}).map(([k, v]) => `${k}=${v}`);
  return [
    `permissions ${list(c.permissions)}`,
    `org access ${c.organization?.access ?? 'unknown'}`,
    `account admin ${yesNo(c.user?.isAccountAdmin)}`,
    `demo user ${yesNo(c.user?.isDemoUser)}`,
    `flags on ${list(Object.keys(c.flags ?? {}))}`,
    `analytics access ${yesNo(c.site?.analyticsAccess)}`,
    `plan ${c.plan ?? 'unknown'}`,
    `locale ${c.locale ?? 'unknown'}`,
    `tracking ${c.site?.tracking ?? 'unknown'}`,
    `experiments ${list(experiments)}`,
  ].join('; ');
}

function idValue(text: string): string | number {
  return /^\d+$/.test(text) ? Number(text) : text;
}

// ---------------------------------------------------------------- explain route

function explainRoute(input: string, options: RouteOptions, io: Io): void {
  const model = loadModel(io);
  if (!model) return;
  const url = new URL(input.startsWith('/') ? input : `/${input}`, 'http://lodestar.invalid');
  const pathname = url.pathname;
  const { routes, redirects } = model.routes;

  const match = matchPath(sortBySpecificity(routes), pathname);
  if (match) {
    const route = match.route;
    const query = Object.fromEntries(
      [...url.searchParams].map(([name, value]) => {
        const declared = route.query.find((q) => q.name === name);
        return [
          name,
          { value, declared: Boolean(declared), ...(declared ? { type: declared.type } : {}) },
        ];
      }),
    );
    const result = {
      input,
      match: 'route' as const,
      route: route.name,
      pattern: route.path,
      params: match.params,
      query,
      class: route.class,
      mode: route.mode,
      layout: route.layout,
      dataPage: route.dataPage,
      public: route.public,
      title: route.title,
      gate: route.gate ?? null,
    };
    if (options.json) return io.out(JSON.stringify(result, null, 2));
    const types = new Map(route.params.map((p) => [p.name, p.type]));
    const params = Object.entries(match.params).map(([k, v]) => {
      const type = types.get(k);
      const bad = type === 'integer' && !/^-?\d+$/.test(v) ? ', not an integer!' : '';
      return `${k}=${v} (${type}${bad})`;
    });
    const queries = Object.entries(query).map(
      ([k, q]) => `${k}=${q.value} (${q.declared ? q.type : 'not declared by the route'})`,
    );
    const lines: [string, string][] = [
      ['route', route.name],
      ['pattern', route.path],
      ['params', params.join(', ') || 'none'],
      ['query', queries.join(', ') || 'none'],
      ['class', route.class],
      ['mode', route.mode === 'none' ? `none (${route.layout} layout: no sidebar)` : route.mode],
      ['layout', route.layout],
      ['dataPage', route.dataPage ? 'yes (the session-limit banner may show)' : 'no'],
      ['public', route.public ? 'yes (signed-out users may open it)' : 'no'],
      ['title', route.title],
      ['gate', route.gate ? describeGate(route.gate) : 'none (any signed-in user)'],
    ];
    for (const [key, value] of lines) io.out(`${key.padEnd(9)}${value}`);
    return;
  }

  const rule = sortBySpecificity(redirects.map((r) => ({ ...r, path: r.from }))).find(
    (r) => matchPattern(r.from, pathname) !== undefined,
  );
  if (rule) {
    const byName = new Map(routes.map((r) => [r.name, r.path]));
    const location =
      resolveRedirect(redirects, (name) => byName.get(name), pathname, {
        ...(options.site ? { siteId: idValue(options.site) } : {}),
        ...(options.organization ? { organizationId: idValue(options.organization) } : {}),
      }) ?? null;
    if (options.json)
      return io.out(
        JSON.stringify(
          { input, match: 'redirect', from: rule.from, to: rule.to, location },
          null,
          2,
        ),
      );
    io.out(`legacy   ${rule.from}`);
    io.out(`redirect ${rule.to} (${byName.get(rule.to)})`);
    io.out(`location ${location ?? neededContext(rule.params)}`);
    if (rule.note) io.out(`note     ${rule.note}`);
    return;
  }

  const suggestions = suggestPaths(
    pathname,
    routes.map((r) => r.path),
  );
  io.exitCode = 1;
  if (options.json) return io.out(JSON.stringify({ input, match: null, suggestions }, null, 2));
  io.err(`no route matches ${pathname}`);
  if (suggestions.length) io.err(`did you mean ${suggestions.join(' or ')}?`);
}

/** What a redirect takes from the signed-in context, as the options that supply it. */
function neededContext(params: Readonly<Record<string, string>>): string {
  const sources = Object.values(params).filter((s) => s === '@organization' || s === '@site');
  const names = sources.length ? sources.map((s) => s.slice(1)) : ['organization', 'site'];
  return `needs the current ${names.join(' and ')}: pass ${names.map((n) => `--${n}`).join(' and ')}`;
}

/**
 * Route paths close to a path that matched none: each pattern is compared with its parameters
 * filled from the path's own segments, so `/sites/1/survey/list` finds `/sites/{siteId}/surveys/list`.
 */
function suggestPaths(pathname: string, patterns: string[]): string[] {
  const given = segments(pathname);
  const filled = new Map<string, string>();
  for (const pattern of patterns) {
    const shaped =
      '/' +
      segments(pattern)
        .map((s, i) => (s.startsWith('{') ? (given[i] ?? s) : s))
        .join('/');
    if (!filled.has(shaped)) filled.set(shaped, pattern);
  }
  const hint = didYouMean(pathname, filled.keys());
  return [...(hint?.matchAll(/"([^"]+)"/g) ?? [])].map((m) => filled.get(m[1]!)!);
}

/** A gate in the manifests' flow style, e.g. `{ not: { variant: [lite] } }`. */
function describeGate(gate: Gate): string {
  const show = (value: unknown): string => {
    if (Array.isArray(value)) return `[${value.map(show).join(', ')}]`;
    if (value && typeof value === 'object')
      return `{ ${Object.entries(value)
        .map(([k, v]) => `${k}: ${show(v)}`)
        .join(', ')} }`;
    return String(value);
  };
  return show(gate);
}
