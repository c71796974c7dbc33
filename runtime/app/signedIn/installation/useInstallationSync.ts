/**
 * Keeps installation one fact across the pages and tabs of this browser. The shared site query
 * (useCurrentSite.ts) polls while the site has no data; when an answer flips the site to
 * installed, this tab sets the post-install flag, asks for the usage and sessions again, and
 * tells the other tabs at once over a BroadcastChannel, so they need not wait for their poll.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { Site } from '../../../../generated/types';
import { becameInstalled, type SiteSighting } from '../../../rules/tracking/installation';
import { setPostInstallFlag } from '../../dashboard/postInstallFlag';
import {
  INSTALLATION_CHANNEL,
  installedMessage,
  installedSiteOf,
  refreshInstalled,
} from './installationSync';

function openChannel(): BroadcastChannel | undefined {
  return typeof BroadcastChannel === 'function'
    ? new BroadcastChannel(INSTALLATION_CHANNEL)
    : undefined;
}

export function useInstallationSync(site: Site | undefined): void {
  const queryClient = useQueryClient();
  const channel = useRef<BroadcastChannel | undefined>(undefined);
  /** Sites another tab already announced: no echo back. */
  const heard = useRef(new Set<number>());
  const seen = useRef<SiteSighting | undefined>(undefined);

  useEffect(() => {
    const opened = openChannel();
    channel.current = opened;
    if (opened)
      opened.onmessage = (event: MessageEvent) => {
        const siteId = installedSiteOf(event.data);
        if (siteId === undefined) return;
        heard.current.add(siteId);
        void refreshInstalled(queryClient, siteId, { site: true });
      };
    return () => {
      opened?.close();
      channel.current = undefined;
    };
  }, [queryClient]);

  const id = site?.id;
  const lastData = site?.lastData;
  useEffect(() => {
    const now = id === undefined ? undefined : { id, lastData };
    const flipped = becameInstalled(seen.current, now);
    seen.current = now;
    if (!flipped || id === undefined) return;
    setPostInstallFlag(id);
    void refreshInstalled(queryClient, id, { site: false });
    if (!heard.current.has(id)) channel.current?.postMessage(installedMessage(id));
  }, [id, lastData, queryClient]);
}
