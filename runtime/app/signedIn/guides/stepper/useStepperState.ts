/**
 * Where a stepper guide keeps its state (manifest `state`; product.md#records-and-their-fields "heatmap_guides_step and
 * survey_guides_step hold the current step number", product.md#states-and-transitions "Current step is persisted", the
 * dismissal key): read from the user's one app-state query and written optimistically through
 * the guide state layer (../state/useAppState.ts: a failed save rolls back with a toast).
 */
import { useCallback } from 'react';
import type { Guide } from '../../../../rules/guides/types';
import { stateKeyOf, stateSetting, stateValue } from '../state/appStateValues';
import { useAppState, useSaveAppState } from '../state/useAppState';
import {
  DISMISSED_VALUE,
  isDismissedValue,
  storedStepIndex,
  storedStepValue,
} from './stepperRules';

export interface StepperState {
  /** The app-state answer is known (else: loading, or the swallowed product.md#errors failure). */
  ready: boolean;
  /** 0-based index of the current step. */
  index: number;
  setIndex: (index: number) => void;
  dismissed: boolean;
  /** Stores the dismissal (guides that declare one). */
  dismiss: () => Promise<boolean>;
}

export function useStepperState(
  guide: Pick<Guide, 'state'>,
  total: number,
  siteId: number | undefined,
): StepperState {
  const { settings, ready } = useAppState();
  const save = useSaveAppState();
  const stepKey = stateKeyOf(guide, 'current-step');
  const dismissedKey = stateKeyOf(guide, 'dismissed');
  const index = storedStepIndex(
    settings && stepKey ? stateValue(settings, stepKey, siteId) : undefined,
    total,
  );
  const dismissed =
    settings !== undefined &&
    dismissedKey !== undefined &&
    isDismissedValue(stateValue(settings, dismissedKey, siteId));

  const setIndex = useCallback(
    (next: number) => {
      if (stepKey) void save([stateSetting(stepKey, siteId, storedStepValue(next))]);
    },
    [save, stepKey, siteId],
  );
  const dismiss = useCallback(
    () =>
      dismissedKey
        ? save([stateSetting(dismissedKey, siteId, DISMISSED_VALUE)])
        : Promise.resolve(true),
    [save, dismissedKey, siteId],
  );
  return { ready, index, setIndex, dismissed, dismiss };
}
