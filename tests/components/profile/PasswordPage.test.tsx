import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import forms from '../../../generated/bundle/forms.json';
import { Toaster } from '../../../runtime/app/core/toasts/Toaster';
import PasswordPage from '../../../runtime/app/profile/PasswordPage';
import { SignedInContext, type SignedInState } from '../../../runtime/app/signedIn/context';
import { loadForms, renderPage, type Handlers } from '../render';

const PUT = 'PUT /api/v1/users/5/password';
// The shortest new password the form accepts is the manifest's, not a number of this test.
const MIN = (
  forms.forms.find((form) => form.id === 'password')!.schema.properties.newPassword as {
    minLength: number;
  }
).minLength;

function renderPassword(handlers: Handlers = {}) {
  const state = { session: { user: { id: 5 } }, site: null } as unknown as SignedInState;
  const rendered = renderPage(
    <SignedInContext.Provider value={state}>
      <PasswordPage />
      <Toaster />
    </SignedInContext.Provider>,
    {
      handlers: {
        'GET /api/v1/users/5/app-state': { body: { success: true, app_state_settings: [] } },
        ...handlers,
      },
    },
  );
  expect(screen.getByRole('heading', { name: 'Change password' })).toBeTruthy();
  return rendered;
}

/** The inline message under a field: what its input's aria-describedby points at. */
function messageOf(label: string): string {
  const input = screen.getByLabelText(new RegExp(`^${label}`));
  const ids = input.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

async function fill(user: ReturnType<typeof userEvent.setup>, values: [string, string][]) {
  for (const [label, value] of values)
    await user.type(screen.getByLabelText(new RegExp(`^${label}`)), value);
  await user.click(screen.getByRole('button', { name: 'Update password' }));
}

beforeAll(loadForms);

describe('password page', () => {
  it('refuses a short new password and a different confirmation inline, sending nothing', async () => {
    const user = userEvent.setup();
    const { calls } = renderPassword();
    const short = 'x'.repeat(MIN - 1);
    await fill(user, [
      ['Current password', 'old-secret'],
      ['New password', short],
      ['Confirm new password', 'y'.repeat(MIN)],
    ]);
    expect(messageOf('New password')).toContain(`Use at least ${MIN} characters`);
    expect(messageOf('Confirm new password')).toContain('The passwords do not match');
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);
  });

  it('says a wrong current password under that field, and drops it once the field is edited', async () => {
    const user = userEvent.setup();
    renderPassword({
      [PUT]: {
        status: 400,
        body: { error: 'wrong_password', message: 'wrong', field: 'currentPassword' },
      },
    });
    const fresh = 'n'.repeat(MIN);
    await fill(user, [
      ['Current password', 'not-it'],
      ['New password', fresh],
      ['Confirm new password', fresh],
    ]);
    expect(await screen.findByText('This is not your current password')).toBeTruthy();
    expect(messageOf('Current password')).toContain('This is not your current password');
    await user.type(screen.getByLabelText(/^Current password/), '!');
    expect(screen.queryByText('This is not your current password')).toBeNull();
  });

  it('sends the three fields and says the password changed', async () => {
    const user = userEvent.setup();
    const { calls } = renderPassword({ [PUT]: { status: 204 } });
    const fresh = 'n'.repeat(MIN);
    await fill(user, [
      ['Current password', 'old-secret'],
      ['New password', fresh],
      ['Confirm new password', fresh],
    ]);
    expect((await screen.findByRole('status')).textContent).toContain('Your password was changed.');
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      currentPassword: 'old-secret',
      newPassword: fresh,
      passwordConfirmation: fresh,
    });
    expect((screen.getByLabelText(/^New password/) as HTMLInputElement).value).toBe('');
  });
});
