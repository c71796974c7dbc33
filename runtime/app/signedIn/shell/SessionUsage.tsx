/**
 * The month's session usage in the shell (product.md#screens-and-routes "Top bar: … session/sampling
 * widget", product.md#states-and-transitions "Session-limit banner", product.md#errors, product.md#constants-and-limits): the top bar's `session-sampling` widget and the
 * session-limit banner above the top bar. Both read `GET /api/v1/sites/{siteId}/monthly-sessions`
 * through the generated client (one query, fresh for product.md#constants-and-limits hour). It is asked by the browser
 * after the shell has been drawn, never by the server render: the first page waits for nothing,
 * and hydration meets the same markup (neither is drawn before the answer).
 *
 * The banner (product.md#states-and-transitions): usage exactly 100 % (product.md#constants-and-limits `sessionLimitBannerAtPercent`), the account flag
 * usage-based-pricing on, a data page (routes.yaml `dataPage`); not dismissible. It says data
 * collection has paused, the session count (product.md#constants-and-limits count format) and the reset date as "MMM D" in
 * the user's language — in UTC, the zone the month is counted in — with an upsell link to the
 * checkout (when the checkout's own gate lets this account in).
 */
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { getMonthlySessionsQueryOptions } from '../../../../generated/api/client';
import { pathTo, routes } from '../../../../generated/routes';
import type { MonthlySessionUsage } from '../../../../generated/types';
import { formatShortDate } from '../../../rules/format/intlFormat';
import { evaluateGate } from '../../../rules/gates/evaluateGate';
import { resetInstant, showsSessionLimitBanner } from '../../../rules/tracking/sessionUsage';
import { useSignedIn } from '../context';
import { USAGE_BASED_PRICING_FLAG } from '../../../../contracts/gates';
import type { MenuTranslate } from './MenuEntry';
import { UsageWidget } from './UsageWidget';

/** The current site's usage of the month, once the browser has it (undefined before). */
export function useMonthlySessions(): MonthlySessionUsage | undefined {
  const { site } = useSignedIn();
  const query = useQuery({
    ...getMonthlySessionsQueryOptions({ siteId: site?.id ?? 0 }),
    enabled: site !== undefined,
  });
  return site ? query.data : undefined;
}

/** How many session-limit banners the shell shows: 0 or 1 (each adds 48 px to the top bar; product.md#constants-and-limits). */
export function useSessionLimitBanners(dataPage: boolean): number {
  const { bundles, gateContext } = useSignedIn();
  const usage = useMonthlySessions();
  if (!usage) return 0;
  const shown = showsSessionLimitBanner({
    usagePercentage: usage.usage_percentage,
    usageBasedPricing: evaluateGate({ flag: USAGE_BASED_PRICING_FLAG }, gateContext, bundles.access)
      .allowed,
    dataPage,
    atPercent: bundles.constants.limits.sessionLimitBannerAtPercent,
  });
  return shown ? 1 : 0;
}

const CHECKOUT = 'billing.checkout';

/** Drawn by the shell when `useSessionLimitBanners` says so. */
export function SessionLimitBanner({ t }: { t: MenuTranslate }) {
  const { bundles, gateContext } = useSignedIn();
  const usage = useMonthlySessions();
  if (!usage) return null;
  const language = gateContext.locale ?? 'en';
  const gate = routes[CHECKOUT].gate;
  const canUpgrade = !gate || evaluateGate(gate, gateContext, bundles.access).allowed;
  return (
    <section className="session-limit-banner" aria-label={t('shell:session-limit.label')}>
      <p role="status">
        {t('shell:session-limit.paused', {
          count: usage.usage,
          date: formatShortDate(resetInstant(usage.next_reset_date), language, 'UTC'),
        })}
      </p>
      {canUpgrade ? <Link to={pathTo(CHECKOUT)}>{t('shell:session-limit.upgrade')}</Link> : null}
    </section>
  );
}

/** The top bar's `session-sampling` widget: sessions used of the month's limit. */
export function SessionUsageWidget({ label, t }: { label: string; t: MenuTranslate }) {
  const usage = useMonthlySessions();
  if (!usage) return null;
  return (
    <UsageWidget
      widget="session-sampling"
      label={label}
      usage={usage}
      summary={(figures) => t('shell:session-usage.summary', figures)}
      t={t}
    />
  );
}
