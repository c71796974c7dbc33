import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { apiKeys } from '../../../generated/api/client';
import type { Notification } from '../../../generated/types';
import { setTrackSink } from '../../../runtime/app/core/analytics/track';
import { SignedInContext, type SignedInState } from '../../../runtime/app/signedIn/context';
import NotificationCenter from '../../../runtime/app/signedIn/guides/notifications/NotificationCenter';
import { renderPage } from '../render';

const LIST = 'GET /api/v1/users/5/notifications';
const SEEN = 'POST /api/v1/users/5/notifications/seen';

function note(id: number, seenAt: number | null): Notification {
  return {
    id,
    kind: 'tracking-installed',
    params: { site: `site-${id}.example`, siteId: String(id) },
    createdAt: 1_700_000_000 + id,
    seenAt,
  };
}

function renderCenter(notifications: Notification[]) {
  const state = {
    session: { user: { id: 5 } },
    bundles: { constants: { layout: { floatingWidgetBreakpointPx: 1400 } } },
  } as unknown as SignedInState;
  const unseen = notifications.filter((n) => n.seenAt === null).length;
  return renderPage(
    <SignedInContext.Provider value={state}>
      <NotificationCenter />
    </SignedInContext.Provider>,
    {
      handlers: {
        [LIST]: { body: { notifications, unseen } },
        // The server answers with the list as it is now: every one of them seen.
        [SEEN]: () => ({
          body: {
            notifications: notifications.map((n) => ({ ...n, seenAt: 1_800_000_000 })),
            unseen: 0,
          },
        }),
      },
    },
  );
}

const newMarks = (text: string) =>
  within(screen.getByText(text, { exact: false }).closest('li')!).queryByText('New');

afterEach(() => setTrackSink());

describe('notification center', () => {
  it('marks the unseen ones it shows seen, and keeps their New mark while open', async () => {
    setTrackSink(() => undefined);
    const { calls, queryClient } = renderCenter([
      note(3, null),
      note(2, 1_750_000_000),
      note(1, null),
    ]);
    const list = await screen.findByRole('list', { name: 'Latest notifications' });
    await waitFor(() => expect(calls.some((call) => call.path.endsWith('/seen'))).toBe(true));
    expect(calls.find((call) => call.path.endsWith('/seen'))?.body).toEqual({ ids: [3, 1] });
    // The cache now holds the server's answer (all seen), yet the marks stay.
    await waitFor(() =>
      expect(
        queryClient.getQueryData<{ unseen: number }>(apiKeys.listNotifications({ userId: 5 }))
          ?.unseen,
      ).toBe(0),
    );
    expect(within(list).getAllByText('New')).toHaveLength(2);
    expect(newMarks('site-3.example')).toBeTruthy();
    expect(newMarks('site-1.example')).toBeTruthy();
    expect(newMarks('site-2.example')).toBeNull();
  });

  it('sends nothing when every notification shown was already seen', async () => {
    setTrackSink(() => undefined);
    const { calls } = renderCenter([note(1, 1_750_000_000)]);
    await screen.findByRole('list', { name: 'Latest notifications' });
    expect(screen.queryByText('New')).toBeNull();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });
});
