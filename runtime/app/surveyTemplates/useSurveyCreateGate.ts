/**
 * product.md#roles-and-permissions "Surveys-create also gates start-from-scratch, AI creation and goal entry": whether
 * the signed-in user may create surveys, from the access manifest's gate (not a second rule).
 */
import { evaluateGate } from '../../rules/gates/evaluateGate';
import { useSignedIn } from '../signedIn/context';

export const SURVEYS_CREATE = { permission: 'surveys-create' } as const;

export function useCanCreateSurveys(): boolean {
  const { gateContext, bundles } = useSignedIn();
  return evaluateGate(SURVEYS_CREATE, gateContext, bundles.access).allowed;
}
