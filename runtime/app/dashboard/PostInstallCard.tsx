/**
 * The dashboard's post-install success card (product.md#screens-and-routes "Dashboard post-install success card"):
 * shown while the site's post-install success flag is set (product.md#states-and-transitions: the setup page sets it when the
 * first data arrives), so once per site; dismissing clears the flag and fires a track() event.
 * Its content follows the site's plan, or is the other card for freemium and large-company
 * trial users (product.md#roles-and-permissions; rules/successCard.ts decides).
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathTo } from '../../../generated/routes';
import type { Site } from '../../../generated/types';
import { track } from '../core/analytics/track';
import { useSignedIn } from '../signedIn/context';
import { SALES_ROUTING_URL } from '../signedIn/guides/gettingStarted/externalLinks';
import { clearPostInstallFlag, usePostInstallFlag } from './postInstallFlag';
import { successCard, type SuccessCard } from './rules/successCard';
import './dashboard.css';

/** The card's variant as one word, for events and test ids (basic … scale, freemium …). */
function variant(card: SuccessCard): string {
  return card.kind === 'plan' ? card.content : card.reason;
}

export function PostInstallCard({ site, onDismissed }: { site: Site; onDismissed(): void }) {
  const { t } = useTranslation('activation');
  const { session } = useSignedIn();
  const shown = usePostInstallFlag(site.id);
  const titleId = useId();
  if (!shown) return null;

  // The plan, and the account's signup trial campaign (SessionInfo.trialAudience, product.md#roles-and-permissions).
  const card = successCard(site.plan, session.trialAudience);
  const name = variant(card);
  const text =
    card.kind === 'plan'
      ? t(`activation:post-install.plan.${card.content}`)
      : t(`activation:post-install.other.${card.reason}`);
  const dismiss = () => {
    clearPostInstallFlag(site.id);
    track('post_install_card_dismissed', { siteId: site.id, card: name });
    onDismissed();
  };
  return (
    <section
      className="post-install-card"
      aria-labelledby={titleId}
      data-testid="post-install-card"
      data-card={name}
    >
      <div className="post-install-card-body">
        <h2 id={titleId}>{t('activation:post-install.title', { site: site.name })}</h2>
        <p>{text}</p>
        <div className="post-install-card-actions">
          <Link
            className="button-primary"
            to={pathTo('playbacks.list', { siteId: site.id })}
            onClick={() =>
              track('post_install_card_cta_clicked', {
                siteId: site.id,
                card: name,
                cta: 'recordings',
              })
            }
          >
            {t('activation:post-install.recordings')}
          </Link>
          {card.kind === 'plan' && card.salesContact ? (
            <a
              href={SALES_ROUTING_URL}
              target="_blank"
              rel="noopener noreferrer"
              onClick={() =>
                track('post_install_card_cta_clicked', {
                  siteId: site.id,
                  card: name,
                  cta: 'sales',
                })
              }
            >
              {t('activation:post-install.contact-sales')}
              <span className="visually-hidden"> {t('activation:post-install.new-tab')}</span>
            </a>
          ) : null}
        </div>
      </div>
      <button type="button" className="post-install-card-dismiss" onClick={dismiss}>
        {t('activation:post-install.dismiss')}
      </button>
    </section>
  );
}
