/**
 * The survey template gallery `/sites/{siteId}/survey-templates` (product.md#screens-and-routes "Survey templates page
 * (full screen): category list, search, template cards, empty state, start from scratch,
 * create-it-for-me with AI"; product.md#validation search rules; product.md#errors "Template load failure"; product.md#constants-and-limits grid of 6 then the
 * rest after an anchor). Which templates show is runtime/rules/surveyTemplates/templateSearch.ts;
 * the texts come from the server in the user's language (GET /api/survey-templates/templates).
 * A template chosen at signup (app-state survey_templates, product.md#calls) is preselected: shown first and
 * marked. The presets gallery (four unmoderated tests, four interviews) follows the surveys.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { listSurveyTemplatesQueryOptions } from '../../../generated/api/client';
import { pathTo } from '../../../generated/routes';
import type { SurveyTemplate } from '../../../generated/types';
import { formatCount } from '../../rules/format/intlFormat';
import { searchTracker, type Schedule } from '../../rules/surveyTemplates/searchTracking';
import { SIGNUP_TEMPLATE } from '../../rules/surveyTemplates/signupTemplate';
import {
  filterTemplates,
  galleryCategories,
  splitGrid,
} from '../../rules/surveyTemplates/templateSearch';
import { track } from '../core/analytics/track';
import { PageLoading } from '../core/router/PageLoading';
import { useSignedIn } from '../signedIn/context';
import { useAppState } from '../signedIn/guides/state/useAppState';
import { valuesFor } from '../signedIn/guides/state/appStateValues';
import { GatedLink } from './GatedLink';
import { TemplateCard } from './TemplateCard';
import { templateTarget } from './templateTarget';
import { useCanCreateSurveys } from './useSurveyCreateGate';
import './surveyTemplates.css';

export default function GalleryPage() {
  const { t, i18n } = useTranslation(['survey-gallery', 'access']);
  const { site, bundles } = useSignedIn();
  const templates = useQuery({ ...listSurveyTemplatesQueryOptions(), retry: false });
  const allowed = useCanCreateSurveys();
  const { settings } = useAppState();
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState<string | null>(null);
  const tracker = useRef(
    searchTracker(
      bundles.constants.timers.templateSearchTrackingDebounceMs,
      (query) => track('survey_templates_searched', { query }),
      windowSchedule,
    ),
  );
  useEffect(() => () => tracker.current.cancel(), []);

  const all = templates.data?.survey_templates;
  const surveys = useMemo(() => (all ?? []).filter((x) => (x.use ?? 'survey') === 'survey'), [all]);
  const presets = useMemo(
    () => (all ?? []).filter((x) => x.use === 'test' || x.use === 'interview'),
    [all],
  );
  const pickedId = Number(
    settings ? valuesFor(settings, SIGNUP_TEMPLATE.namespace, undefined)[SIGNUP_TEMPLATE.key] : NaN,
  );

  if (!site) return <PageLoading />;
  const place = { siteId: site.id, orgId: site.organization.id };
  const scratch = pathTo('surveys.create', { siteId: site.id });
  const ai = pathTo('survey-templates.ai', { siteId: site.id });
  const tooltip = t('access:tooltip.surveys-create');
  const actions = (
    <div className="gallery-actions">
      <GatedLink to={scratch} allowed={allowed} tooltip={tooltip} className="button-secondary">
        {t('survey-gallery:actions.scratch')}
      </GatedLink>
      <GatedLink to={ai} allowed={allowed} tooltip={tooltip} className="button-primary">
        {t('survey-gallery:actions.ai')}
      </GatedLink>
    </div>
  );
  const header = (
    <header className="gallery-header">
      <Link className="link-button" to={pathTo('surveys.list', { siteId: site.id })}>
        {t('survey-gallery:back')}
      </Link>
      <h1>{t('survey-gallery:title')}</h1>
      {actions}
    </header>
  );

  if (templates.isPending) return <PageLoading />;
  if (templates.isError || !all) {
    // product.md#errors "Template load failure: headline and body about retrieving templates, with
    // create-it-for-me and new survey buttons".
    return (
      <main className="survey-gallery">
        {header}
        <section className="gallery-failure" role="alert" data-testid="templates-failure">
          <h2>{t('survey-gallery:failure.headline')}</h2>
          <p>{t('survey-gallery:failure.body')}</p>
          <div className="gallery-actions">
            <GatedLink to={ai} allowed={allowed} tooltip={tooltip} className="button-primary">
              {t('survey-gallery:actions.ai')}
            </GatedLink>
            <GatedLink
              to={scratch}
              allowed={allowed}
              tooltip={tooltip}
              className="button-secondary"
            >
              {t('survey-gallery:failure.new-survey')}
            </GatedLink>
          </div>
        </section>
      </main>
    );
  }

  const picked = surveys.find((x) => x.survey_id === pickedId || x.entry_id === pickedId);
  const result = filterTemplates(surveys, { search, category }, templates.data.synonyms);
  // The signup template leads the unfiltered grid (product.md#screens-and-routes "preselects that template").
  const shown =
    picked && !result.searching && result.category === null
      ? [picked, ...result.templates.filter((x) => x !== picked)]
      : result.templates;
  const grid = splitGrid(shown, bundles.constants.limits.templatesGridInitialCards);
  const card = (template: SurveyTemplate) => (
    <TemplateCard
      key={template.entry_id}
      template={template}
      to={templateTarget(template, place)}
      allowed={allowed || template.use === 'test' || template.use === 'interview'}
      picked={template === picked}
      onOpen={() => track('survey_template_opened', { template: template.internal_name })}
    />
  );
  const categories = galleryCategories(surveys);

  return (
    <main className="survey-gallery">
      {header}
      <div className="gallery-body">
        <nav className="gallery-categories" aria-label={t('survey-gallery:categories.label')}>
          <ul>
            {[
              { name: null, label: t('survey-gallery:categories.all'), count: surveys.length },
              ...categories,
            ].map((c) => (
              <li key={c.name ?? '*'}>
                <button
                  type="button"
                  className="gallery-category"
                  aria-pressed={!result.searching && category === c.name}
                  disabled={result.searching}
                  onClick={() => setCategory(c.name)}
                >
                  <span>{c.label}</span>
                  <span className="gallery-category-count">
                    {formatCount(c.count, i18n.language)}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </nav>
        <div className="gallery-main">
          <div className="gallery-search">
            <label htmlFor="template-search">{t('survey-gallery:search.label')}</label>
            <input
              id="template-search"
              type="search"
              value={search}
              maxLength={200}
              placeholder={t('survey-gallery:search.placeholder')}
              onChange={(e) => {
                setSearch(e.target.value);
                tracker.current.changed(e.target.value);
              }}
            />
            <p className="gallery-result-count" aria-live="polite">
              {result.searching
                ? t('survey-gallery:search.results', { count: shown.length, query: search.trim() })
                : ''}
            </p>
          </div>
          {shown.length === 0 ? (
            <section className="gallery-empty" data-testid="templates-empty">
              <h2>{t('survey-gallery:empty.title')}</h2>
              <p>{t('survey-gallery:empty.text')}</p>
              {actions}
            </section>
          ) : (
            <>
              <ul className="template-grid" data-testid="template-grid">
                {grid.first.map(card)}
              </ul>
              {grid.rest.length > 0 && (
                <>
                  <h2 id="more-templates" className="gallery-more">
                    {t('survey-gallery:more', { count: grid.rest.length })}
                  </h2>
                  <ul className="template-grid" data-testid="template-grid-rest">
                    {grid.rest.map(card)}
                  </ul>
                </>
              )}
            </>
          )}
          {presets.length > 0 && !result.searching && (
            <section className="gallery-presets" aria-labelledby="presets-title">
              <h2 id="presets-title">{t('survey-gallery:presets.title')}</h2>
              <p>{t('survey-gallery:presets.text')}</p>
              <h3>{t('survey-gallery:presets.tests')}</h3>
              <ul className="template-grid">{presets.filter((x) => x.use === 'test').map(card)}</ul>
              <h3>{t('survey-gallery:presets.interviews')}</h3>
              <ul className="template-grid">
                {presets.filter((x) => x.use === 'interview').map(card)}
              </ul>
            </section>
          )}
        </div>
      </div>
    </main>
  );
}

/** The page's clock for the search tracker's debounce. */
const windowSchedule: Schedule = (run, ms) => {
  const id = window.setTimeout(run, ms);
  return () => window.clearTimeout(id);
};
