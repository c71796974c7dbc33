/**
 * The help menu's product-updates counter (product.md#screens-and-routes "Help menu: … product updates with
 * counter"): the menu item whose manifest badge is `{ kind: counter, source: product-updates }`
 * shows how many declared updates (manifests/app.yaml) the user has not seen, and following it
 * marks them all seen (POST …/product-updates/seen; the date is kept in app-state). Part of the
 * help menu's chunk (signedIn/popovers/MenuPanel.tsx), asked when the menu is first opened.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import {
  apiKeys,
  listProductUpdatesQueryOptions,
  markProductUpdatesSeenMutationOptions,
} from '../../../generated/api/client';
import type { ResolvedItem } from '../../rules/menus/resolveMenu';
import { useSignedIn } from '../signedIn/context';

export const PRODUCT_UPDATES_SOURCE = 'product-updates';

export const countsProductUpdates = (item: ResolvedItem) =>
  item.badge?.kind === 'counter' && item.badge.source === PRODUCT_UPDATES_SOURCE;

/** The unseen count (undefined until known) and what marks them seen. */
export function useProductUpdates(enabled: boolean) {
  const { session } = useSignedIn();
  const userId = session.user.id;
  const client = useQueryClient();
  const list = useQuery({ ...listProductUpdatesQueryOptions({ userId }), enabled });
  const seen = useMutation({
    ...markProductUpdatesSeenMutationOptions(),
    onSuccess: (answer) => client.setQueryData(apiKeys.listProductUpdates({ userId }), answer),
  });
  return {
    unseen: list.data?.unseen,
    markSeen: () => {
      if (list.data?.unseen) seen.mutate({ userId });
    },
  };
}

/**
 * The number after the label, and the sentence the item is described by (`id`). Its own
 * Suspense: the support texts load with the first count, and suspending the whole menu would
 * close it.
 */
export function UnseenBadge({ count, id }: { count: number; id: string }) {
  const number = (
    <span className="menu-badge" aria-hidden="true" data-testid="product-updates-count">
      {count > 9 ? '9+' : count}
    </span>
  );
  return (
    <>
      {number}
      <Suspense fallback={<span hidden id={id} />}>
        <UnseenDescription count={count} id={id} />
      </Suspense>
    </>
  );
}

function UnseenDescription({ count, id }: { count: number; id: string }) {
  const { t } = useTranslation('support');
  // Hidden, so not part of the item's name; aria-describedby still reads it.
  return (
    <span hidden id={id}>
      {t('support:updates.unseen', { count })}
    </span>
  );
}
