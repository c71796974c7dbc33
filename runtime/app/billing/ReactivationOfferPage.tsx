/**
 * `/reactivation-offer/{offerKey}` (product.md#screens-and-routes): a cancelled subscription back on the allowance it
 * had. The offer key of the link is kept with the subscription (which campaign brought it back).
 */
import { useParams } from 'react-router';
import { reactivateSubscription } from '../../../generated/api/client';
import { SubscriptionActionPage } from './SubscriptionActionPage';

export default function ReactivationOfferPage() {
  const { offerKey = '' } = useParams();
  return (
    <SubscriptionActionPage
      action={{
        texts: 'reactivation',
        fits: (s) => s.status === 'cancelled',
        run: (input) => reactivateSubscription({ ...input, body: { offerKey } }),
      }}
    />
  );
}
