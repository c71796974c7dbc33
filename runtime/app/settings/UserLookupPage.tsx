/**
 * `/settings/user-lookup` ("user lookup (find a visitor's sessions by id — a search
 * over ingested data when present)"; gate full-account, product.md#roles-and-permissions): the visitor id the tracking
 * snippet sends looked up in the current site's ingested sessions, newest first, at
 * most 50. An empty result says so. The id is 1–200 characters (checked here and by the server).
 */
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { lookupVisitorSessionsQueryOptions } from '../../../generated/api/client';
import { PageLoading } from '../core/router/PageLoading';
import { useSignedIn } from '../signedIn/context';
import './settings.css';
import { LoadFailed } from '../core/errors/LoadFailed';

export const MAX_VISITOR_ID_LENGTH = 200;

export default function UserLookupPage() {
  const { t } = useTranslation(['settings']);
  const { site, siteStatus } = useSignedIn();
  const [input, setInput] = useState('');
  const [visitorId, setVisitorId] = useState<string>();
  const [blank, setBlank] = useState(false);
  const errorId = useId();
  if (!site) {
    if (siteStatus === 'loading') return <PageLoading />;
    return (
      <section className="settings-page">
        <h1>{t('settings:user-lookup.heading')}</h1>
        <p>{t('settings:common.no-site')}</p>
      </section>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = input.trim();
    setBlank(!value);
    if (value) setVisitorId(value);
  };
  return (
    <section className="settings-page">
      <h1>{t('settings:user-lookup.heading')}</h1>
      <p>{t('settings:user-lookup.intro', { site: site.name })}</p>
      <form
        method="post"
        className="settings-inline-form"
        role="search"
        onSubmit={submit}
        noValidate
      >
        <label className="settings-field">
          <span>{t('settings:user-lookup.visitor-id')}</span>
          <input
            type="search"
            name="visitorId"
            value={input}
            maxLength={MAX_VISITOR_ID_LENGTH}
            aria-invalid={blank || undefined}
            aria-describedby={blank ? errorId : undefined}
            onChange={(e) => setInput(e.target.value)}
          />
        </label>
        <button type="submit" className="button-primary">
          {t('settings:user-lookup.search')}
        </button>
        {blank ? (
          <p id={errorId} className="form-error" role="alert">
            {t('settings:user-lookup.blank')}
          </p>
        ) : null}
      </form>
      {visitorId ? <Results siteId={site.id} visitorId={visitorId} /> : null}
    </section>
  );
}

function Results({ siteId, visitorId }: { siteId: number; visitorId: string }) {
  const { t, i18n } = useTranslation(['settings']);
  const sessions = useQuery(lookupVisitorSessionsQueryOptions({ siteId, visitorId }));
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  if (sessions.isError) {
    return (
      <LoadFailed message={t('settings:errors.load')} onRetry={() => void sessions.refetch()} />
    );
  }
  if (!sessions.data) return <p role="status">{t('settings:common.loading')}</p>;
  if (sessions.data.length === 0) {
    return (
      <p role="status" className="settings-muted" data-testid="lookup-empty">
        {t('settings:user-lookup.none', { id: visitorId })}
      </p>
    );
  }
  return (
    <section className="settings-section" aria-labelledby="lookup-results">
      <div aria-live="polite">
        <h2 id="lookup-results">
          {t('settings:user-lookup.found', { count: sessions.data.length, id: visitorId })}
        </h2>
      </div>
      <table className="settings-table" data-testid="lookup-results">
        <thead>
          <tr>
            <th scope="col">{t('settings:user-lookup.started')}</th>
            <th scope="col">{t('settings:user-lookup.page')}</th>
            <th scope="col">{t('settings:user-lookup.pages')}</th>
            <th scope="col">{t('settings:user-lookup.device')}</th>
            <th scope="col">{t('settings:user-lookup.country')}</th>
          </tr>
        </thead>
        <tbody>
          {sessions.data.map((session, index) => (
            <tr key={index}>
              <td>
                {when.format(session.startedAt)}
                {session.ended ? null : (
                  <>
                    {' '}
                    <span className="settings-badge">{t('settings:user-lookup.not-ended')}</span>
                  </>
                )}
              </td>
              <td>{session.pageUrl}</td>
              <td>{session.pageViews}</td>
              <td>
                {session.browser} · {session.device}
              </td>
              <td>{session.country ?? '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
