/**
 * Route name → the lazy module of its page. A route not listed here shows what routes.yaml says
 * (`shows`: an empty state, a redirect, another route's page, a stored form); a route naming
 * nothing opens the honest placeholder that names the page. Adding a page = one line here and
 * its route in contracts/codePages.ts (which `lodestar validate` reads).
 */
import i18n from 'i18next';
import type { ComponentType } from 'react';
import { routes, type RouteName } from '../../../../generated/routes';
import type { ExpandedRoute } from '../../../rules/routes/routeTable';
import type { CodePageRoute } from '../../../../contracts/codePages';
import { SIGNED_OUT_PAGES } from '../../../../contracts/renderPage';

export type PageLoader = () => Promise<{ default: ComponentType }>;

/**
 * The page modules, each its own lazy chunk, by their path from here. A page names its module
 * once (`page` below): the path under runtime/app is also the client build manifest's key, by
 * which the server hints a drawn page's chunks in its HTML (ssr/renderPage.tsx `modules`,
 * server/src/pages/clientBuild.ts), so they load with the entry's instead of after it has run.
 * tests/runtime/pageRegistry.test.ts keeps this list and the registry equal.
 */
const modules = import.meta.glob<{ default: ComponentType }>([
  '../../*/*Page.tsx',
  '../../status/StatusPages.tsx',
  './PlaceholderPage.tsx',
  './RedirectPage.tsx',
  // Not pages: the server's renderer, and a part the billing pages share.
  '!../../ssr/**',
  '!../../billing/SubscriptionActionPage.tsx',
]);

/** A page's module: its path under runtime/app, without the extension (`signup/LoginPage`). */
type PageModule = string;

interface PageEntry {
  module: PageModule;
  load: PageLoader;
}

/** The glob's key of a module (its path from this folder). */
const globKey = (module: PageModule) =>
  module.startsWith('core/pages/')
    ? `./${module.slice('core/pages/'.length)}.tsx`
    : `../../${module}.tsx`;

/**
 * A page: its module, with the namespaces its texts need and what it reads alongside (a manifest
 * bundle), fetched in parallel with the chunk so that the page renders without suspending. A
 * failed `alongside` fetch does not fail the route: the page asks again.
 */
function page(
  module: PageModule,
  namespaces: readonly string[] = [],
  alongside?: () => Promise<unknown>,
): PageEntry {
  return {
    module,
    load: () => {
      const load = modules[globKey(module)];
      if (!load) return Promise.reject(new Error(`No page module ${module}`));
      return Promise.all([
        load(),
        namespaces.length > 0 ? i18n.loadNamespaces([...namespaces]) : undefined,
        alongside?.().catch(() => undefined),
      ]).then(([loaded]) => loaded);
    },
  };
}

/** Pages rendering a manifest form also need the forms bundle (forms/formsBundle.ts). */
const formsBundle = () => import('../../forms/formsBundle').then((m) => m.loadFormsBundle());
/** The texts of analysis pages: page parts, the semantic layer's words, the charts, funnels. */
const ANALYSIS_NAMESPACES = ['reports', 'measures', 'analysis', 'funnels'];
/** The dashboard pages speak the analysis pages' words and their own. */
const DASHBOARD_NAMESPACES = [...ANALYSIS_NAMESPACES, 'dashboards'];
// The tracking-code dialog of an empty state speaks the guides namespace, its cards activation.
const EMPTY_STATE_NAMESPACES = ['empty-states', 'guides', 'activation'];
// The empty-states bundle loads with the chunk: the page hydrates the server's markup at once.
const emptyStatesBundle = () =>
  import('../../emptyStates/emptyStatesBundle').then((m) => m.loadEmptyStatesBundle());
/** Analysis pages read the semantic layer and the declared pages (analysis/analysisBundles.ts). */
const analysisBundles = () =>
  import('../../analysis/analysisBundles').then((m) => m.loadAnalysisBundles());
/**
 * An analysis page that shows its feature's empty state until the site has data: both loaded
 * with the chunk, so the empty state's texts are not a second wait before the widgets mount.
 */
const analysisWithEmptyState = (module: PageModule, namespaces: readonly string[]) =>
  page(module, [...EMPTY_STATE_NAMESPACES, ...namespaces], () =>
    Promise.all([analysisBundles(), emptyStatesBundle()]),
  );

const status = page('status/StatusPages');
const emptyStatePage = page(
  'emptyStates/EmptyStatePage',
  EMPTY_STATE_NAMESPACES,
  emptyStatesBundle,
);

