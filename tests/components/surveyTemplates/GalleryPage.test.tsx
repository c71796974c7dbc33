import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { SurveyTemplate } from '../../../generated/types';
import { setTrackSink } from '../../../runtime/app/core/analytics/track';
import { SignedInContext, type SignedInState } from '../../../runtime/app/signedIn/context';
import GalleryPage from '../../../runtime/app/surveyTemplates/GalleryPage';
import { renderPage } from '../render';

// Invented templates: the rules are tested, not what today's manifests happen to list.
function template(id: number, title: string, category: string, order = 1): SurveyTemplate {
  return {
    entry_id: id,
    survey_id: 100 + id,
    title,
    intro_text: `About ${title.toLowerCase()}.`,
    categories: [{ name: category, order, label: `${category} label` }],
    internal_name: `fixture-${id}`,
  };
}

const TEMPLATES = [
  template(1, 'Harbour Arrival Poll', 'ships', 2),
  template(2, 'Lantern Brightness Check', 'lights'),
  template(3, 'Ferry Boarding Poll', 'ships', 1),
];

function renderGallery() {
  // What the page reads of the scope: the site, two constants and the create permission.
  const state = {
    session: { user: { id: 5 } },
    site: { id: 7, organization: { id: 1, access: 'admin' } },
    bundles: {
      access: {},
      constants: {
        timers: { templateSearchTrackingDebounceMs: 60_000 },
        limits: { templatesGridInitialCards: 6 },
      },
    },
    gateContext: { permissions: ['surveys-create'] },
  } as unknown as SignedInState;
  return renderPage(
    <SignedInContext.Provider value={state}>
      <GalleryPage />
    </SignedInContext.Provider>,
    {
      handlers: {
        'GET /api/survey-templates/templates': {
          body: { survey_templates: TEMPLATES, synonyms: [['beacon', 'lantern']] },
        },
        'GET /api/v1/users/5/app-state': { body: { success: true, app_state_settings: [] } },
      },
    },
  );
}

const cardTitles = () =>
  screen.queryAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);

afterEach(() => setTrackSink());

describe('survey template gallery', () => {
  it('filters the cards by a search in any letter case', async () => {
    setTrackSink(() => undefined);
    const user = userEvent.setup();
    renderGallery();
    await screen.findByRole('heading', { name: 'Ferry Boarding Poll' });
    expect(cardTitles()).toHaveLength(3);
    await user.type(screen.getByLabelText('Search templates'), 'pOLL');
    expect(cardTitles()).toEqual(['Harbour Arrival Poll', 'Ferry Boarding Poll']);
    expect(screen.getByText('2 templates match “pOLL”')).toBeTruthy();
  });

  it('finds a template by a declared synonym of a word it holds', async () => {
    setTrackSink(() => undefined);
    const user = userEvent.setup();
    renderGallery();
    await screen.findByRole('heading', { name: 'Ferry Boarding Poll' });
    await user.type(screen.getByLabelText('Search templates'), 'Beacon');
    expect(cardTitles()).toEqual(['Lantern Brightness Check']);
  });

  it('applies a category, and suspends the choice while a search is typed', async () => {
    setTrackSink(() => undefined);
    const user = userEvent.setup();
    renderGallery();
    await screen.findByRole('heading', { name: 'Ferry Boarding Poll' });
    const categories = screen.getByRole('navigation', { name: 'Template categories' });
    const ships = within(categories).getByRole('button', { name: /ships label/ });
    await user.click(ships);
    // Within a category, the templates keep the category's own order.
    expect(cardTitles()).toEqual(['Ferry Boarding Poll', 'Harbour Arrival Poll']);
    expect(ships.getAttribute('aria-pressed')).toBe('true');

    await user.type(screen.getByLabelText('Search templates'), 'lantern');
    expect(cardTitles()).toEqual(['Lantern Brightness Check']);
    expect(ships.getAttribute('aria-pressed')).toBe('false');
    for (const button of within(categories).getAllByRole('button'))
      expect((button as HTMLButtonElement).disabled).toBe(true);

    await user.clear(screen.getByLabelText('Search templates'));
    expect(cardTitles()).toEqual(['Ferry Boarding Poll', 'Harbour Arrival Poll']);
    expect(ships.getAttribute('aria-pressed')).toBe('true');
  });

  it('says so when no template matches, and still offers the other ways to start', async () => {
    setTrackSink(() => undefined);
    const user = userEvent.setup();
    renderGallery();
    await screen.findByRole('heading', { name: 'Ferry Boarding Poll' });
    await user.type(screen.getByLabelText('Search templates'), 'zzqx');
    expect(screen.getByRole('heading', { name: 'No template matches your search' })).toBeTruthy();
    expect(cardTitles()).toEqual([]);
    expect(screen.getAllByRole('link', { name: 'Start from scratch' }).length).toBeGreaterThan(1);
  });
});
