import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import OrganizationsPage from '../../../runtime/app/settings/OrganizationsPage';
import { SignedInContext, type SignedInState } from '../../../runtime/app/signedIn/context';
import { renderPage, type Handlers } from '../render';

function renderOrganizations(handlers: Handlers) {
  // Without organizations the page reads only the user's id from the scope.
  const state = { session: { user: { id: 1 } } } as SignedInState;
  return renderPage(
    <SignedInContext.Provider value={state}>
      <OrganizationsPage />
    </SignedInContext.Provider>,
    { handlers },
  );
}

describe('organizations page', () => {
  it('offers Try again after a failed load and shows the answer of the second ask', async () => {
    const user = userEvent.setup();
    let failures = 1;
    const { calls } = renderOrganizations({
      'GET /api/v1/users/1/organizations': () => (failures-- > 0 ? { status: 500 } : { body: [] }),
      'GET /api/v1/settings': { body: { emailDelivery: false } },
    });
    expect((await screen.findByRole('alert')).textContent).toContain('This could not be loaded.');
    expect(screen.getByRole('heading', { name: 'Organizations and sites' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('You are not a member of any organization.')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect((await screen.findByRole('note')).textContent).toContain('does not send e-mail');
    expect(calls.filter((call) => call.path === '/api/v1/users/1/organizations')).toHaveLength(2);
  });
});
