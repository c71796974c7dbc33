/**
 * Billing periods in UTC calendar terms: a monthly period ends on the same day of the next
 * month (the 31st clamps to the month's last day), an annual one on the same date next year.
 */
export type BillingCycle = 'monthly' | 'annually';

export function periodEnd(startSeconds: number, cycle: BillingCycle): number {
  const start = new Date(startSeconds * 1000);
  const months = cycle === 'monthly' ? 1 : 12;
  const year = start.getUTCFullYear();
  const month = start.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const end = Date.UTC(
    year,
    month,
    Math.min(start.getUTCDate(), lastDay),
    start.getUTCHours(),
    start.getUTCMinutes(),
    start.getUTCSeconds(),
  );
  return Math.floor(end / 1000);
}
