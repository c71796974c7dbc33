/**
 * Registration and what follows it (product.md#states-and-transitions "Signup registers then goes to onboarding", product.md#calls
 * registration and campaign calls, product.md#errors), shared by the register form and the Google popup:
 *
 *  1. POST /api/v1/registration?device=… (the generated client requires `success: true`);
 *     a failure becomes a RegistrationFailure the page shows (inline field, email taken,
 *     rate limited) — only the unhandled ones keep the client's danger toast;
 *  2. with a valid campaign, POST /api/v1/accounts/{id}/campaigns {campaign_hash, source:
 *     'signup'}; if that fails the account still exists: the user is told and goes on;
 *  3. the new session (the server signed the user in) replaces anything cached before;
 *  4. a survey_template_id of the signup URL (product.md#screens-and-routes) is kept in app-state namespace
 *     survey_templates (product.md#calls), so the template gallery preselects it; a failure is reported only;
 *  5. on to /onboarding, keeping `next` — or, for a template signup, the new site's gallery
 *     (rules/afterSignupNext.ts).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import i18n from 'i18next';
import { useNavigate } from 'react-router';
import {
  getCurrentUser,
  registerAccount,
  registerCampaign,
  saveAppState,
} from '../../../generated/api/client';
import { SIGNUP_TEMPLATE } from '../../rules/surveyTemplates/signupTemplate';
import { pathTo } from '../../../generated/routes';
import type { CampaignState, RegistrationPayload } from '../../../generated/types';
import { apiHooks } from '../../api/hooks';
import { ApiError } from '../../api/request';
import { afterSignupNext } from './rules/afterSignupNext';
import { deviceClass } from './rules/deviceClass';
import { registrationFailure, type RegistrationFailure } from './rules/registrationFailure';
import { showToast } from '../core/toasts/toasts';
import { replaceSession } from './replaceSession';

/** product.md#errors "Registration validation unhandled". */
const UNHANDLED_REGISTRATION_KEY = 'common:registration.validation-errors.unhandled';

export function onboardingPath(next?: string): string {
  const path = pathTo('onboarding.questionnaire');
  return next ? `${path}?next=${encodeURIComponent(next)}` : path;
}

export function currentDevice() {
  return deviceClass({ userAgent: navigator.userAgent, maxTouchPoints: navigator.maxTouchPoints });
}

type Outcome = { ok: true } | { ok: false; failure: RegistrationFailure };

export interface RegistrationInput {
  body: RegistrationPayload;
  /** The campaign the body was built with (its hash is registered when valid). */
  campaign: CampaignState;
}

export function useRegistration(options: {
  next?: string | undefined;
  surveyTemplateId?: number | undefined;
}) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { next, surveyTemplateId } = options;

  return useMutation({
    mutationFn: async ({ body, campaign }: RegistrationInput): Promise<Outcome> => {
      const device = currentDevice();
      let accountId: number | undefined;
      let siteId: number | null | undefined;
      try {
        const result = await registerAccount({ device, body });
        accountId = result.account_id;
        siteId = result.site_id;
      } catch (error) {
        const failure = registrationFailure(error);
        // 400/409/429 reach the page untouched (handledStatuses in manifests/api/signup.yaml);
        // one it cannot place after all (a 400 naming no field) still gets product.md#errors toast.
        if (failure.kind === 'unhandled' && error instanceof ApiError) {
          showToast({ tone: 'danger', text: i18n.t(UNHANDLED_REGISTRATION_KEY) });
        }
        return { ok: false, failure };
      }

      if (campaign.valid && campaign.hash && accountId !== undefined) {
        try {
          await registerCampaign({
            accountId,
            device,
            body: { campaign_hash: campaign.hash, source: 'signup' },
          });
        } catch (error) {
          apiHooks().report(error instanceof Error ? error : new Error(String(error)));
          showToast({ tone: 'danger', text: i18n.t('common:registration.campaign-failed') });
        }
      }

      // The server signed the new user in: their session replaces anything cached before.
      const user = await getCurrentUser();
      replaceSession(queryClient, user);
      if (surveyTemplateId !== undefined) {
        await saveAppState({
          userId: user.user.id,
          body: { ...SIGNUP_TEMPLATE, value: String(surveyTemplateId) },
        }).catch((error: unknown) =>
          apiHooks().report(error instanceof Error ? error : new Error(String(error))),
        );
      }
      await navigate(onboardingPath(afterSignupNext({ next, surveyTemplateId, siteId })), {
        replace: true,
      });
      return { ok: true };
    },
    onError: () => showToast({ tone: 'danger', text: i18n.t('common:errors.default') }),
  });
}
