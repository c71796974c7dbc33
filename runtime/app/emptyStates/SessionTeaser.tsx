/**
 * The recordings pending-data teaser (product.md#screens-and-routes; product.md#calls GET sessions-in-progress?select_random=1, product.md#constants-and-limits
 * "Sessions-in-progress refetch 10 s", "Teaser up to 3 cards"): "N active sessions right now" and
 * one stacked card per session the server lists as in progress (up to `maxCards`, the most
 * recently seen on top) with the manifest's fields, and the promise of an email. The cards come
 * from the answer itself, so a reload draws the same cards. A new count means sessions arrived:
 * the month's usage is asked again. Polling pauses while the tab is hidden.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { listSessionsInProgressQueryOptions } from '../../../generated/api/client';
import type { LiveSession as Session } from '../../../generated/types';
import type { SessionTeaser as Teaser } from '../../rules/emptyStates/types';
import { refreshUsage } from '../signedIn/installation/installationSync';

export function SessionTeaser({ teaser, siteId }: { teaser: Teaser; siteId: number }) {
  const { t, i18n } = useTranslation('empty-states');
  const queryClient = useQueryClient();
  const query = useQuery({
    ...listSessionsInProgressQueryOptions({ siteId, select_random: 1 }),
    staleTime: 0,
    refetchInterval: teaser.refreshSeconds * 1000,
    refetchIntervalInBackground: false,
  });
  const count = query.data?.count;
  useEffect(() => {
    if (count) void refreshUsage(queryClient, siteId);
  }, [count, siteId, queryClient]);
  const cards = (query.data?.sessions ?? []).slice(0, teaser.maxCards);

  const country = (code: string | null) => {
    if (!code) return t('empty-states:page.teaser.unknown-country');
    try {
      return new Intl.DisplayNames([i18n.language], { type: 'region' }).of(code) ?? code;
    } catch {
      return code;
    }
  };
  const value = (s: Session, field: Teaser['fields'][number]) => {
    switch (field.field) {
      case 'newUser':
        return s.newUser ? field.label : (field.labelWhenFalse ?? field.label);
      case 'country':
        return country(s.country);
      default:
        return s[field.field];
    }
  };
  return (
    <div className="empty-state-teaser" data-testid="sessions-teaser">
      <p className="empty-state-teaser-count" aria-live="polite">
        {t(teaser.activeSessions, { count: query.data?.count ?? 0 })}
      </p>
      {cards.length > 0 && (
        <ol className="empty-state-teaser-cards" aria-label={t('empty-states:page.teaser.label')}>
          {cards.map((s, i) => (
            <li key={i} className="empty-state-teaser-card">
              {teaser.fields
                .filter((field) => field.field === 'newUser')
                .map((field) => (
                  <p key={field.field} className="empty-state-teaser-badge">
                    {t(s.newUser ? field.label : (field.labelWhenFalse ?? field.label))}
                  </p>
                ))}
              <dl>
                {teaser.fields
                  .filter((field) => field.field !== 'newUser')
                  .map((field) => (
                    <div key={field.field}>
                      <dt>{t(field.label)}</dt>
                      <dd>{value(s, field)}</dd>
                    </div>
                  ))}
              </dl>
            </li>
          ))}
        </ol>
      )}
      <p className="empty-state-teaser-email">{t(teaser.emailNotice)}</p>
    </div>
  );
}
