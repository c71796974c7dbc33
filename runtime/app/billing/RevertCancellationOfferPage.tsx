/**
 * `/revert-cancellation-offer` (product.md#screens-and-routes): the offer to stay — keep a monthly subscription that is
 * being cancelled and move it to annual billing at the catalog's annual price (ten months for a
 * year, manifests/catalog/products.yaml pricingRules). The product rules name the page, not its offer;
 * no discount of our own is invented.
 */
import {
  acceptYearlyDiscount,
  revertSubscriptionCancellation,
} from '../../../generated/api/client';
import { SubscriptionActionPage } from './SubscriptionActionPage';

export default function RevertCancellationOfferPage() {
  return (
    <SubscriptionActionPage
      action={{
        texts: 'revert-offer',
        fits: (s) => s.status === 'cancelling' && s.billingCycle === 'monthly',
        run: async (input) => {
          await revertSubscriptionCancellation(input);
          return acceptYearlyDiscount(input);
        },
      }}
    />
  );
}
