import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SignedInContext, type SignedInState } from '../../../runtime/app/signedIn/context';
import TeamListPage from '../../../runtime/app/team/TeamListPage';
import { renderPage, type Handlers } from '../render';

const ME = 1;
const MEMBERS = '/api/v1/organizations/5/members';

function renderTeam(access: 'read' | 'write' | 'admin', handlers: Handlers = {}) {
  // The page reads only the signed-in user's id from the scope.
  const state = { session: { user: { id: ME } }, siteStatus: 'none' } as SignedInState;
  return renderPage(
    <SignedInContext.Provider value={state}>
      <TeamListPage />
    </SignedInContext.Provider>,
    {
      handlers: {
        [`GET /api/v1/users/${ME}/organizations`]: {
          body: [{ id: 5, name: 'Acme', access, sites: [], admins: [] }],
        },
        [`GET ${MEMBERS}`]: {
          body: [
            { userId: ME, name: 'Ada', email: 'ada@example.com', access: 'admin' },
            { userId: 2, name: 'Bob', email: 'bob@example.com', access: 'read' },
          ],
        },
        'GET /api/v1/organizations/5/invitations': { body: [] },
        ...handlers,
      },
    },
  );
}

describe('team list', () => {
  it('lets an admin change a member’s access with a PUT', async () => {
    const user = userEvent.setup();
    const { calls } = renderTeam('admin', { [`PUT ${MEMBERS}/2`]: { status: 204 } });
    await user.selectOptions(await screen.findByLabelText('Access of Bob'), 'write');
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PUT')).toMatchObject({
        path: `${MEMBERS}/2`,
        body: { access: 'write' },
      }),
    );
  });

  it('asks in a dialog before removing, and offers no Remove on the own row', async () => {
    const user = userEvent.setup();
    const { calls } = renderTeam('admin', { [`DELETE ${MEMBERS}/2`]: { status: 204 } });
    await screen.findByLabelText('Access of Bob');
    expect(screen.queryByRole('button', { name: 'Remove Ada' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Remove Bob' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Bob?' });
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
      `${MEMBERS}/2`,
    ]);
  });

  it('says when the server refuses to demote the last admin', async () => {
    const user = userEvent.setup();
    renderTeam('admin', {
      [`PUT ${MEMBERS}/1`]: { status: 409, body: { error: 'last_admin', message: 'last admin' } },
    });
    await user.selectOptions(await screen.findByLabelText('Access of Ada'), 'read');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The organization needs at least one admin.',
    );
  });

  it('shows other members the roles as text, without controls', async () => {
    renderTeam('read');
    const table = await screen.findByTestId('team-members');
    expect(within(table).getByText('Bob').closest('tr')?.textContent).toContain('Read');
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.queryByRole('button', { name: /Remove/ })).toBeNull();
  });

  it('offers Try again when the members fail to load', async () => {
    const user = userEvent.setup();
    let failures = 1;
    renderTeam('read', {
      [`GET ${MEMBERS}`]: () =>
        failures-- > 0
          ? { status: 503 }
          : { body: [{ userId: 2, name: 'Bob', email: 'bob@example.com', access: 'read' }] },
    });
    expect((await screen.findByRole('alert')).textContent).toContain(
      'The team could not be loaded.',
    );
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('bob@example.com')).toBeTruthy();
  });
});
