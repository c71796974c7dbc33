/**
 * A route declared in YAML alone with `shows: { form: <formId> }` opens its title and that form,
 * prefilled with the saved answers and saved through the stored-answers call. Built over the
 * routes-shows-form fixture (its routes.yaml, its form as the generator bundles it, its English
 * texts), so the test does not depend on which forms the real manifests declare.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import i18n from 'i18next';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { parse } from 'yaml';
import { generate } from '../../../generator/src/index';
import { CurrentRouteContext } from '../../../runtime/app/core/router/routeHandle';
import FormRoutePage from '../../../runtime/app/forms/FormRoutePage';
import { loadFormsBundle } from '../../../runtime/app/forms/formsBundle';
import { SignedInContext, type SignedInState } from '../../../runtime/app/signedIn/context';
import { createAjv } from '../../../runtime/rules/validation/createAjv';
import { expandRoutes, type RouteEntry } from '../../../runtime/rules/routes/routeTable';
import { renderPage, type Handlers } from '../render';

// The fixture's forms are not in this build's precompiled validators: the test compiles them.
const validators = vi.hoisted(() => ({}) as Record<string, unknown>);
vi.mock('../../../generated/validators/storedForms.js', () => ({
  storedFormValidators: validators,
}));

const FIXTURE = join(import.meta.dirname, '..', '..', 'fixtures', 'valid', 'routes-shows-form');
const ANSWERS = '/api/v1/users/5/forms/team-profile/answers';

interface DeclaredRoute extends RouteEntry {
  name: string;
}

/** The fixture's routes as generated/routes.ts expands them. */
function fixtureRoutes() {
  const doc = parse(readFileSync(join(FIXTURE, 'manifests/routes.yaml'), 'utf8')) as {
    routes: DeclaredRoute[];
  };
  const table = Object.fromEntries(doc.routes.map(({ name, ...entry }) => [name, entry]));
  return Object.values(expandRoutes(table));
}

const formRoute = () => fixtureRoutes().find((route) => route.shows && 'form' in route.shows)!;

beforeAll(async () => {
  const { outputs, diagnostics } = await generate(FIXTURE, { dryRun: true });
  expect(diagnostics.filter((d) => d.severity !== 'warning')).toEqual([]);
  const bundle = JSON.parse(outputs.find((o) => o.path === 'generated/bundle/forms.json')!.content);
  const ajv = createAjv('draft-07', { allErrors: true, strict: false });
  for (const form of bundle.forms) validators[form.id] = ajv.compile(form.schema);
  vi.stubGlobal('fetch', () => Promise.resolve(Response.json(bundle)));
  await loadFormsBundle();
  vi.unstubAllGlobals();
  for (const ns of ['forms', 'routes']) {
    const texts = JSON.parse(readFileSync(join(FIXTURE, `locales/en/${ns}.json`), 'utf8'));
    i18n.addResourceBundle('en', ns, texts, true, false);
  }
});

function renderFormRoute(handlers: Handlers, route = formRoute()) {
  const state = { session: { user: { id: 5 } }, site: null } as unknown as SignedInState;
  return renderPage(
    <SignedInContext.Provider value={state}>
      <CurrentRouteContext.Provider value={route as never}>
        <FormRoutePage />
      </CurrentRouteContext.Provider>
    </SignedInContext.Provider>,
    { handlers },
  );
}

describe('a route that shows a form', () => {
  it('shows the route title and the form, opened with the saved answer', async () => {
    renderFormRoute({
      [`GET ${ANSWERS}`]: { body: { success: true, answers: { teamSize: 'small' } } },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Team profile' })).toBeTruthy();
    const small = await screen.findByRole('radio', { name: 'small' });
    expect((small as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText('Team size')).toBeTruthy();
    const { violations } = await axe.run(document.body, {
      rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
    });
    expect(violations.map((v) => v.id)).toEqual([]);
  });

  it('saves the answer with the stored-answers call and says so', async () => {
    const user = userEvent.setup();
    const { calls } = renderFormRoute({
      [`GET ${ANSWERS}`]: { body: { success: true, answers: {} } },
      [`PUT ${ANSWERS}`]: { body: { success: true } },
      'GET /api/v1/users/5/app-state': { body: { success: true, app_state_settings: [] } },
    });
    await user.click(await screen.findByRole('radio', { name: 'large' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('status')).textContent).toBe('Saved.');
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([
      { method: 'PUT', path: ANSWERS, body: { teamSize: 'large' } },
    ]);
  });

  it('shows a refusal naming the field under that field, in the form’s own words', async () => {
    const user = userEvent.setup();
    renderFormRoute({
      [`GET ${ANSWERS}`]: { body: { success: true, answers: {} } },
      [`PUT ${ANSWERS}`]: {
        status: 400,
        body: { error: 'form_enum', message: 'refused', field: 'teamSize' },
      },
    });
    await user.click(await screen.findByRole('radio', { name: 'solo' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Choose one of the options')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says a failure that names no field where the form is', async () => {
    const user = userEvent.setup();
    renderFormRoute({
      [`GET ${ANSWERS}`]: { body: { success: true, answers: {} } },
      [`PUT ${ANSWERS}`]: { status: 500 },
    });
    await user.click(await screen.findByRole('radio', { name: 'solo' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Something went wrong. Please try again.',
    );
  });

  it('offers Try again when the saved answers cannot be read, then shows the form', async () => {
    const user = userEvent.setup();
    let failures = 1;
    renderFormRoute({
      [`GET ${ANSWERS}`]: () =>
        failures-- > 0 ? { status: 500 } : { body: { success: true, answers: {} } },
    });
    expect((await screen.findByRole('alert')).textContent).toContain('This could not be loaded.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('radio', { name: 'large' })).toBeTruthy();
  });

  it('opens the placeholder for a form this build has no validator for', () => {
    const route = { ...formRoute(), shows: { form: 'no-such-form' } };
    renderFormRoute({}, route);
    expect(screen.getByTestId('placeholder-page')).toBeTruthy();
  });
});
