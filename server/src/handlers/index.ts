/**
 * The handler of each endpoint of generated/api/contracts.ts. An endpoint declared in the
 * manifests without an entry here still starts with the server and answers 501 "not built yet";
 * the start log and `npm run dev`'s overlay name it, and tests/server/contracts.test.ts fails
 * until every endpoint of the real manifests has its handler.
 */
import type { ApiHandlers } from '../../../generated/api/contracts';
import type { RequestContext } from '../http/context';
import { queryAnalysis } from './analysis';
import { queryFunnel } from './funnels';
import {
  createDashboard,
  deleteDashboard,
  getDashboard,
  listDashboards,
  updateDashboard,
} from './dashboards';
import { getAppState, saveAppState } from './appState';
import { getFormAnswers, saveFormAnswers } from './formAnswers';
import { generateAiQuestions, generateAiSurvey } from './aiSurveys';
import { getCampaign, registerCampaign } from './campaigns';
import { trackEvent } from './events';
import { getAnonymousExperiments, getSiteExperiments, getUserExperiments } from './experiments';
import { getAccountLocale, getUserLocale, updateAccountLocale, updateUserLocale } from './locale';
import { getPersonalization } from './personalization';
import { createProductTour, deleteProductTour } from './productTour';
import { getRegisterSource } from './registerSource';
import { registerAccount } from './registration';
import { getCurrentUser, login, logout } from './session';
import { getSsoSignup, googleSsoCallback, googleSsoStart } from './sso';
import { enterpriseSsoCallback, enterpriseSsoStart } from './enterpriseSso';
import { getSettings } from './settings';
import { getSite, listUserOrganizations } from './sites';
import { createSite } from './createSite';
import {
  getDailySessionCoverage,
  getMonthlySessions,
  getSessionSettings,
  listSessionsInProgress,
  updateSessionSettings,
} from './siteSessions';
import { ingestTrackingBatch, ingestTrackingEvent } from './tracking';
import { getCaptureConfig, ingestRecordingChunk } from './recordings';
import {
  createSurvey,
  deleteSurvey,
  getSurvey,
  launchSurveyHandler,
  listSurveys,
  updateSurvey,
} from './surveys';
import { listNotifications, markNotificationsSeen } from './notifications';
import { listSurveyTemplates } from './surveyTemplates';
import {
  acceptYearlyDiscount,
  cancelSubscription,
  changeSubscription,
  getPaymentDetails,
  listInvoices,
  listSiteSubscriptions,
  reactivateSubscription,
  revertSubscriptionCancellation,
} from './billing';
import {
  acceptInvitation,
  createInvitation,
  getInvitation,
  listInvitations,
  listOrganizationMembers,
  revokeInvitation,
} from './team';
import { getProductCatalog } from './catalog';
import { getHealth, getReadiness } from './health';
import { getCrossSellAccount, getSiteProject } from './sisterProducts';
import {
  getMonthlyResponses,
  listProductUpdates,
  markProductUpdatesSeen,
  sendSupportMessage,
} from './support';
import {
  listSiteIntegrations,
  lookupVisitorSessions,
  renameOrganization,
  updateSiteDetails,
  updateSiteIntegration,
} from './orgSettings';
import {
  getAccountPreferences,
  getSsoSettings,
  updateAccountPreferences,
  updateSsoSettings,
} from './accountSettings';
import { removeMember, updateMemberAccess } from './teamMembers';
import { createApiKey, listApiKeys, listPublicSites, revokeApiKey } from './apiKeys';
import { changeUserEmail, confirmEmailChange, getPendingEmailChange } from './emailChanges';
import {
  changeUserPassword,
  getNotificationPreferences,
  getReferral,
  listUserSessions,
  signOutOtherSessions,
  updateNotificationPreferences,
  updateUserDetails,
} from './profile';

export const handlers: ApiHandlers<RequestContext> = {
  // Operations probes: liveness and readiness, open to everyone.
  getHealth,
  getReadiness,

  // Built.
  getSettings,
  getAppState,
  saveAppState,
  getFormAnswers,
  saveFormAnswers,
  getUserLocale,
  updateUserLocale,
  getAccountLocale,
  updateAccountLocale,
  listUserOrganizations,
  getSite,
  // Add a site.
  createSite,
  login,
  logout,
  getCurrentUser,
  trackEvent,

  // Accounts, signup, campaigns, single sign-on.
  registerAccount,
  getRegisterSource,
  getCampaign,
  registerCampaign,
  googleSsoStart,
  googleSsoCallback,
  getSsoSignup,
  enterpriseSsoStart,
  enterpriseSsoCallback,
  // The sister-product lookups (product.md#calls).
  getCrossSellAccount,

  // Onboarding and activation.
  getPersonalization,
  createProductTour,
  deleteProductTour,

  // Experiments.
  getAnonymousExperiments,
  getUserExperiments,
  getSiteExperiments,

  // The tracking snippet's ingest, open to every site.
  ingestTrackingEvent,
  ingestTrackingBatch,
  // The recorder's chunks and the snippet's capture settings, open to every site.
  ingestRecordingChunk,
  getCaptureConfig,

  // Sites: sessions and limits (read side), research.
  queryAnalysis,
  queryFunnel,
  listDashboards,
  createDashboard,
  getDashboard,
  updateDashboard,
  deleteDashboard,
  getMonthlySessions,
  getDailySessionCoverage,
  getSessionSettings,
  updateSessionSettings,
  listSessionsInProgress,
  getSiteProject,

  // The notification center.
  listNotifications,
  markNotificationsSeen,

  // Surveys and catalog.
  listSurveyTemplates,
  generateAiSurvey,
  generateAiQuestions,
  // The product catalog (product.md#records-and-their-fields, product.md#calls, product.md#constants-and-limits).
  getProductCatalog,

  // Surveys that exist: the site's survey store.
  listSurveys,
  createSurvey,
  getSurvey,
  updateSurvey,
  launchSurvey: launchSurveyHandler,
  deleteSurvey,

  // Team members and invitations.
  listOrganizationMembers,
  listInvitations,
  createInvitation,
  revokeInvitation,
  getInvitation,
  acceptInvitation,

  // Help and support, the responses-limit widget.
  sendSupportMessage,
  getMonthlyResponses,
  listProductUpdates,
  markProductUpdatesSeen,

  // Settings pages (helper G): organizations and sites, integrations, user lookup,
  // preferences, single sign-on, team member access.
  renameOrganization,
  updateSiteDetails,
  listSiteIntegrations,
  updateSiteIntegration,
  lookupVisitorSessions,
  getAccountPreferences,
  updateAccountPreferences,
  getSsoSettings,
  updateSsoSettings,
  updateMemberAccess,
  removeMember,
  // The account's API keys and the public API they open; the profile pages.
  listApiKeys,
  createApiKey,
  revokeApiKey,
  listPublicSites,
  updateUserDetails,
  changeUserEmail,
  confirmEmailChange,
  getPendingEmailChange,
  changeUserPassword,
  listUserSessions,
  signOutOtherSessions,
  getNotificationPreferences,
  updateNotificationPreferences,
  getReferral,

  // Subscriptions, invoices and payment details in test mode.
  listSiteSubscriptions,
  changeSubscription,
  cancelSubscription,
  revertSubscriptionCancellation,
  acceptYearlyDiscount,
  reactivateSubscription,
  listInvoices,
  getPaymentDetails,
};
