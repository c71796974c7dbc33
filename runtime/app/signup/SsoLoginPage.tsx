/**
 * `/login/sso` (sso.login, bare layout): enterprise sign-in. The visitor types a work e-mail and
 * the browser goes to the server's enterprise start (a full-page redirect to the company's
 * identity provider, handlers/enterpriseSso.ts). Whatever did not work comes back here as
 * `?error=` and is said inline, with the e-mail typed before.
 */
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { pathTo } from '../../../generated/routes';
import { SignupHeader } from './SignupChrome';
import { ssoLoginError } from './rules/ssoLoginError';

export const ENTERPRISE_START_PATH = '/api/sso/enterprise-start';

export default function SsoLoginPage() {
  const { t } = useTranslation(['forms']);
  const [params] = useSearchParams();
  const [email, setEmail] = useState(params.get('email') ?? '');
  const [leaving, setLeaving] = useState(false);
  const errorId = useId();
  const error = ssoLoginError(params.get('error'));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setLeaving(true);
    const query = new URLSearchParams({ email: email.trim() });
    window.location.assign(`${ENTERPRISE_START_PATH}?${query.toString()}`);
  };

  return (
    <div className="signup-page">
      <SignupHeader />
      <section className="login">
        <h1>{t('forms:sso-login.title')}</h1>
        <p>{t('forms:sso-login.intro')}</p>
        <form method="post" onSubmit={submit} aria-describedby={error ? errorId : undefined}>
          <label>
            <span>{t('forms:sso-login.email')}</span>
            <input
              type="email"
              name="email"
              autoComplete="username"
              required
              placeholder={t('forms:login.fields.email.placeholder')}
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              aria-invalid={error ? true : undefined}
            />
          </label>
          {error ? (
            <p id={errorId} className="form-error" role="alert">
              {t(`forms:sso-login.errors.${error}`)}
            </p>
          ) : null}
          <button type="submit" className="button-primary" disabled={leaving} aria-busy={leaving}>
            {t('forms:sso-login.submit')}
          </button>
        </form>
        <p className="login-register">
          <Link to={pathTo('auth.login')}>{t('forms:sso-login.back')}</Link>
        </p>
      </section>
    </div>
  );
}
