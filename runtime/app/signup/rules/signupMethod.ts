/**
 * Which way of signing up the register page leads with. A link that says how the visitor means
 * to sign up (signup_method, or the provider of auth_provider / sso_provider) should not make
 * them scroll past a form they will not use: Google leads, the e-mail form waits in a
 * disclosure. Anything else, or nothing, keeps the e-mail form open as usual.
 */
import type { SignupParams } from '../../../rules/signup/signupParams';

export type SignupMethod = 'google' | 'email';

export function preferredSignupMethod(
  params: Pick<SignupParams, 'signupMethod' | 'authProvider' | 'ssoProvider'>,
): SignupMethod {
  if (params.signupMethod === 'google' || params.signupMethod === 'email')
    return params.signupMethod;
  return (params.authProvider ?? params.ssoProvider) === 'google' ? 'google' : 'email';
}
