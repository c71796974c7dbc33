/**
 * `lodestar explain menu|languages|route|guide` — how the manifests resolve for a persona or a path, without
 * starting the app. Both load the project with `validate()` (invalid manifests: the diagnostics,
 * exit 1); the generator library computes the answer (generator/src/explain/, with the same pure
 * rules the runtime uses: `resolveMenu`, `matchPath`, `resolveRedirect`, so what they print is
 * what the shell does) and renders its text; this file only parses the options and prints.
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
 * `lodestar explain languages [persona options] [--development] --json` prints
 *   { "persona": { "variant", "context": GateContext, "development": boolean },
 *     "set": "default" | "alternative", "alternativeWhen": Gate | null, "reason"?: string,
 *     "languages": [{ "code": "de", "name": "app:languages.de", "development": false }] }
 * `lodestar explain route <path> --json` prints
 *   { "input", "match": "route", "route", "pattern", "params": { name: value },
 *     "query": { name: { "value", "declared": boolean, "type"? } },
 *     "class", "mode", "layout", "dataPage", "public", "title", "gate": Gate | null }
 *   or { "input", "match": "redirect", "from", "to", "location": string | null }
 *   (location null: the target needs the current organization or site; pass --organization/--site)
 *   or, exit 1, { "input", "match": null, "suggestions": [route paths] }.
 * `lodestar explain guide [guideId] [fact options] --json` prints (evaluateGuide's answer)
 *   { "guide": "getting-started",
 *     "facts": { GuideFacts: flags, tracking, orgAccess, orgUserCount, locale, profile?, siteCreated },
 *     "order": [step ids, skipped ones included], "orderSource": "jobs-to-be-done" | "goal-expertise"
 *       | "goal" | "fallback" | "declared", "orderTables": ["byGoal.recordings.expert"],
 *     "prepend"?: { "step", "included", "placeholder"?, "qualifies" },
 *     "append"?: { "step", "included", "locales" },
 *     "steps": [{ "id", "title", "state": "success" | "pending",
 *                 "reason": { "rule": "success" | "success-not-met", "condition", "implicit"? } }],
 *     "skipped": [{ …, "state": "skipped", "reason": { "rule": "skip", "condition" } }],
 *     "initFlags": [{ "flag", "when": condition }], "enabled", "enabledWhen": condition | null,
 *     "complete", "completeFlags": [flags], "collapse", "expanded": step id | null,
 *     "canSkip", "skipShowWhen": condition | null, "done", "total" }
 * `lodestar explain empty-state <feature> [persona options] [--data] [--skipped-installation] --json`
 *   prints (evaluateEmptyState's answer, runtime/rules/emptyStates/evaluateEmptyState.ts)
 *   { "feature", "facts": { "hasData", "skippedInstallation", "context": GateContext },
 *     "view": { "stage": "has-data" | "pending-installation" | "pending-setup" | "pending-data"
 *               | "empty", "stageReason": { "rule", "detail" }, "title", "text", "image"?,
 *               "notice"?, "noticeReason", "overlay"?: { "primary", "secondary" }, "overlayReason",
 *               "install", "demo", "installLink"?, "createButton"?, "newSurveyDropdown"?,
 *               "pendingInstallation"?, "pendingSetup"?: { "cards" }, "pendingData"?: { "variant" } } }
 *   where every button is { "cta", "state": "shown" | "disabled" | "hidden", "reason"?, "tooltip"? }.
 * `lodestar explain experiment <name> --id <id> --json` prints (generator/src/explain/experiment.ts)
 *   { "name", "lookup", "id", "bucket": number | null, "variant",
 *     "ranges": [{ "variant", "percent", "from", "to" }] }
 * Exit codes: 0 explained, 1 invalid manifests or no route matches, 2 a bad option value.
 */
import type { Command } from 'commander';
import {
  explainLanguages,
  explainMenu,
  languagesText,
  explainRoute,
  MENU_PERSONA_WORDS,
  menuText,
  noMenuText,
  routeText,
  validate,
  type MenuPersonaOptions,
  type PersonaOptions,
  type Model,
  type RedirectPlace,
} from '../../../generator/src/index';
import {
  DEFAULT_GUIDE,
  explainGuide,
  GUIDE_FACT_WORDS,
  type GuideFactOptions,
} from '../../../generator/src/explain/guide';
import { guideText } from '../../../generator/src/explain/guideText';
import {
  explainEmptyState,
  type EmptyStateOptions,
} from '../../../generator/src/explain/emptyState';
import { emptyStateText } from '../../../generator/src/explain/emptyStateText';
import { experimentText, explainExperiment } from '../../../generator/src/explain/experiment';
import { errorCount, formatDiagnostics } from '../formatDiagnostics';
import { registerExplainDiff } from './explainDiff';
import type { Io } from '../io';

