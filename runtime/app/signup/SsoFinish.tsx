/**
 * The end of a Google sign-in that began elsewhere: a signup link carrying its token (URL
 * parameter ssotk, with sso_provider or auth_provider google or no provider at all). The page
 * asks the server whose token it is and offers to create that account in one click — the
 * registration then trades the token in, exactly as after the sign-on popup. A token that is
 * unknown, used or expired says so, and the usual ways to sign up stay.
 */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getSsoSignupQueryOptions } from '../../../generated/api/client';
import type { GoogleSsoData } from '../../../generated/types';
import type { SignupParams } from '../../rules/signup/signupParams';

export function useSsoSignup(
  params: Pick<SignupParams, 'ssoToken' | 'ssoProvider' | 'authProvider'>,
) {
  const provider = params.ssoProvider ?? params.authProvider ?? 'google';
  const token = provider === 'google' ? params.ssoToken : undefined;
  return useQuery({
    ...getSsoSignupQueryOptions({ ssoToken: token ?? '' }),
    enabled: token !== undefined,
    retry: false,
  });
}

export function SsoFinish(props: {
  signup: ReturnType<typeof useSsoSignup>;
  busy: boolean;
  onFinish: (data: GoogleSsoData) => void;
}) {
  const { t } = useTranslation('forms');
  const { data, isError } = props.signup;
  if (isError) {
    return (
      <p className="form-error" role="status">
        {t('forms:register.sso-finish.expired')}
      </p>
    );
  }
  if (!data) return null;
  return (
    <div className="sso-finish">
      <p>{t('forms:register.sso-finish.as', { name: data.name, email: data.email })}</p>
      <button
        type="button"
        className="button-primary"
        disabled={props.busy}
        aria-busy={props.busy}
        onClick={() => props.onFinish(data)}
      >
        {t('forms:register.sso-finish.submit')}
      </button>
    </div>
  );
}
