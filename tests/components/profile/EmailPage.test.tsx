import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { Toaster } from '../../../runtime/app/core/toasts/Toaster';
import EmailPage from '../../../runtime/app/profile/EmailPage';
import { SignedInContext, type SignedInState } from '../../../runtime/app/signedIn/context';
import { loadForms, renderPage, type Handlers } from '../render';

const EMAIL = '/api/v1/users/5/email';

function renderEmail(handlers: Handlers = {}) {
  const state = {
    session: { user: { id: 5, email: 'old@example.test' } },
  } as unknown as SignedInState;
  return renderPage(
    <SignedInContext.Provider value={state}>
      <EmailPage />
      <Toaster />
    </SignedInContext.Provider>,
    { handlers: { [`GET ${EMAIL}`]: { body: { pendingEmail: null } }, ...handlers } },
  );
}

/** The inline message under a field: what its input's aria-describedby points at. */
function messageOf(label: RegExp): string {
  const ids = screen.getByLabelText(label).getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

async function submit(user: ReturnType<typeof userEvent.setup>, email: string, password: string) {
  if (email) await user.type(screen.getByLabelText(/^New email/), email);
  if (password) await user.type(screen.getByLabelText(/^Current password/), password);
  await user.click(screen.getByRole('button', { name: 'Update email' }));
}

beforeAll(loadForms);

describe('email page', () => {
  it('refuses a malformed address and a missing password inline, sending nothing', async () => {
    const user = userEvent.setup();
    const { calls } = renderEmail();
    expect(screen.getByTestId('current-email').textContent).toContain('old@example.test');
    await submit(user, 'not-an-address', '');
    expect(messageOf(/^New email/)).toContain('Enter a valid email address');
    expect(messageOf(/^Current password/)).toContain('This field is required');
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);
  });

  it('says a wrong password under the password field and a taken address under the email', async () => {
    const user = userEvent.setup();
    let answer = { error: 'wrong_password', field: 'currentPassword' };
    renderEmail({ [`PUT ${EMAIL}`]: () => ({ status: 400, body: { ...answer, message: 'no' } }) });
    await submit(user, 'new@example.test', 'not-it');
    expect(await screen.findByText('This is not your current password')).toBeTruthy();
    expect(messageOf(/^Current password/)).toContain('This is not your current password');

    answer = { error: 'email_taken', field: 'newEmail' };
    await user.type(screen.getByLabelText(/^Current password/), '!');
    await user.click(screen.getByRole('button', { name: 'Update email' }));
    expect(await screen.findByText('Another account already uses this email address')).toBeTruthy();
    expect(messageOf(/^New email/)).toContain('Another account already uses this email address');
    expect(screen.queryByText('This is not your current password')).toBeNull();
  });

  it('sends the address and password, then says where the link went', async () => {
    const user = userEvent.setup();
    const { calls } = renderEmail({
      [`PUT ${EMAIL}`]: { body: { pendingEmail: 'new@example.test' } },
    });
    await submit(user, 'new@example.test', 'secret');
    expect((await screen.findByTestId('pending-email')).textContent).toBe(
      'We sent a link to new@example.test; your address changes when you open it.',
    );
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      newEmail: 'new@example.test',
      currentPassword: 'secret',
    });
    // The sign-in address stays the old one until the link is opened.
    expect(screen.getByTestId('current-email').textContent).toContain('old@example.test');
  });
});
