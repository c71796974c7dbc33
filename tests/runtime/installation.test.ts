/**
 * Installation as one fact of the site: the pure rule (installed = the site has last data; the
 * site query polls until then; a flip is seen between two answers for the same site) and what a
 * tab asks again when it learns the flip, driven with a real QueryClient.
 */
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { apiKeys } from '../../generated/api/client';
import {
  becameInstalled,
  INSTALL_POLL_MS,
  installPollInterval,
  isInstalled,
} from '../../runtime/rules/tracking/installation';
import {
  installedMessage,
  installedSiteOf,
  refreshInstalled,
  refreshUsage,
} from '../../runtime/app/signedIn/installation/installationSync';

const DATA = { timestamp: 1_700_000_000, hoursSince: 0 };

describe('the rule', () => {
  it('installed means the tracking code sent data at least once, however long ago', () => {
    expect(isInstalled(null)).toBe(false);
    expect(isInstalled(undefined)).toBe(false);
    expect(isInstalled(DATA)).toBe(true);
    expect(isInstalled({ ...DATA, hoursSince: 500 })).toBe(true);
  });

  it('the site query polls while not installed (or not known yet), never after', () => {
    expect(installPollInterval(null, INSTALL_POLL_MS)).toBe(INSTALL_POLL_MS);
    expect(installPollInterval(undefined, 1_000)).toBe(1_000);
    expect(installPollInterval(DATA, INSTALL_POLL_MS)).toBe(false);
  });

  it('the poll is no slower than the sessions in progress (10 s)', () => {
    expect(INSTALL_POLL_MS).toBeLessThanOrEqual(10_000);
  });

  it('a flip is "not installed" then "installed" for the same site', () => {
    const before = { id: 1, lastData: null };
    expect(becameInstalled(before, { id: 1, lastData: DATA })).toBe(true);
    expect(becameInstalled(before, { id: 2, lastData: DATA })).toBe(false);
    expect(becameInstalled(undefined, { id: 1, lastData: DATA })).toBe(false);
    expect(becameInstalled({ id: 1, lastData: DATA }, { id: 1, lastData: DATA })).toBe(false);
    expect(becameInstalled(before, { id: 1, lastData: null })).toBe(false);
    expect(becameInstalled(before, undefined)).toBe(false);
  });
});

describe('what a tab asks again', () => {
  let client: QueryClient;
  afterEach(() => client.clear());

  function seeded(siteId: number, other: number) {
    client = new QueryClient();
    const keys = [
      apiKeys.getSite({ accountId: 7, siteId }),
      apiKeys.getMonthlySessions({ siteId }),
      apiKeys.listSessionsInProgress({ siteId, select_random: 1 }),
      apiKeys.getSite({ accountId: 7, siteId: other }),
      apiKeys.getMonthlySessions({ siteId: other }),
    ];
    for (const key of keys) client.setQueryData(key, {});
    const stale = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated === true;
    return { keys, stale };
  }

  it('sessions arrived: the usage of that site only', async () => {
    const { keys, stale } = seeded(1, 2);
    await refreshUsage(client, 1);
    expect(keys.map(stale)).toEqual([false, true, false, false, false]);
  });

  it('installed, seen here: usage and sessions in progress; the site is already fresh', async () => {
    const { keys, stale } = seeded(1, 2);
    await refreshInstalled(client, 1, { site: false });
    expect(keys.map(stale)).toEqual([false, true, true, false, false]);
  });

  it('installed, told by another tab: the site too, under any account key', async () => {
    const { keys, stale } = seeded(1, 2);
    await refreshInstalled(client, 1, { site: true });
    expect(keys.map(stale)).toEqual([true, true, true, false, false]);
  });

  it('channel messages: only well-formed site ids count', () => {
    expect(installedSiteOf(installedMessage(12))).toBe(12);
    for (const data of [null, 12, { installed: '12' }, { installed: -1 }, { installed: 1.5 }, {}])
      expect(installedSiteOf(data)).toBeUndefined();
  });
});
