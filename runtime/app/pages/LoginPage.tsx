/**
 * `/login` (auth.login, bare layout): the minimal email + password sign-in of issue 3 (the full
 * form of manifests/forms/login.yaml arrives with the accounts issue). A wrong email or password
 * (401) is said inline and fires the Login Failed event (spec §8); on success the user goes to
 * `next` when it is a path of this site, else home (spec §4).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { apiKeys, loginMutationOptions } from '../../../generated/api/client';
import { track } from '../analytics/track';
import { statusOf } from '../queryClient';
import { safeNextPath } from '../rules/safeNextPath';

export default function LoginPage() {
  const { t } = useTranslation(['forms', 'shell', 'common']);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const errorId = useId();
  const login = useMutation({
    ...loginMutationOptions(),
    onSuccess: (session) => {
      // A new user: nothing cached for the previous one may leak into the shell.
      queryClient.clear();
      queryClient.setQueryData(apiKeys.getCurrentUser(), session);
      void navigate(safeNextPath(params.get('next')) ?? '/', { replace: true });
    },
    onError: (error) => {
      if (statusOf(error) === 401) track('Login Failed', { reason: 'wrong-credentials' });
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!login.isPending) login.mutate({ body: { email: email.trim(), password } });
  };

  const error = login.isError
    ? statusOf(login.error) === 401
      ? t('shell:login.wrong-credentials')
      : t('common:errors.default')
    : undefined;

  return (
    <section className="login">
      <h1>{t('forms:login.title')}</h1>
      <form onSubmit={submit} aria-describedby={error ? errorId : undefined}>
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
    </section>
  );
}
