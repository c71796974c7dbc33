/**
 * The recordings pending-data teaser (spec §2; §7 GET sessions-in-progress?select_random=1, §9
 * "Sessions-in-progress refetch 10 s", "Teaser up to 3 cards"): "N active sessions right now" and
 * up to `maxCards` stacked cards — the random sessions of the latest polls, newest on top — with
 * the manifest's fields, and the promise of an email. Polling pauses while the tab is hidden
 * (refetchIntervalInBackground false).
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { listSessionsInProgressQueryOptions } from '../../../generated/api/client';
import type { InProgressSession } from '../../../generated/types';
import type { SessionTeaser as Teaser } from '../../rules/emptyStates/types';

type Session = NonNullable<InProgressSession['session']>;

export function SessionTeaser({ teaser, siteId }: { teaser: Teaser; siteId: number }) {
  const { t, i18n } = useTranslation('empty-states');
  const query = useQuery({
    ...listSessionsInProgressQueryOptions({ siteId, select_random: 1 }),
    staleTime: 0,
    refetchInterval: teaser.refreshSeconds * 1000,
    refetchIntervalInBackground: false,
  });
  const [cards, setCards] = useState<Session[]>([]);
  const latest = query.data?.session;
  useEffect(() => {
    if (!latest) return;
    setCards((old) =>
      [latest, ...old.filter((s) => !sameSession(s, latest))].slice(0, teaser.maxCards),
    );
  }, [latest, teaser.maxCards]);

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
            <li
              key={`${s.pageUrl}-${s.browser}-${s.device}-${i}`}
              className="empty-state-teaser-card"
            >
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

const sameSession = (a: Session, b: Session) =>
  a.pageUrl === b.pageUrl &&
  a.browser === b.browser &&
  a.device === b.device &&
  a.country === b.country;
