/**
 * The top bar's `trial-entry` widget (product.md#roles-and-permissions "trial entry point", a feature gate;
 * "cross-sell and standalone modes hide trial entry"): a link to the plans page (/checkout).
 * Where it shows is the menu item's gate (top-bar.yaml: access predicate shows-trial-entry);
 * this also hides it when the checkout's own route gate would refuse the account, so it never
 * leads to a page the user may not open.
 */
import { Link } from 'react-router';
import { pathTo, routes } from '../../../../generated/routes';
import { evaluateGate } from '../../../rules/gates/evaluateGate';
import { useSignedIn } from '../context';
import './trialEntry.css';

const CHECKOUT = 'billing.checkout';

export function TrialEntryWidget({ label }: { label: string }) {
  const { bundles, gateContext } = useSignedIn();
  const gate = routes[CHECKOUT].gate;
  if (gate && !evaluateGate(gate, gateContext, bundles.access).allowed) return null;
  return (
    <li>
      <Link to={pathTo(CHECKOUT)} className="button-primary trial-entry" data-widget="trial-entry">
        {label}
      </Link>
    </li>
  );
}
