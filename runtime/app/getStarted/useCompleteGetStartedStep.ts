/**
 * Marks a step of the get-started page complete for the current site when what it names really
 * happened — called by the page where it happens (a password changed, an invitation sent, an
 * integration connected), never by the step's button, which only opens that page.
 */
import { useCallback } from 'react';
import { GET_STARTED_NAMESPACE } from '../../../contracts/firstRenderAppState';
import { useSignedIn } from '../signedIn/context';
import {
  GET_STARTED_KEY,
  getStartedState,
  serializeGetStartedState,
  type GetStartedStep,
} from '../signedIn/rules/getStartedProgress';
import { useAppState, useSaveAppState } from '../signedIn/guides/state/useAppState';

export function useCompleteGetStartedStep(): (step: GetStartedStep) => void {
  const { settings } = useAppState();
  const save = useSaveAppState();
  const { site } = useSignedIn();
  return useCallback(
    (step) => {
      if (!settings || !site) return;
      const state = getStartedState(settings, site.id);
      if (state.complete[step]) return;
      const next = { ...state, complete: { ...state.complete, [step]: true } };
      void save([
        {
          namespace: GET_STARTED_NAMESPACE,
          key: GET_STARTED_KEY,
          value: serializeGetStartedState(next),
          site_id: site.id,
        },
      ]);
    },
    [settings, site, save],
  );
}