const repeat = (value: string, previous: string[]) => [...previous, value];
const { placement, mode, orgAccess, tracking } = MENU_PERSONA_WORDS;

/** The persona options `explain menu` and `explain languages` share (the gate context). */
function personaOptions(command: Command): Command {
  return command
    .option('--variant <variant>', 'account variant (access manifest)', 'default')
    .option('--permission <name>', 'a permission the user holds (repeatable)', repeat, [])
    .option('--org-access <level>', `organization access: ${orgAccess.join(', ')}`)
    .option('--account-admin', 'the user is an account admin')
    .option('--demo-user', 'the user is a demo user')
    .option('--flag <name>', 'a feature flag that is on (repeatable)', repeat, [])
    .option('--experiment <name=variant>', 'an experiment assignment (repeatable)', repeat, [])
    .option('--analytics-access', 'the site has analytics access')
    .option('--no-analytics-access', 'the site lacks analytics access (unknown when neither)')
    .option('--plan <plan>', 'plan id of the site (catalog manifest)')
    .option('--locale <code>', 'interface language, e.g. en')
    .option('--tracking <state>', `tracking code state: ${tracking.join(', ')}`);
}

export function registerExplain(program: Command, io: Io): void {
  const explain = program
    .command('explain')
    .description('Explain how the manifests resolve for a persona or a path');

  personaOptions(
    explain
      .command('menu')
      .description(
        'Resolve a menu for a persona: each item shown, hidden, disabled or locked, and why',
      )
      .option('--placement <placement>', `one of ${placement.join(', ')}`, 'sidebar')
      .option('--mode <mode>', `sidebar mode: ${mode.join(', ')}`, 'feature'),
  )
    .option('--site <id>', 'current site id (fills @site)', '1')
    .option('--organization <id>', 'current organization id (fills @organization)', '1')
    .option('--collection <id>', 'current highlights collection id (fills @collection)', '0')
    .option('--json', 'print the result as JSON (shape: top of cli/src/commands/explain.ts)')
    .action((options: MenuPersonaOptions & { json?: boolean }) => {
      const model = loadModel(io);
      if (!model) return;
      const result = explainMenu(model, options);
      if (result.outcome === 'usage') {
        for (const p of result.problems) io.err(`lodestar explain menu: ${p}`);
        io.exitCode = 2;
      } else if (result.outcome === 'no-menu') {
        io.err(noMenuText(result.slot));
        io.exitCode = 1;
      } else if (options.json) io.out(JSON.stringify(result.explanation, null, 2));
      else io.out(menuText(result.explanation));
    });

  personaOptions(
    explain
      .command('languages')
      .description(
        'Show the languages the selector offers a persona: the default or alternative set, and why',
      ),
  )
    .option('--development', 'a server outside production (adds the development languages)')
    .option('--json', 'print the result as JSON (shape: top of cli/src/commands/explain.ts)')
    .action((options: PersonaOptions & { development?: boolean; json?: boolean }) => {
      const model = loadModel(io);
      if (!model) return;
      const result = explainLanguages(model, options);
      if (result.outcome === 'usage') {
        for (const p of result.problems) io.err(`lodestar explain languages: ${p}`);
        io.exitCode = 2;
      } else if (result.outcome === 'no-languages') {
        io.err('The app manifest declares no languages.');
        io.exitCode = 1;
      } else if (options.json) io.out(JSON.stringify(result.explanation, null, 2));
      else io.out(languagesText(result.explanation));
    });

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
    .action((path: string, options: RedirectPlace & { json?: boolean }) => {
      const model = loadModel(io);
      if (!model) return;
      const result = explainRoute(model.routes, path, options);
      if (result.match === null) io.exitCode = 1;
      if (options.json) return io.out(JSON.stringify(result, null, 2));
      const { stream, text } = routeText(result, model.routes, model['analysis-pages']);
      io[stream](text);
    });

  registerExplainGuide(explain, io);
  registerExplainExperiment(explain, io);
  registerExplainEmptyState(explain, io);
  registerExplainDiff(explain, io);
}

