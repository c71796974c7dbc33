/** `/cancel-subscription` (product.md#screens-and-routes): cancel a paid subscription at the end of its period. */
import { cancelSubscription } from '../../../generated/api/client';
import { SubscriptionActionPage } from './SubscriptionActionPage';

export default function CancelSubscriptionPage() {
  return (
    <SubscriptionActionPage
      action={{
        texts: 'cancel',
        fits: (s) => s.status === 'active' && s.currentPeriodEnd !== null,
        run: cancelSubscription,
      }}
    />
  );
}
