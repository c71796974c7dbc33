/** `/revert-cancellation` (product.md#screens-and-routes): keep a subscription that is being cancelled. */
import { revertSubscriptionCancellation } from '../../../generated/api/client';
import { SubscriptionActionPage } from './SubscriptionActionPage';

export default function RevertCancellationPage() {
  return (
    <SubscriptionActionPage
      action={{
        texts: 'revert',
        fits: (s) => s.status === 'cancelling',
        run: revertSubscriptionCancellation,
      }}
    />
  );
}
