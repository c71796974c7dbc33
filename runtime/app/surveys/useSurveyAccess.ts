/**
 * Whether the signed-in user may change the current site's surveys (product.md#roles-and-permissions): write or admin
 * access in the site's organization AND the permission surveys-create — the same rule the server
 * enforces (server/src/handlers/surveys.ts), asked through the one gate evaluator. Read-only
 * users see the surveys read-only; the server's 403 stays the judge.
 */
import type { Gate } from '../../../contracts/gates';
import { evaluateGate } from '../../rules/gates/evaluateGate';
import { useSignedIn } from '../signedIn/context';

export const EDIT_SURVEYS_GATE: Gate = {
  all: [{ permission: 'surveys-create' }, { orgAccess: ['write', 'admin'] }],
};

export function useCanEditSurveys(): boolean {
  const { gateContext, bundles } = useSignedIn();
  return evaluateGate(EDIT_SURVEYS_GATE, gateContext, bundles.access).allowed;
}
