import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import AddSitePage from '../../../runtime/app/setup/AddSitePage';
import { SignedInContext, type SignedInState } from '../../../runtime/app/signedIn/context';
import { badRequest, renderPage, type Handlers } from '../render';

const ORGANIZATIONS = 'GET /api/v1/users/5/organizations';
const CREATE = 'POST /api/v1/organizations/3/sites';
const INVALID = 'Enter an http(s) address without spaces, or a host such as example.com';

function renderAddSite(handlers: Handlers) {
  const state = { session: { user: { id: 5 } } } as SignedInState;
  return renderPage(
    <SignedInContext.Provider value={state}>
      <AddSitePage />
    </SignedInContext.Provider>,
    {
      path: '/organizations/3/add-site',
      route: '/organizations/:organizationId/add-site',
      handlers: {
        [ORGANIZATIONS]: {
          body: [{ id: 3, name: 'Harbour Co', access: 'write', sites: [], admins: [] }],
        },
        ...handlers,
      },
    },
  );
}

async function addSite(user: ReturnType<typeof userEvent.setup>, url: string) {
  const field = await screen.findByRole('textbox', { name: 'Site address' });
  await user.clear(field);
  await user.type(field, url);
  await user.click(screen.getByRole('button', { name: 'Add site' }));
  return field;
}

describe('add-site page', () => {
  it('refuses an address with a space inline, sending nothing', async () => {
    const user = userEvent.setup();
    const { calls } = renderAddSite({});
    expect(await screen.findByRole('heading', { name: 'Add your first site' })).toBeTruthy();
    const field = await addSite(user, 'shop example.com');
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe(INVALID);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('aria-describedby')).toContain(alert.id);
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('posts the trimmed address to the organization', async () => {
    const user = userEvent.setup();
    const { calls } = renderAddSite({ [CREATE]: { status: 201, body: { id: 44 } } });
    await addSite(user, '  shop.example.com ');
    // The new site opens on its setup page: this page's heading goes.
    await waitFor(() => expect(screen.queryByRole('heading')).toBeNull());
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      url: 'shop.example.com',
    });
  });

  it('shows the server refusing the address next to the field', async () => {
    const user = userEvent.setup();
    renderAddSite({ [CREATE]: badRequest('url') });
    const field = await addSite(user, 'https://shop.example.com');
    expect((await screen.findByRole('alert')).textContent).toBe(INVALID);
    expect(field.getAttribute('aria-invalid')).toBe('true');
  });
});
