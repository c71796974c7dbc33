/**
 * `/profile/referrals` (profile.referrals; product.md#screens-and-routes "refer and earn", product.md#roles-and-permissions hidden in lite — the
 * route's gate): the user's referral link and its terms. The link is the register page with
 * `utm_source=referral&utm_campaign=<code>`: tracked campaign parameters (app manifest,
 * server/src/signup/trackedCookies.ts), so a signup through it is recorded with the code. There
 * is no payout system, and the page says so.
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getReferralQueryOptions } from '../../../generated/api/client';
import { PageLoading } from '../core/router/PageLoading';
import { useSignedIn } from '../signedIn/context';
import { referralLink } from './referralLink';
import './profile.css';

export default function ReferralsPage() {
  const { t } = useTranslation(['profile']);
  const { session } = useSignedIn();
  const referral = useQuery(getReferralQueryOptions({ userId: session.user.id }));
  const [copied, setCopied] = useState(false);
  if (!referral.data) return <PageLoading />;
  const link = referralLink(window.location.origin, referral.data.code);
  const copy = () =>
    void navigator.clipboard?.writeText(link).then(
      () => setCopied(true),
      () => setCopied(false),
    );

  return (
    <section className="profile-page" aria-labelledby="profile-referrals-title">
      <h1 id="profile-referrals-title">{t('profile:referrals.heading')}</h1>
      <p>{t('profile:referrals.intro')}</p>
      <label className="profile-field">
        <span>{t('profile:referrals.link')}</span>
        <input type="text" readOnly value={link} onFocus={(e) => e.target.select()} />
      </label>
      <div className="profile-actions">
        <button type="button" className="button-secondary" onClick={copy}>
          {t('profile:referrals.copy')}
        </button>
        <span role="status" className="profile-muted">
          {copied ? t('profile:referrals.copied') : ''}
        </span>
      </div>
      <h2>{t('profile:referrals.terms-heading')}</h2>
      <ul>
        <li>{t('profile:referrals.terms.recorded')}</li>
        <li>{t('profile:referrals.terms.no-payout')}</li>
        <li>{t('profile:referrals.terms.own-account')}</li>
      </ul>
    </section>
  );
}
