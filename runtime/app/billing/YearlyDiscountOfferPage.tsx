/**
 * `/yearly-discount-offer` (product.md#screens-and-routes): switch a monthly paid subscription to annual billing at the
 * catalog's annual price (ten months for a year, products.yaml pricingRules).
 */
import { acceptYearlyDiscount } from '../../../generated/api/client';
import { SubscriptionActionPage } from './SubscriptionActionPage';

export default function YearlyDiscountOfferPage() {
  return (
    <SubscriptionActionPage
      action={{
        texts: 'yearly',
        fits: (s) =>
          s.status === 'active' &&
          s.billingCycle === 'monthly' &&
          (s.price ?? 0) > 0 &&
          s.currentPeriodEnd !== null,
        run: acceptYearlyDiscount,
      }}
    />
  );
}
