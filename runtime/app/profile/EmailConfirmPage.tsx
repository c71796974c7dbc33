/**
 * `/profile/email/confirm/{emailToken}` (profile.email-confirm, public, bare layout): the link
 * sent to a new sign-in address opens here, in whichever browser reads that mail. Opening the
 * page changes nothing (mail scanners open links too); its button posts the token, and then the
 * address is replaced and the user's other sessions end. A used, expired or unknown link, or an
 * address taken meanwhile, says which.
 */
import { useMutation } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { confirmEmailChangeMutationOptions } from '../../../generated/api/client';
import { pathTo } from '../../../generated/routes';
import { ApiError } from '../../api/request';
import '../team/team.css';

/** What the page says when the button's request failed; each key written out for the checks. */
function failureText(error: Error, t: TFunction): string {
  if (!(error instanceof ApiError)) return t('profile:email.confirm.failed');
  if (error.status === 410) {
    return error.body?.error === 'email_change_expired'
      ? t('profile:email.confirm.expired')
      : t('profile:email.confirm.used');
  }
  if (error.status === 404) return t('profile:email.confirm.unknown');
  if (error.status === 409) return t('profile:email.confirm.taken');
  if (error.status === 429) return t('profile:email.confirm.rate-limited');
  return t('profile:email.confirm.failed');
}

export default function EmailConfirmPage() {
  const { t } = useTranslation(['profile', 'routes']);
  const token = useParams().emailToken ?? '';
  const confirm = useMutation(confirmEmailChangeMutationOptions());
  const finalFailure =
    confirm.error instanceof ApiError && [404, 409, 410].includes(confirm.error.status);
  const signIn = (
    <Link className="button-primary team-invite-link" to={pathTo('auth.login', {})}>
      {t('profile:email.confirm.signin')}
    </Link>
  );

  return (
    <section className="login invite-accept" data-testid="email-confirm">
      <h1>{t('profile:email.confirm.title')}</h1>
      {confirm.isSuccess ? (
        <>
          <p role="status">{t('profile:email.confirm.done', { email: confirm.data.email })}</p>
          <p className="invite-accept-actions">{signIn}</p>
        </>
      ) : (
        <>
          <p>{t('profile:email.confirm.intro')}</p>
          {confirm.isError ? (
            <p role="alert" className="form-error">
              {failureText(confirm.error, t)}
            </p>
          ) : null}
          {/* A used, expired, unknown or taken link stays so: only a retry may help otherwise. */}
          {finalFailure ? null : (
            <p className="invite-accept-actions">
              <button
                type="button"
                className="button-primary"
                disabled={confirm.isPending}
                aria-busy={confirm.isPending}
                onClick={() => confirm.mutate({ token })}
              >
                {t('profile:email.confirm.confirm')}
              </button>
            </p>
          )}
        </>
      )}
    </section>
  );
}
