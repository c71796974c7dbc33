/**
 * `/register` (auth.register, bare layout; product.md#screens-and-routes "Signup", product.md#records-and-their-fields, product.md#states-and-transitions "Signup SSO", product.md#validation, product.md#calls, product.md#errors;
 * "Signup"):
 *  - header with the logo and the already-signed-up prompt whose button goes to /login;
 *  - headline and text of the register source (product.md#calls GET /api/v1/register/source, source from
 *    the URL parameters); when it fails, 'Failed to prepare register source' is reported and
 *    the default title shows;
 *  - the campaign of `c` (product.md#calls GET /api/v1/campaigns/{hash}, cached 1 h), named when valid;
 *  - the register form of manifests/forms/register.yaml (ManifestForm: precompiled
 *    validation, translated inline messages), the site URL checked by the shared product.md#validation rule;
 *  - "Sign up with Google" (the popup of product.md#states-and-transitions) when the server offers Google sign-on; a link that
 *    asks for Google (rules/signupMethod.ts) keeps the e-mail form in a disclosure (EmailDisclosure);
 *  - a Google sign-in finished elsewhere (ssotk) is offered as a one-click signup (SsoFinish);
 *  - submit → registration, campaign, onboarding (signup/useRegistration.ts). Invalid input
 *    never leaves the browser: RJSF calls onSubmit with valid data only.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { CustomValidator } from '@rjsf/utils';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import {
  getCampaignQueryOptions,
  getCurrentUserQueryOptions,
  getRegisterSourceQueryOptions,
  getSettingsQueryOptions,
} from '../../../generated/api/client';
import { pathTo } from '../../../generated/routes';
import type { CampaignState, GoogleSsoData, RegistrationPayload } from '../../../generated/types';
import { validateRegisterForm } from '../../../generated/validators/forms.js';
import { apiHooks } from '../../api/hooks';
import { isValidSiteUrl } from '../../rules/validation/siteUrl';
import { FORM_ERROR_PARAM, formErrorOf } from '../../../contracts/formPosts';
import { ManifestForm } from '../forms/ManifestForm';
import { useFormDefinition } from '../forms/useFormDefinition';
import { withSubmitText } from '../forms/withSubmitText';
import { PageLoading } from '../core/router/PageLoading';
import { campaignState } from './rules/campaignState';
import { cookieValue } from '../../../contracts/cookieValue';
import { ANONYMOUS_ID_COOKIE } from '../../../contracts/cookies';
import type { RegistrationFailure } from './rules/registrationFailure';
import {
  formRegistration,
  ssoRegistration,
  type RegisterFormData,
  type SignupContext,
} from './rules/registrationPayload';
import { parseSignupParams, registerSourceOf } from '../../rules/signup/signupParams';
import { failureText } from './failureText';
import { GoogleSignIn, SignupHeader } from './SignupChrome';
import { useGoogleSso } from './useGoogleSso';
import { useRegistration } from './useRegistration';
import { useSignOutFirst } from './useSignOutFirst';
import { useSsoOutcome } from './useSsoOutcome';
import { experimentTag } from './rules/experimentTag';
import { useExperimentText } from './useExperimentText';
import { useSignupExperiments } from './useSignupExperiments';
import { preferredSignupMethod } from './rules/signupMethod';
import { SsoFinish, useSsoSignup } from './SsoFinish';
import { EmailDisclosure } from './EmailDisclosure';

type FormData = Partial<RegisterFormData>;

export default function RegisterPage() {
  const { t, i18n } = useTranslation(['forms', 'common', 'catalog']);
  const [search] = useSearchParams();
  const queryClient = useQueryClient();
  const searchText = search.toString();
  const params = useMemo(() => parseSignupParams(searchText), [searchText]);
  const signingOut = useSignOutFirst(params.logout);
  const ssoSignup = useSsoSignup(params);
  const form = useFormDefinition('register');

  const settings = useQuery(getSettingsQueryOptions());
  // Someone already signed in (and not asking to sign out first) goes home. The
  // session is known without asking: a signed-in page load carries it (bootstrap payload), and
  // a page of the app reached this one with it cached; a visitor costs no request.
  const signedIn = useQuery({ ...getCurrentUserQueryOptions(), enabled: false });
  const campaignHash = params.campaignHash;
  const campaignQuery = useQuery({
    ...getCampaignQueryOptions({ campaignHash: campaignHash ?? '' }),
    enabled: campaignHash !== undefined,
  });
  const campaign = campaignState(campaignHash, campaignQuery.data);

  const experiments = useSignupExperiments();
  const experimentText = useExperimentText(experiments.assignments);
  const source = registerSourceOf(params);
  const registerSource = useQuery({
    ...getRegisterSourceQueryOptions({ source, locale: i18n.language }),
    retry: false,
    // The texts of a source do not change while the page is open: an answer the server's page
    // came with is not asked again.
    staleTime: Infinity,
  });
  const sourceError = registerSource.error;
  useEffect(() => {
    // product.md#errors 'Failed to prepare register source' is reported; the page falls back to the default.
    if (sourceError) apiHooks().report(sourceError);
  }, [sourceError]);

  const [formData, setFormData] = useState<FormData>({
    terms: false,
    consent_to_parent_company_rules: false,
  });
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<string>();
  // The form was posted before the page's scripts ran: nothing was sent, say so.
  const postedNotice = formErrorOf(search.get(FORM_ERROR_PARAM))
    ? t('forms:register.not-ready')
    : undefined;
  const registration = useRegistration({
    next: params.next,
    surveyTemplateId: params.surveyTemplateId,
  });

  /** The campaign as it stands at submit time (waits for a load still under way). */
  async function settledCampaign(): Promise<CampaignState> {
    if (campaignHash === undefined) return campaign;
    const data = await queryClient.ensureQueryData(getCampaignQueryOptions({ campaignHash }));
    return campaignState(campaignHash, data);
  }

  async function signupContext(): Promise<SignupContext> {
    return {
      params,
      campaign: await settledCampaign(),
      locale: i18n.language,
      anonymousId: cookieValue(document.cookie, ANONYMOUS_ID_COOKIE),
      experimentTag: experimentTag(await experiments.settled()),
      // reCAPTCHA is off unless the server configures it.
      recaptcha: null,
    };
  }

  function show(failure: RegistrationFailure) {
    if (failure.kind === 'email-taken') {
      setFieldErrors({ email: t('forms:register.errors.email-taken') });
    } else if (failure.kind === 'field' && failure.field in (form.schema.properties ?? {})) {
      setFieldErrors({ [failure.field]: failure.message });
    } else {
      // Unhandled failures have the client's danger toast already (product.md#errors): no text here.
      setNotice(failureText(failure, t));
    }
  }

  async function register(build: (context: SignupContext) => RegistrationPayload) {
    if (registration.isPending) return;
    setNotice(undefined);
    setFieldErrors({});
    const context = await signupContext();
    const outcome = await registration
      .mutateAsync({ body: build(context), campaign: context.campaign })
      .catch(() => undefined);
    if (outcome && !outcome.ok) show(outcome.failure);
  }

  const onSsoMessage = useSsoOutcome({
    next: params.next,
    register: (data: GoogleSsoData) => void register((context) => ssoRegistration(data, context)),
  });
  const openGoogle = useGoogleSso('signup', params, onSsoMessage);

  const customValidate: CustomValidator<FormData> = (data, errors, _uiSchema, errorSchema) => {
    // product.md#validation URL rule (shared with the server); the schema's pattern is a first, rougher check.
    const url = data?.site_url;
    const already = (errorSchema as { site_url?: { __errors?: string[] } } | undefined)?.site_url
      ?.__errors?.length;
    if (url && !already && !isValidSiteUrl(url))
      errors.site_url?.addError(t('forms:errors.invalid-url'));
    return errors;
  };

  function onChange(next: FormData) {
    // A server message about a field goes once the user changes that field.
    const changed = Object.keys(fieldErrors).filter(
      (field) => next[field as keyof FormData] !== formData[field as keyof FormData],
    );
    if (changed.length > 0)
      setFieldErrors((current) =>
        Object.fromEntries(Object.entries(current).filter(([field]) => !changed.includes(field))),
      );
    setFormData(next);
  }

  if (signingOut) return <PageLoading />;
  // Not while a registration is under way: its success signs the new user in, then goes on.
  if (signedIn.data && !params.logout && !registration.isPending && !registration.isSuccess)
    return <Navigate to={params.next ?? '/'} replace />;

  const headlineKey = experimentText('register.headline');
  const headline = headlineKey
    ? t(headlineKey)
    : (registerSource.data?.headline ?? t('forms:register.title'));
  const submitKey = experimentText('register.submit');
  const shownForm = submitKey ? withSubmitText(form, submitKey) : form;
  const description = registerSource.data?.description;
  const details = campaign.valid ? campaignQuery.data?.details : undefined;
  const googleOffered = settings.data?.ssoProviders.includes('google');
  // Unless Google is known to be on, the form is the only way in, whatever the link asked for.
  const formCollapsed = preferredSignupMethod(params) === 'google' && googleOffered === true;
  const loginLink = params.next
    ? `${pathTo('auth.login')}?next=${encodeURIComponent(params.next)}`
    : pathTo('auth.login');

  return (
    <div className="signup-page">
      <SignupHeader>
        <p className="signup-prompt">
          <span>{t('forms:register.already-signed-up')}</span>
          <Link className="button-secondary" to={loginLink}>
            {t('forms:register.sign-in')}
          </Link>
        </p>
      </SignupHeader>
      <section className="signup-card" aria-labelledby="register-title">
        {details ? (
          <aside className="campaign-banner" aria-label={t('forms:register.campaign.label')}>
            <strong>{details.name}</strong>
            <span>
              {t('forms:register.campaign.offer', {
                count: details.numFreeDays,
                plan: t(`catalog:plans.${campaign.plan}`),
              })}
            </span>
          </aside>
        ) : null}
        <h1 id="register-title">{headline}</h1>
        {description ? <p className="signup-description">{description}</p> : null}
        <SsoFinish
          signup={ssoSignup}
          busy={registration.isPending}
          onFinish={(data) =>
            void register((context) =>
              ssoRegistration({ ...data, locale: context.locale }, context),
            )
          }
        />
        <GoogleSignIn
          offered={googleOffered}
          label={t('forms:register.google')}
          onClick={openGoogle}
          disabled={registration.isPending}
        />
        {(notice ?? postedNotice) ? (
          <p className="form-error" role="alert">
            {notice ?? postedNotice}
          </p>
        ) : null}
        <EmailDisclosure collapsed={formCollapsed}>
          <ManifestForm<RegisterFormData>
            form={shownForm}
            validate={validateRegisterForm}
            formData={formData}
            onChange={onChange}
            onSubmit={(data) => void register((context) => formRegistration(data, context))}
            customValidate={customValidate}
            fieldErrors={fieldErrors}
            busy={registration.isPending}
            idPrefix="register"
            nativeAction={registerAction(search)}
          />
        </EmailDisclosure>
      </section>
    </div>
  );
}

/** The page's own URL, less a previous answer: where the browser posts without the scripts. */
function registerAction(search: URLSearchParams): string {
  const query = new URLSearchParams(search);
  query.delete(FORM_ERROR_PARAM);
  const text = query.toString();
  return text ? `${pathTo('auth.register')}?${text}` : pathTo('auth.register');
}
