/**
 * One entry per endpoint of generated/api/contracts.ts: its handler, or UNIMPLEMENTED (answers
 * 501 "not built yet"; listed in the README "API status"). The server refuses to start when an
 * endpoint has neither, so a new endpoint in the manifests cannot be forgotten silently.
 */
import { UNIMPLEMENTED, type ApiHandlers } from '../../../generated/api/contracts';
import type { RequestContext } from '../http/context';
import { getAppState, saveAppState } from './appState';
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
import { googleSsoCallback, googleSsoStart } from './sso';
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
  acceptInvitation,
  createInvitation,
  getInvitation,
  listInvitations,
  listOrganizationMembers,
  revokeInvitation,
} from './team';

export const handlers: ApiHandlers<RequestContext> = {
  // Built (issue 3).
  getSettings,
  getAppState,
  saveAppState,
  getUserLocale,
  updateUserLocale,
  getAccountLocale,
  updateAccountLocale,
  listUserOrganizations,
  getSite,
  // Issue 12: add a site.
  createSite,
  login,
  logout,
  getCurrentUser,
  trackEvent,

  // Accounts, signup, campaigns, single sign-on (issue 4).
  registerAccount,
  getRegisterSource,
  getCampaign,
  registerCampaign,
  googleSsoStart,
  googleSsoCallback,
  getCrossSellAccount: UNIMPLEMENTED,

  // Onboarding and activation.
  getPersonalization,
  createProductTour,
  deleteProductTour,

  // Experiments.
  getAnonymousExperiments,
  getUserExperiments,
  getSiteExperiments,

  // The tracking snippet's ingest (issue 12), open to every site.
  ingestTrackingEvent,
  ingestTrackingBatch,

  // Sites: sessions and limits (issue 12, read side), research.
  getMonthlySessions,
  getDailySessionCoverage,
  getSessionSettings,
  updateSessionSettings,
  listSessionsInProgress,
  getSiteProject: UNIMPLEMENTED,

  // The notification center (issue 13).
  listNotifications,
  markNotificationsSeen,

  // Surveys and catalog.
  listSurveyTemplates,
  generateAiSurvey,
  generateAiQuestions,
  getProductCatalog: UNIMPLEMENTED,

  // Surveys that exist (issue 15): the site's survey store.
  listSurveys,
  createSurvey,
  getSurvey,
  updateSurvey,
  launchSurvey: launchSurveyHandler,
  deleteSurvey,

  // Team members and invitations (issue 13).
  listOrganizationMembers,
  listInvitations,
  createInvitation,
  revokeInvitation,
  getInvitation,
  acceptInvitation,
};