export const pages: Partial<Record<CodePageRoute, PageEntry>> = {
  // Its namespace comes with the chunk, so the page renders without suspending.
  // Drawn by the server for a visitor too: their namespaces come with the page (SIGNED_OUT_PAGES).
  'auth.login': page('signup/LoginPage', SIGNED_OUT_PAGES['auth.login']),
  'sso.login': page('signup/SsoLoginPage', ['forms']),
  'auth.register': page('signup/RegisterPage', SIGNED_OUT_PAGES['auth.register'], formsBundle),
  'onboarding.questionnaire': page('signup/OnboardingPage', ['forms'], formsBundle),
  'onboarding.jtbd': page('signup/JtbdPage', ['forms'], formsBundle),
  'setup.index': page('setup/SetupPage', ['setup']),
  'setup.add-site': page('setup/AddSitePage', ['setup']),
  'overview.index': page('getStarted/GetStartedPage', ['guides', 'activation']),
  'trends.index': analysisWithEmptyState('trends/TrendsPage', ANALYSIS_NAMESPACES),
  'impact.index': analysisWithEmptyState('impact/ImpactPage', ANALYSIS_NAMESPACES),
  'dashboard.index': analysisWithEmptyState('dashboard/DashboardPage', DASHBOARD_NAMESPACES),
  // The team's own dashboards: made from a template or blank, changed on their page.
  'dashboard.new': page('dashboard/NewDashboardPage', DASHBOARD_NAMESPACES, analysisBundles),
  'dashboard.new-from-template': page(
    'dashboard/NewFromTemplatePage',
    DASHBOARD_NAMESPACES,
    analysisBundles,
  ),
  'dashboard.view': page('dashboard/DashboardViewPage', DASHBOARD_NAMESPACES, analysisBundles),
  'dashboard.gallery': page(
    'dashboard/DashboardGalleryPage',
    DASHBOARD_NAMESPACES,
    analysisBundles,
  ),
  // A funnel of pages; its breakdown names the semantic layer's dimensions (measures).
  'funnels.index': analysisWithEmptyState('funnels/FunnelsPage', ANALYSIS_NAMESPACES),
  // Team members and invitations, and the invitation link's page.
  // admins change access and remove members there (settings namespace).
  'team.index': page('team/TeamListPage', ['team', 'settings']),
  'team.list': page('team/TeamListPage', ['team', 'settings']),
  'team.invite': page('team/TeamInvitePage', ['team']),
  'team.invite-organization': page('team/TeamInvitePage', ['team']),
  'invite.accept': page('team/InviteAcceptPage', ['team', 'routes']),
  // The link sent to a new sign-in address: confirms the change.
  'profile.email-confirm': page('profile/EmailConfirmPage', ['profile', 'routes']),
  // The feature list pages show their manifest empty state: routes.yaml says so (`shows`).
  // Surveys that exist. The list shows the surveys empty state when there are none.
  'surveys.list': page('surveys/SurveysListPage', [
    'surveys',
    'empty-states',
    'guides',
    'activation',
  ]),
  'surveys.create': page('surveys/CreateSurveyPage', ['surveys']),
  'surveys.create-copy': page('surveys/CreateSurveyPage', ['surveys']),
  'surveys.edit': page('surveys/EditSurveyPage', ['surveys']),
  // The survey template gallery and the AI goal page (full screen).
  'survey-templates.gallery': page('surveyTemplates/GalleryPage', ['survey-gallery', 'access']),
  'survey-templates.ai': page('surveyTemplates/AiGoalPage', [
    'survey-gallery',
    'app',
    'access',
    'activation',
  ]),
  // The profile pages and the account's API keys.
  'profile.index': page('profile/ProfileIndexPage'),
  'profile.details': page('profile/DetailsPage', ['forms', 'profile'], formsBundle),
  'profile.email': page('profile/EmailPage', ['forms', 'profile'], formsBundle),
  'profile.password': page('profile/PasswordPage', ['forms', 'profile'], formsBundle),
  'profile.sign-in-activity': page('profile/SignInActivityPage', ['profile']),
  'profile.language': page('profile/LanguagePage', ['profile', 'app']),
  'profile.notifications': page('profile/NotificationsPage', ['profile']),
  'profile.referrals': page('profile/ReferralsPage', ['profile']),
  'settings.public-api': page('publicApi/ApiKeysPage', ['api-keys']),
  // The settings pages (runtime/app/settings).
  'settings.organizations': page('settings/OrganizationsPage', ['settings', 'team']),
  'site.settings': page('settings/SiteSettingsPage', ['settings']),
  'settings.user-attributes': page(
    'settings/UserAttributesPage',
    ['settings', 'forms'],
    formsBundle,
  ),
  'settings.integrations': page('settings/IntegrationsPage', ['settings']),
  'settings.user-lookup': page('settings/UserLookupPage', ['settings']),
  'settings.preferences': page('settings/PreferencesPage', ['settings', 'app']),
  'sso.settings': page('settings/SsoSettingsPage', ['settings', 'forms'], formsBundle),
  // The plans page, subscriptions, invoices, payment details (test mode).
  'billing.checkout': page('billing/CheckoutPage', ['billing', 'catalog']),
  'billing.downgrade-subscription': page('billing/DowngradeSubscriptionPage', [
    'billing',
    'catalog',
  ]),
  'billing.cancel-subscription': page('billing/CancelSubscriptionPage', ['billing', 'catalog']),
  'billing.revert-cancellation': page('billing/RevertCancellationPage', ['billing', 'catalog']),
  'billing.revert-cancellation-offer': page('billing/RevertCancellationOfferPage', [
    'billing',
    'catalog',
  ]),
  'billing.yearly-discount-offer': page('billing/YearlyDiscountOfferPage', ['billing', 'catalog']),
  'billing.reactivation-offer': page('billing/ReactivationOfferPage', ['billing', 'catalog']),
  'settings.subscriptions': page('billing/SubscriptionsPage', ['billing', 'catalog']),
  'settings.invoices': page('billing/InvoicesPage', ['billing', 'catalog']),
  'settings.payment-details': page('billing/PaymentDetailsPage', ['billing']),
  // The persona matrix and the declared analysis pages; the personas bundle's fetch and the
  // analysis bundles' start with the chunk.
  'studio.index': page(
    'studio/StudioPage',
    ['studio', 'nav', 'access', 'shell', 'reports', 'measures', 'dashboards', 'routes'],
    () =>
      Promise.all([
        import('../../studio/personasBundle').then((m) => m.loadPersonasBundle()),
        analysisBundles(),
      ]),
  ),
  'pages.not-found': status,
  'pages.forbidden': status,
  'pages.no-site-access': status,
  'pages.item-unavailable': status,
  'pages.feature-maintenance': status,
  'pages.permission-required': status,
};

