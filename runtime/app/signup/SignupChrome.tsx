/**
 * The pieces the register and login pages share (product.md#screens-and-routes "Signup: Header with logo. On the
 * register page an already-signed-up prompt has a sign-in button going to /login"): the
 * header with the logo, and the Google button that opens the sign-on popup.
 */
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './signup.css';

export function SignupHeader({ children }: { children?: ReactNode }) {
  return (
    <header className="signup-header">
      <span className="signup-logo">
        <span className="logo-mark" aria-hidden="true">
          ◆
        </span>
        Lodestar
      </span>
      {children}
    </header>
  );
}

/**
 * The Google button and the divider under it, as the server's settings say: nothing while they
 * load, the button when Google sign-in runs, and a disabled button that says why when this
 * server has none configured (the development provider is off unless asked for).
 */
export function GoogleSignIn(props: {
  /** settings.ssoProviders includes google; undefined while the settings load. */
  offered: boolean | undefined;
  label: string;
  onClick: () => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation('common');
  const noteId = useId();
  if (props.offered === undefined) return null;
  return (
    <>
      <GoogleButton
        label={props.label}
        onClick={props.onClick}
        disabled={props.disabled || !props.offered}
        describedBy={props.offered ? undefined : noteId}
      />
      {props.offered ? null : (
        <p id={noteId} className="google-unavailable">
          {t('common:login.google-sso.not-configured')}
        </p>
      )}
      <OrDivider />
    </>
  );
}

function GoogleButton(props: {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  describedBy?: string | undefined;
}) {
  return (
    <button
      type="button"
      className="google-button"
      onClick={props.onClick}
      disabled={props.disabled}
      aria-describedby={props.describedBy}
    >
      <svg aria-hidden="true" viewBox="0 0 48 48" width="18" height="18">
        <path
          fill="#EA4335"
          d="M24 9.5c3.54 0 6.71 1.22 9.21 3.6l6.85-6.85C35.9 2.38 30.47 0 24 0 14.62 0 6.51 5.38 2.56 13.22l7.98 6.19C12.43 13.72 17.74 9.5 24 9.5z"
        />
        <path
          fill="#4285F4"
          d="M46.98 24.55c0-1.57-.15-3.09-.38-4.55H24v9.02h12.94c-.58 2.96-2.26 5.48-4.78 7.18l7.73 6c4.51-4.18 7.09-10.36 7.09-17.65z"
        />
        <path
          fill="#FBBC05"
          d="M10.53 28.59c-.48-1.45-.76-2.99-.76-4.59s.27-3.14.76-4.59l-7.98-6.19C.92 16.46 0 20.12 0 24c0 3.88.92 7.54 2.56 10.78l7.97-6.19z"
        />
        <path
          fill="#34A853"
          d="M24 48c6.48 0 11.93-2.13 15.89-5.81l-7.73-6c-2.15 1.45-4.92 2.3-8.16 2.3-6.26 0-11.57-4.22-13.47-9.91l-7.98 6.19C6.51 42.62 14.62 48 24 48z"
        />
      </svg>
      <span>{props.label}</span>
    </button>
  );
}

function OrDivider() {
  const { t } = useTranslation('forms');
  return (
    <div className="or-divider">
      <span>{t('forms:signup.or')}</span>
    </div>
  );
}
