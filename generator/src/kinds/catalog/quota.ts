/** Reading the quota a product's steps are measured by (`stepQuota`, e.g. `quotas.analyticsSessionQuota`). */
import type { AllowanceStep, QuotaField } from './model';

export function stepQuotaValue(step: AllowanceStep, field: QuotaField): number | undefined {
  if (field.startsWith('quotas.')) {
    const key = field.slice('quotas.'.length) as keyof NonNullable<AllowanceStep['quotas']>;
    return step.quotas?.[key];
  }
  return step[field as Exclude<QuotaField, `quotas.${string}`>];
}
