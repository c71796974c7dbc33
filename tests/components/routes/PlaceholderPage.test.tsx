/**
 * A route whose page is not configured (declared in YAML, naming nothing that exists) and whose
 * title and feature have no translation yet: the page still says what it is, in words — never a
 * raw key such as `routes:forms-analytics.index` or `features.forms-analytics`.
 */
import { render, screen } from '@testing-library/react';
import i18n from 'i18next';
import { afterAll, describe, expect, it } from 'vitest';
import '../render';
import PlaceholderPage from '../../../runtime/app/core/pages/PlaceholderPage';
import { CurrentRouteContext } from '../../../runtime/app/core/router/routeHandle';
import { documentTitle } from '../../../runtime/app/core/router/documentTitle';
import { expandRoutes } from '../../../runtime/rules/routes/routeTable';
import type { RouteDefinition } from '../../../generated/routes';

const NAME = 'forms-analytics.index';
const route = expandRoutes({
  [NAME]: { path: '/sites/{siteId}/forms-analytics', feature: 'forms-analytics' },
})[NAME] as unknown as RouteDefinition;

function renderFor(definition: RouteDefinition) {
  return render(
    <CurrentRouteContext.Provider value={definition}>
      <PlaceholderPage />
    </CurrentRouteContext.Provider>,
  );
}

describe('the page of a route that is not configured', () => {
  afterAll(() => i18n.changeLanguage('en'));

  it('shows a title and "not configured", no raw key', () => {
    const { container } = renderFor(route);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Untitled page');
    expect(container.textContent).toContain('Untitled page: this page is not configured yet.');
    expect(container.textContent).not.toMatch(/routes:|features\.|placeholder\./);
    expect(documentTitle(route, i18n.t.bind(i18n))).not.toContain('routes:');
  });

  it('uses the declared title once it is translated', () => {
    i18n.addResource('en', 'routes', 'forms-analytics.index', 'Form analytics');
    renderFor(route);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Form analytics');
    expect(screen.getByText('Form analytics: this page is not configured yet.')).toBeTruthy();
  });
});