const placeholder = page('core/pages/PlaceholderPage');
const redirectPage = page('core/pages/RedirectPage');
// The saved and failed messages are the settings pages' own.
const formPage = page('forms/FormRoutePage', ['forms', 'settings'], formsBundle);
// A declared page may show its route's feature's empty state first (AnalysisRoutePage.tsx).
const declaredAnalysisPage = analysisWithEmptyState(
  'analysis/AnalysisRoutePage',
  ANALYSIS_NAMESPACES,
);

/** The page a route opens: its own in code, else what its `shows` names, else the placeholder. */
export function pageEntryFor(route: Pick<ExpandedRoute, 'name' | 'shows'>): PageEntry {
  const own = pages[route.name as CodePageRoute];
  if (own) return own;
  const shows = route.shows;
  if (!shows) return placeholder;
  if ('emptyState' in shows) return emptyStatePage;
  if ('redirect' in shows) return redirectPage;
  if ('form' in shows) return formPage;
  if ('analysis' in shows) return declaredAnalysisPage;
  return pages[shows.page as CodePageRoute] ?? placeholder;
}

const entryOf = (name: RouteName) => pageEntryFor(routes[name]);

export function pageLoader(name: RouteName): PageLoader {
  return entryOf(name).load;
}

/** The client build manifest's key of a route's page module (`signup/LoginPage.tsx`). */
export function pageModule(name: RouteName): string {
  return `${entryOf(name).module}.tsx`;
}

/** The modules the glob found and those the registry names, by the glob's keys (for a test). */
export function pageModuleKeys(): { globbed: string[]; registered: string[] } {
  const entries = [
    placeholder,
    redirectPage,
    emptyStatePage,
    formPage,
    declaredAnalysisPage,
    ...Object.values(pages),
  ] as PageEntry[];
  return { globbed: Object.keys(modules), registered: entries.map((e) => globKey(e.module)) };
}

export function isBuilt(name: RouteName): boolean {
  return entryOf(name) !== placeholder;
}
