/**
 * The user's app-state in the browser (product.md#calls GET/POST /api/v1/users/{userId}/app-state, product.md#constants-and-limits
 * "app-state … 1 hour"): every guide surface, the sidebar's get-started badge and the get-started
 * page read the ONE query (generated getAppStateQueryOptions: staleTime 1 h), so a write shows
 * everywhere at once. product.md#errors "Failed to fetch app-state when success is not true; swallowed (empty)
 * unless the caller asks to throw" is the generated client's (getAppState onFailure: swallow →
 * { success: false, app_state_settings: [] }); readers here treat that answer as "not known" and
 * show no guide rather than a wrong one.
 *
 * Writes are optimistic: the cache takes the new values at once, the POSTs follow; a failed POST
 * puts the old values back and says so in a danger toast (translated, guides:state.save-failed).
 * No UI library here: the first page's sidebar uses it for the get-started item's dismissal.
 */
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import i18n from 'i18next';
import { useCallback } from 'react';
import { getAppStateQueryOptions, saveAppState } from '../../../../../generated/api/client';
import type { AppStateList, AppStateSetting } from '../../../../../generated/types';
import { showToast } from '../../../core/toasts/toasts';
import { useSignedIn } from '../../context';
import { withoutSetting, withSetting } from './appStateValues';

/** The app-state query of the signed-in user; `settings` only when the call succeeded. */
export function useAppState(enabled = true): {
  settings: readonly AppStateSetting[] | undefined;
  /** The answer came and says success (else: loading, or the swallowed product.md#errors failure). */
  ready: boolean;
} {
  const { session } = useSignedIn();
  const query = useQuery({ ...getAppStateQueryOptions({ userId: session.user.id }), enabled });
  const ok = query.data?.success === true;
  return { settings: ok ? query.data!.app_state_settings : undefined, ready: ok };
}

/**
 * Saves settings optimistically (see above). Resolves true when every POST succeeded, false
 * after a rollback (the toast is already shown).
 */
export async function saveAppStateOptimistic(
  queryClient: QueryClient,
  userId: number,
  settings: readonly AppStateSetting[],
): Promise<boolean> {
  const key = getAppStateQueryOptions({ userId }).queryKey;
  // A refetch in flight would overwrite the optimistic values with the old ones.
  await queryClient.cancelQueries({ queryKey: key });
  const before = queryClient.getQueryData<AppStateList>(key)?.app_state_settings ?? [];
  queryClient.setQueryData<AppStateList>(key, (old) => ({
    success: old?.success ?? true,
    app_state_settings: settings.reduce(withSetting, [...(old?.app_state_settings ?? [])]),
  }));
  try {
    // One value per call (product.md#calls); in order, so a later write of the same slot wins on the server too.
    for (const body of settings) await saveAppState({ userId, body });
    return true;
  } catch {
    queryClient.setQueryData<AppStateList>(key, (old) =>
      old
        ? {
            ...old,
            app_state_settings: settings.reduce(
              (list, s) => withoutSetting(list, s, before),
              [...old.app_state_settings],
            ),
          }
        : old,
    );
    // The guides namespace may not be loaded where this runs (the first page's sidebar).
    await i18n.loadNamespaces('guides').catch(() => undefined);
    showToast({ tone: 'danger', text: i18n.t('guides:state.save-failed') });
    return false;
  }
}

/** `save(settings)` for the signed-in user (saveAppStateOptimistic). */
export function useSaveAppState(): (settings: readonly AppStateSetting[]) => Promise<boolean> {
  const queryClient = useQueryClient();
  const { session } = useSignedIn();
  const userId = session.user.id;
  return useCallback(
    (settings) => saveAppStateOptimistic(queryClient, userId, settings),
    [queryClient, userId],
  );
}
