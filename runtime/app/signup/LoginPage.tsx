/**
 * `/login` (auth.login, bare layout): email + password sign-in. A wrong email or password
 * (401) is said inline and fires the Login Failed event; too many attempts (429) say when to
 * try again; on success the user goes to `next` when it is
 * a path of this site, else home (product.md#states-and-transitions). "Sign in with Google" opens the sign-on popup of
 * product.md#states-and-transitions when the server offers it; links lead to enterprise sign-in (/login/sso) and /register.
 *
 * The form stays hand-made (not RJSF): the login chunk is on the path of every signed-out
 * visit and must stay small.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { getSettingsQueryOptions, loginMutationOptions } from '../../../generated/api/client';
import { pathTo } from '../../../generated/routes';
import type { GoogleSsoData } from '../../../generated/types';
import { track } from '../core/analytics/track';
import { statusOf } from '../core/queryClient';
import { ApiError } from '../../api/request';
import { campaignState } from './rules/campaignState';
import { cookieValue } from '../../../contracts/cookieValue';
import { ANONYMOUS_ID_COOKIE } from '../../../contracts/cookies';
import { ssoRegistration } from './rules/registrationPayload';
import { retryAfterSeconds, retryMinutes } from './rules/retryAfter';
import { parseSignupParams } from '../../rules/signup/signupParams';
import { failureText } from './failureText';
import { replaceSession } from './replaceSession';
import { GoogleSignIn, SignupHeader } from './SignupChrome';
import { useGoogleSso } from './useGoogleSso';
import { useRegistration } from './useRegistration';
import { useSsoOutcome } from './useSsoOutcome';
import { showToast } from '../core/toasts/toasts';
import { FORM_ERROR_PARAM, formErrorOf, type FormError } from '../../../contracts/formPosts';

/** Where the form posts without scripts: the sign-in endpoint, answering with a redirect. */
function loginAction(next: string | undefined): string {
  return next ? `/api/v1/session?next=${encodeURIComponent(next)}` : '/api/v1/session';
}

export default function LoginPage() {
  const { t, i18n } = useTranslation(['forms', 'shell', 'common']);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const errorId = useId();
  const searchText = params.toString();
  // The signup parameters a login URL may carry (next above all, checked by safeNextPath).
  const signup = useMemo(() => parseSignupParams(searchText), [searchText]);
  const settings = useQuery(getSettingsQueryOptions());

  const login = useMutation({
    ...loginMutationOptions(),
    onSuccess: (session) => {
      // A new user: nothing cached for the previous one may leak into the shell.
      replaceSession(queryClient, session);
      void navigate(signup.next ?? '/', { replace: true });
    },
    onError: (error) => {
      if (statusOf(error) === 401) track('Login Failed', { reason: 'wrong-credentials' });
    },
  });

  // Google: an account that does not exist yet is created, as on the register page (product.md#states-and-transitions).
  const registration = useRegistration({ next: signup.next });
  const onSsoMessage = useSsoOutcome({
    next: signup.next,
    register: (data: GoogleSsoData) => {
      const campaign = campaignState(undefined, undefined);
      const body = ssoRegistration(data, {
        params: signup,
        campaign,
        locale: i18n.language,
        anonymousId: cookieValue(document.cookie, ANONYMOUS_ID_COOKIE),
        recaptcha: null,
      });
      void registration.mutateAsync({ body, campaign }).then(
        (outcome) => {
          const text = outcome.ok ? undefined : failureText(outcome.failure, t);
          if (text) showToast({ tone: 'danger', text });
        },
        () => undefined, // the mutation's own error toast
      );
    },
  });
  const openGoogle = useGoogleSso('login', signup, onSsoMessage);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!login.isPending) login.mutate({ body: { email: email.trim(), password } });
  };

  // A form posted before the scripts ran came back with why (server/src/pages/formPosts.ts).
  const posted = formErrorOf(params.get(FORM_ERROR_PARAM));
  const error = login.isError ? loginError(login.error) : posted ? postedError(posted) : undefined;
  function postedError(reason: FormError): string {
    if (reason === 'wrong-credentials') return t('shell:login.wrong-credentials');
    if (reason === 'rate-limited') return t('common:rate-limit.retry-later');
    if (reason === 'sso-required') return t('shell:login.sso-required');
    return t('common:errors.default');
  }
  function loginError(failure: unknown): string {
    switch (statusOf(failure)) {
      case 401:
        return t('shell:login.wrong-credentials');
      case 403:
        return failure instanceof ApiError && failure.body?.error === 'sso_required'
          ? t('shell:login.sso-required')
          : t('common:errors.default');
      case 429: {
        const seconds = retryAfterSeconds(failure);
        return seconds === undefined
          ? t('common:rate-limit.retry-later')
          : t('common:rate-limit.retry-in', { count: retryMinutes(seconds) });
      }
      default:
        return t('common:errors.default');
    }
  }

  const registerLink = signup.next
    ? pathTo('auth.register', {}, { next: signup.next })
    : pathTo('auth.register');

  return (
    // The same header with the logo as the register page.
    <div className="signup-page">
      <SignupHeader />
      <section className="login">
        <h1>{t('forms:login.title')}</h1>
        <GoogleSignIn
          offered={settings.data?.ssoProviders.includes('google')}
          label={t('forms:login.google')}
          onClick={openGoogle}
          disabled={registration.isPending}
        />
        {/* Posted by the browser itself when the scripts have not run yet: never as a GET. */}
        <form
          method="post"
          action={loginAction(signup.next)}
          onSubmit={submit}
          aria-describedby={error ? errorId : undefined}
        >
          <label>
            <span>{t('forms:login.fields.email.title')}</span>
            <input
              type="email"
              name="email"
              autoComplete="username"
              required
              placeholder={t('forms:login.fields.email.placeholder')}
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
          </label>
          <label>
            <span>{t('forms:login.fields.password.title')}</span>
            <input
              type="password"
              name="password"
              autoComplete="current-password"
              required
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
          </label>
          {error ? (
            <p id={errorId} className="form-error" role="alert">
              {error}
            </p>
          ) : null}
          {/* The name stays the same while submitting; disabled + aria-busy say it is busy. */}
          <button
            type="submit"
            className="button-primary"
            disabled={login.isPending}
            aria-busy={login.isPending}
          >
            {t('forms:login.submit')}
          </button>
        </form>
        <p className="login-register">
          <Link to={pathTo('sso.login')}>{t('forms:login.sso')}</Link>
        </p>
        <p className="login-register">
          <span>{t('forms:login.no-account')}</span>{' '}
          <Link to={registerLink}>{t('forms:login.register')}</Link>
        </p>
      </section>
    </div>
  );
}
