/**
 * The register page's headline and sign-up button follow the visitor's assigned variant when an
 * experiment declares texts for them (a fixture access bundle, not the real manifest): the
 * treatment sees its keys' texts, the control keeps the usual ones.
 */
import { screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AccessBundle } from '../../../contracts/access';
import { ANONYMOUS_ID_COOKIE } from '../../../contracts/cookies';
import { seedShellBundles } from '../../../runtime/app/core/bundles/shellBundles';
import RegisterPage from '../../../runtime/app/signup/RegisterPage';
import app from '../../../generated/bundle/app.json';
import menus from '../../../generated/bundle/menus.json';
import english from '../../../locales/en/forms.json';
import { loadForms, renderPage } from '../render';

const ANONYMOUS_ID = 'anon-12345678';
/** The first render of the page loads its chunks: slower than testing-library's 1 s default. */
const SLOW = { timeout: 5000 };

const access: AccessBundle = {
  permissions: [],
  signupPermissions: [],
  variants: [],
  flags: {},
  predicates: {},
  hiddenFeatures: {},
  experiments: {
    signup_page_revamp: {
      variants: ['control', 'treatment'],
      control: 'control',
      lookup: 'anonymous',
      // Keys the locale files have, so the texts are real: the login form's title and button.
      texts: {
        'register.headline': { treatment: 'forms:login.title' },
        'register.submit': { treatment: 'forms:login.submit' },
      },
    },
  },
};

function renderFor(variant: string) {
  return renderPage(<RegisterPage />, {
    path: '/register',
    handlers: {
      'GET /api/v1/settings': { body: { ssoProviders: [] } },
      'GET /api/v1/register/source': { status: 404, body: { error: 'not_found', message: '-' } },
      [`GET /api/v1/experiments/anonymous/${ANONYMOUS_ID}`]: {
        body: { assignments: [{ name: 'signup_page_revamp', variant }] },
      },
    },
  });
}

beforeAll(loadForms);
beforeEach(() => {
  seedShellBundles({
    menus,
    access,
    constants: app.constants,
    languages: app.languages,
  } as unknown as Parameters<typeof seedShellBundles>[0]);
  document.cookie = `${ANONYMOUS_ID_COOKIE}=${ANONYMOUS_ID}`;
});
afterEach(() => {
  document.cookie = `${ANONYMOUS_ID_COOKIE}=; max-age=0`;
});

describe('register page texts set by an experiment', () => {
  it('shows the treatment its headline and button', async () => {
    renderFor('treatment');
    expect(
      await screen.findByRole('heading', { level: 1, name: english.login.title }, SLOW),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: english.login.submit })).toBeTruthy();
  });

  it('keeps the usual headline and button for the control', async () => {
    renderFor('control');
    expect(
      await screen.findByRole('heading', { level: 1, name: english.register.title }, SLOW),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: english.register.submit })).toBeTruthy();
  });
});
