import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Site } from '../../../generated/types';
import SiteSettingsPage from '../../../runtime/app/settings/SiteSettingsPage';
import { SignedInContext, type SignedInState } from '../../../runtime/app/signedIn/context';
import { badRequest, renderPage, type Handlers } from '../render';

const SITE = '/api/v1/sites/7';
const CAPTURE = '/api/v1/sites/7/settings/sessions';

function site(access: 'read' | 'write' | 'admin' = 'admin'): Site {
  return {
    id: 7,
    name: 'Shop',
    url: 'https://shop.example',
    demo: false,
    analyticsAccess: true,
    sessionCaptureMode: 'on',
    account: { id: 1, pictureUrl: null },
    organization: { id: 1, access, users: 2 },
    plan: 'free',
    effectivePlan: 'free',
    created: 1_700_000_000,
    lastData: null,
  };
}

function renderSettings(handlers: Handlers, access?: 'read' | 'write' | 'admin') {
  // The page reads only the site from the signed-in scope.
  const state = { site: site(access), siteStatus: 'ready' } as SignedInState;
  return renderPage(
    <SignedInContext.Provider value={state}>
      <SiteSettingsPage />
    </SignedInContext.Provider>,
    { handlers: { [`GET ${CAPTURE}`]: { body: { sessionCaptureMode: 'on' } }, ...handlers } },
  );
}

describe('site settings', () => {
  it('shows the field named by a 400 under that field', async () => {
    const user = userEvent.setup();
    renderSettings({ [`PATCH ${SITE}`]: badRequest('url') });
    const url = screen.getByLabelText('Site address');
    await user.clear(url);
    await user.type(url, 'shop.example/new');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      expect.stringContaining('Enter an address starting with http://'),
    );
    expect(url.getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByText('Saved.')).toBeNull();
  });

  it('checks the address before sending anything', async () => {
    const user = userEvent.setup();
    const { calls } = renderSettings({});
    const url = screen.getByLabelText('Site address');
    await user.clear(url);
    await user.type(url, 'not an address');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert').textContent).toContain('Enter an address starting with');
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([]);
  });

  it('sends the trimmed values, keeps Save busy meanwhile and says Saved after a 200', async () => {
    const user = userEvent.setup();
    let release: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (release = resolve));
    const { calls } = renderSettings({
      [`PATCH ${SITE}`]: { body: { ...site(), name: 'Shop two' } },
    });
    const name = screen.getByLabelText('Site name');
    await user.clear(name);
    await user.type(name, '  Shop two ');
    const save = screen.getByRole('button', { name: 'Save' });
    // Hold the answer back to see the busy state.
    const realFetch = globalThis.fetch;
    globalThis.fetch = async (...args) => {
      await answered;
      return realFetch(...args);
    };
    await user.click(save);
    await waitFor(() => expect((save as HTMLButtonElement).disabled).toBe(true));
    expect(save.getAttribute('aria-busy')).toBe('true');
    globalThis.fetch = realFetch;
    release();
    expect((await screen.findByText('Saved.')).getAttribute('role')).toBe('status');
    expect((save as HTMLButtonElement).disabled).toBe(false);
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({
      name: 'Shop two',
      url: 'https://shop.example',
    });
  });

  it('shows read access read-only, without Save', async () => {
    renderSettings({}, 'read');
    expect(screen.getByText(/You have read access/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect((screen.getByLabelText('Site name') as HTMLInputElement).readOnly).toBe(true);
  });

  it('offers Try again when the capture setting fails to load, and asks again', async () => {
    const user = userEvent.setup();
    let failures = 1;
    const { calls } = renderSettings({
      [`GET ${CAPTURE}`]: () =>
        failures-- > 0 ? { status: 500 } : { body: { sessionCaptureMode: 'on' } },
    });
    expect((await screen.findByRole('alert')).textContent).toContain('This could not be loaded.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    const capture = await screen.findByRole('switch', { name: 'Capture sessions' });
    expect((capture as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(calls.filter((call) => call.path === CAPTURE)).toHaveLength(2);
  });
});
