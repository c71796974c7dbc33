/**
 * Prices and allowances as the billing pages show them, in the user's language (Intl): a price in
 * its currency without cents (the catalog's prices are whole, products.yaml roundTo 1), and the
 * allowance of a step by the quota its product is measured in (products.yaml `stepQuota`:
 * monthly responses for Ask and Voice of Customer, daily sessions for Observe, sessions for
 * Experience Analytics).
 */
import type { TFunction } from 'i18next';
import type { Allowance } from '../../rules/catalog/types';

export function formatPrice(amount: number, currency: string, language: string): string {
  return new Intl.NumberFormat(language, {
    style: 'currency',
    currency: currency.toUpperCase(),
    maximumFractionDigits: 0,
  }).format(amount);
}

export function stepQuota(
  allowance: Pick<Allowance, 'monthlyResponses' | 'dailySessions' | 'quotas'>,
) {
  return (
    allowance.monthlyResponses ??
    allowance.dailySessions ??
    allowance.quotas.monthlyResponses ??
    allowance.quotas.analyticsSessionQuota ??
    null
  );
}

/** "500 responses per month", "15,000,000 daily sessions" … (billing:quota.<product>). */
export function allowanceText(
  t: TFunction,
  product: string,
  allowance: Pick<Allowance, 'monthlyResponses' | 'dailySessions' | 'quotas'>,
  language: string,
): string {
  const count = stepQuota(allowance);
  if (count === null) return '';
  return t(`billing:quota.${product}`, {
    count,
    formatted: new Intl.NumberFormat(language).format(count),
  });
}

/** A date of the billing pages ("Jan 5, 2027"), from epoch seconds. */
export function formatDay(seconds: number, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(
    new Date(seconds * 1000),
  );
}