/** `explain guide`: the guide engine's answer for the given facts (product.md#states-and-transitions). */
function registerExplainGuide(explain: Command, io: Io): void {
  const words = GUIDE_FACT_WORDS;
  explain
    .command('guide')
    .description(
      'Evaluate a guide for a user: the step order and why, each step done, pending or skipped and why',
    )
    .argument('[guideId]', `guide id (guides manifests), default ${DEFAULT_GUIDE}`)
    .option('--goal <goal>', `questionnaire goal: ${words.goal.join(', ')}`)
    .option('--expertise <level>', `questionnaire expertise: ${words.expertise.join(', ')}`)
    .option(
      '--jtbd <jobs>',
      `jobs to be done, in the order picked (repeatable or comma list): ${words.jtbd.join(', ')}`,
      repeat,
      [],
    )
    .option(
      '--org-access <level>',
      `organization access: ${words.orgAccess.join(', ')} (default admin)`,
    )
    .option('--org-users <n>', 'users in the organization (default 1)')
    .option('--site-created <epoch>', 'site creation, epoch seconds (default now)')
    .option(
      '--tracking <state>',
      `tracking code: ${words.tracking.join(', ')} (default not-installed)`,
    )
    .option('--locale <code>', 'interface language (default en)')
    .option(
      '--flag <name>',
      'a stored guide flag that is set, e.g. viewed_heatmap (repeatable)',
      repeat,
      [],
    )
    .option('--json', 'print the result as JSON (shape: top of cli/src/commands/explain.ts)')
    .action((guideId: string | undefined, options: GuideFactOptions & { json?: boolean }) => {
      const model = loadModel(io);
      if (!model) return;
      const result = explainGuide(model, guideId, options, Math.floor(Date.now() / 1000));
      if (result.outcome === 'usage') {
        for (const p of result.problems) io.err(`lodestar explain guide: ${p}`);
        io.exitCode = 2;
      } else if (options.json) io.out(JSON.stringify(result.explanation, null, 2));
      else io.out(guideText(result.explanation));
    });
}

/** `explain empty-state`: the empty-state engine's answer for a persona (product.md#screens-and-routes). */
function registerExplainEmptyState(explain: Command, io: Io): void {
  personaOptions(
    explain
      .command('empty-state')
      .description(
        'Show what a feature page shows a persona before it has data: the stage, notice, overlay, buttons and cards, and why',
      )
      .argument('<feature>', 'feature (empty-states manifests), e.g. surveys'),
  )
    .option('--data', 'the feature has data')
    .option('--skipped-installation', 'the user chose to use surveys without installing')
    .option('--json', 'print the result as JSON (shape: top of cli/src/commands/explain.ts)')
    .action((feature: string, options: EmptyStateOptions & { json?: boolean }) => {
      const model = loadModel(io);
      if (!model) return;
      const result = explainEmptyState(model, feature, options);
      if (result.outcome === 'usage') {
        for (const p of result.problems) io.err(`lodestar explain empty-state: ${p}`);
        io.exitCode = 2;
      } else if (options.json) io.out(JSON.stringify(result.explanation, null, 2));
      else io.out(emptyStateText(result.explanation));
    });
}

/** `explain experiment`: the variant and bucket of an id under the declared split. */
function registerExplainExperiment(explain: Command, io: Io): void {
  explain
    .command('experiment')
    .description('Show the variant an id gets in an experiment: its bucket and the split ranges')
    .argument('<name>', 'experiment (access manifest), e.g. stp_setup_based_on_intention')
    .requiredOption('--id <id>', 'the anonymous, user or site id the experiment is looked up by')
    .option('--json', 'print the result as JSON')
    .action((name: string, options: { id: string; json?: boolean }) => {
      const model = loadModel(io);
      if (!model) return;
      const result = explainExperiment(model, name, options.id);
      if (result.outcome === 'usage') {
        for (const p of result.problems) io.err(`lodestar explain experiment: ${p}`);
        io.exitCode = 2;
      } else if (options.json) io.out(JSON.stringify(result.explanation, null, 2));
      else io.out(experimentText(result.explanation));
    });
}

/** The valid project's model, or undefined after printing its diagnostics (exit 1). */
function loadModel(io: Io): Model | undefined {
  const project = validate(io.root);
  // Warnings (unused translation keys …) say nothing about the model: explain anyway, quietly.
  if (errorCount(project.diagnostics) === 0) return project.model;
  io.err(formatDiagnostics(project.diagnostics, io.color));
  io.err('Cannot explain: fix the manifest errors above first.');
  io.exitCode = 1;
  return undefined;
}
