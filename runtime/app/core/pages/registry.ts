/**
 * Route name → the lazy module of its page. Routes not listed here have no page yet and open the
 * honest placeholder (spec: "pages of later issues render an honest placeholder page naming the
 * feature"). Adding a page = one line here.
 */
import i18n from 'i18next';
import type { ComponentType } from 'react';
import type { RouteName } from '../../../../generated/routes';

export type PageLoader = () => Promise<{ default: ComponentType }>;

const status: PageLoader = () => import('../../status/StatusPages');
// The tracking-code dialog of an empty state speaks the guides namespace, its cards activation.
const emptyStatePage: PageLoader = () =>
  withNamespaces(import('../../emptyStates/EmptyStatePage'), [
    'empty-states',
    'guides',
    'activation',
  ]);

export const pages: Partial<Record<RouteName, PageLoader>> = {
  // Its namespace comes with the chunk, so the page renders without suspending.
  'auth.login': () => withNamespaces(import('../../signup/LoginPage'), ['forms']),
  'auth.register': () => withForms(import('../../signup/RegisterPage'), ['forms', 'catalog']),
  'onboarding.questionnaire': () => withForms(import('../../signup/OnboardingPage'), ['forms']),
  'setup.index': () => withNamespaces(import('../../setup/SetupPage'), ['setup']),
  'setup.add-site': () => withNamespaces(import('../../setup/AddSitePage'), ['setup']),
  'overview.index': () =>
    withNamespaces(import('../../getStarted/GetStartedPage'), ['guides', 'activation']),
  'dashboard.index': () => withNamespaces(import('../../dashboard/DashboardPage'), ['activation']),
  // Issue 13: team members and invitations, and the invitation link's page.
  'team.index': () => withNamespaces(import('../../team/TeamListPage'), ['team']),
  'team.list': () => withNamespaces(import('../../team/TeamListPage'), ['team']),
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
