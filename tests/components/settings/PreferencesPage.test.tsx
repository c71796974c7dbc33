import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import PreferencesPage from '../../../runtime/app/settings/PreferencesPage';
import { SignedInContext, type SignedInState } from '../../../runtime/app/signedIn/context';
import { renderPage } from '../render';

const PREFERENCES = '/api/v1/accounts/9/preferences';

describe('preferences page', () => {
  it('offers Try again after a failed load and shows the form with the second answer', async () => {
    const user = userEvent.setup();
    // Without settings the language list holds only the stored language: enough here.
    const state = { session: { account: { id: 9 } }, settings: null } as unknown as SignedInState;
    let failures = 1;
    const { calls } = renderPage(
      <SignedInContext.Provider value={state}>
        <PreferencesPage />
      </SignedInContext.Provider>,
      {
        handlers: {
          [`GET ${PREFERENCES}`]: () =>
            failures-- > 0 ? { status: 500 } : { body: { name: 'Harbour Co', locale: 'en' } },
        },
      },
    );
    expect((await screen.findByRole('alert')).textContent).toContain('This could not be loaded.');
    expect(screen.getByRole('heading', { name: 'Preferences' })).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      ((await screen.findByRole('textbox', { name: 'Account name' })) as HTMLInputElement).value,
    ).toBe('Harbour Co');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(calls.filter((call) => call.path === PREFERENCES)).toHaveLength(2);
  });
});
