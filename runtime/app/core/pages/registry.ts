/**
 * Route name → the lazy module of its page. Routes not listed here have no page yet and open the
 * honest placeholder (spec: "pages of later issues render an honest placeholder page naming the
 * feature"). Adding a page = one line here.
 */
import i18n from 'i18next';
import type { ComponentType } from 'react';
import type { RouteName } from '../../../../generated/routes';
import { SIGNED_OUT_PAGES } from '../../../../contracts/renderPage';

export type PageLoader = () => Promise<{ default: ComponentType }>;

const status: PageLoader = () => import('../../status/StatusPages');
// The tracking-code dialog of an empty state speaks the guides namespace, its cards activation.
// The empty-states bundle loads with the chunk: the page hydrates the server's markup at once.
const emptyStatePage: PageLoader = () =>
  Promise.all([
    withNamespaces(import('../../emptyStates/EmptyStatePage'), [
      'empty-states',
      'guides',
      'activation',
    ]),
    import('../../emptyStates/emptyStatesBundle')
      .then((m) => m.loadEmptyStatesBundle())
      .catch(() => undefined),
  ]).then(([page]) => page);

export const pages: Partial<Record<RouteName, PageLoader>> = {
  // Its namespace comes with the chunk, so the page renders without suspending.
  // Drawn by the server for a visitor too: their namespaces come with the page (SIGNED_OUT_PAGES).
  'auth.login': () =>
    withNamespaces(import('../../signup/LoginPage'), [...SIGNED_OUT_PAGES['auth.login']]),
  'auth.register': () =>
    withForms(import('../../signup/RegisterPage'), [...SIGNED_OUT_PAGES['auth.register']]),
  'onboarding.questionnaire': () => withForms(import('../../signup/OnboardingPage'), ['forms']),
  'setup.index': () => withNamespaces(import('../../setup/SetupPage'), ['setup']),
  'setup.add-site': () => withNamespaces(import('../../setup/AddSitePage'), ['setup']),
  'overview.index': () =>
    withNamespaces(import('../../getStarted/GetStartedPage'), ['guides', 'activation']),
  'dashboard.index': () => withNamespaces(import('../../dashboard/DashboardPage'), ['activation']),
  // Issue 13: team members and invitations, and the invitation link's page.
  // Issue 16: admins change access and remove members there (settings namespace).
  'team.index': () => withNamespaces(import('../../team/TeamListPage'), ['team', 'settings']),
  'team.list': () => withNamespaces(import('../../team/TeamListPage'), ['team', 'settings']),
  'team.invite': () => withNamespaces(import('../../team/TeamInvitePage'), ['team']),
  'team.invite-organization': () => withNamespaces(import('../../team/TeamInvitePage'), ['team']),
  'invite.accept': () => withNamespaces(import('../../team/InviteAcceptPage'), ['team', 'routes']),
  // Issue 14: the feature list pages show their manifest empty state (emptyStates/EmptyStatePage).
  'playbacks.list': emptyStatePage,
  'playbacks.player': emptyStatePage,
  'heatmaps.list': emptyStatePage,
  'highlights.collection': emptyStatePage,
  'feedback.list': emptyStatePage,
  'trends.index': emptyStatePage,
  'impact.index': emptyStatePage,
  'funnels.index': emptyStatePage,
  // Issue 15: surveys that exist. The list shows the surveys empty state when there are none.
  'surveys.list': () =>
    withNamespaces(import('../../surveys/SurveysListPage'), [
      'surveys',
      'empty-states',
      'guides',
      'activation',
    ]),
  'surveys.create': () => withNamespaces(import('../../surveys/CreateSurveyPage'), ['surveys']),
  'surveys.create-copy': () =>
    withNamespaces(import('../../surveys/CreateSurveyPage'), ['surveys']),
  'surveys.edit': () => withNamespaces(import('../../surveys/EditSurveyPage'), ['surveys']),
  // Issue 15: the survey template gallery and the AI goal page (full screen).
  'survey-templates.gallery': () =>
    withNamespaces(import('../../surveyTemplates/GalleryPage'), ['survey-gallery', 'access']),
  'survey-templates.ai': () =>
    withNamespaces(import('../../surveyTemplates/AiGoalPage'), [
      'survey-gallery',
      'app',
      'access',
      'activation',
    ]),
  // Issue 16: the profile pages and the account's API keys.
  'profile.index': () => import('../../profile/ProfileIndexPage'),
  'profile.details': () => withForms(import('../../profile/DetailsPage'), ['forms', 'profile']),
  'profile.email': () => withForms(import('../../profile/EmailPage'), ['forms', 'profile']),
  'profile.password': () => withForms(import('../../profile/PasswordPage'), ['forms', 'profile']),
  'profile.sign-in-activity': () =>
    withNamespaces(import('../../profile/SignInActivityPage'), ['profile']),
  'profile.language': () =>
    withNamespaces(import('../../profile/LanguagePage'), ['profile', 'app']),
  'profile.notifications': () =>
    withNamespaces(import('../../profile/NotificationsPage'), ['profile']),
  'profile.referrals': () => withNamespaces(import('../../profile/ReferralsPage'), ['profile']),
  'settings.public-api': () => withNamespaces(import('../../publicApi/ApiKeysPage'), ['api-keys']),
  // Issue 16: the settings pages (runtime/app/settings).
  'settings.organizations': () =>
    withNamespaces(import('../../settings/OrganizationsPage'), ['settings', 'team']),
  'site.settings': () => withNamespaces(import('../../settings/SiteSettingsPage'), ['settings']),
  'settings.user-attributes': () =>
    withForms(import('../../settings/UserAttributesPage'), ['settings', 'forms']),
  'settings.integrations': () =>
    withNamespaces(import('../../settings/IntegrationsPage'), ['settings']),
  'settings.user-lookup': () =>
    withNamespaces(import('../../settings/UserLookupPage'), ['settings']),
  'settings.preferences': () =>
    withNamespaces(import('../../settings/PreferencesPage'), ['settings', 'app']),
  'sso.settings': () => withForms(import('../../settings/SsoSettingsPage'), ['settings', 'forms']),
  // Issue 16: the plans page, subscriptions, invoices, payment details (test mode).
  'billing.checkout': () =>
    withNamespaces(import('../../billing/CheckoutPage'), ['billing', 'catalog']),
  'billing.downgrade-subscription': () =>
    withNamespaces(import('../../billing/DowngradeSubscriptionPage'), ['billing', 'catalog']),
  'billing.cancel-subscription': () =>
    withNamespaces(import('../../billing/CancelSubscriptionPage'), ['billing', 'catalog']),
  'billing.revert-cancellation': () =>
    withNamespaces(import('../../billing/RevertCancellationPage'), ['billing', 'catalog']),
  'billing.revert-cancellation-offer': () =>
    withNamespaces(import('../../billing/RevertCancellationOfferPage'), ['billing', 'catalog']),
  'billing.yearly-discount-offer': () =>
    withNamespaces(import('../../billing/YearlyDiscountOfferPage'), ['billing', 'catalog']),
  'billing.reactivation-offer': () =>
    withNamespaces(import('../../billing/ReactivationOfferPage'), ['billing', 'catalog']),
  'settings.subscriptions': () =>
    withNamespaces(import('../../billing/SubscriptionsPage'), ['billing', 'catalog']),
  'settings.invoices': () =>
    withNamespaces(import('../../billing/InvoicesPage'), ['billing', 'catalog']),
  'settings.payment-details': () =>
    withNamespaces(import('../../billing/PaymentDetailsPage'), ['billing']),
  // Issue 17 §2: the persona matrix; the personas bundle's fetch starts with the chunk.
  'studio.index': () =>
    Promise.all([
      withNamespaces(import('../../studio/StudioPage'), ['studio', 'nav', 'access', 'shell']),
      import('../../studio/personasBundle')
        .then((m) => m.loadPersonasBundle())
        .catch(() => undefined),
    ]).then(([page]) => page),
  'pages.not-found': status,
  'pages.forbidden': status,
  'pages.no-site-access': status,
  'pages.item-unavailable': status,
  'pages.feature-maintenance': status,
  'pages.permission-required': status,
};

function withNamespaces(page: ReturnType<PageLoader>, namespaces: string[]) {
  return Promise.all([page, i18n.loadNamespaces(namespaces)]).then(([module]) => module);
}

/**
 * Pages rendering a manifest form also need the forms bundle (forms/formsBundle.ts): its fetch
 * starts with the chunk. A failed fetch does not fail the route; the page asks again.
 */
function withForms(page: ReturnType<PageLoader>, namespaces: string[]) {
  const forms = import('../../forms/formsBundle')
    .then((m) => m.loadFormsBundle())
    .catch(() => null);
  return Promise.all([withNamespaces(page, namespaces), forms]).then(([module]) => module);
}

const placeholder: PageLoader = () => import('./PlaceholderPage');

export function pageLoader(name: RouteName): PageLoader {
  return pages[name] ?? placeholder;
}

export function isBuilt(name: RouteName): boolean {
  return name in pages;
}
