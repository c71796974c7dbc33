/**
 * The top bar's `responses-limit` widget (issue 16; spec §2 "Top bar: … responses-limit widget",
 * §9 "Plan allowances … monthly responses for Ask"): the current site's survey responses this
 * month against its plan's monthly responses, "Responses 0 / 20". Mirrors the session widget
 * (SessionUsage.tsx): one query of the generated client (`GET …/monthly-responses`, fresh for
 * the manifest's hour), asked by the browser once the shell is drawn, never by the server
 * render; nothing is drawn before the answer. Responses are not stored yet, so the server counts
 * 0 (manifests/api/support.yaml) — the widget shows what it is told.
 */
import { useQuery } from '@tanstack/react-query';
import { getMonthlyResponsesQueryOptions } from '../../../../generated/api/client';
import { formatCount } from '../../../rules/format/intlFormat';
import { useSignedIn } from '../context';
import type { MenuTranslate } from './MenuEntry';

export function ResponsesUsageWidget({ label, t }: { label: string; t: MenuTranslate }) {
  const { site, gateContext } = useSignedIn();
  const { data } = useQuery({
    ...getMonthlyResponsesQueryOptions({ siteId: site?.id ?? 0 }),
    enabled: site !== undefined,
  });
  if (!site || !data) return null;
  const language = gateContext.locale ?? 'en';
  const used = formatCount(data.usage, language);
  const limit = formatCount(data.limit, language);
  return (
    <li
      className="usage-widget"
      data-widget="responses-limit"
      data-reached={data.usage_percentage >= 100 || undefined}
    >
      <span aria-hidden="true">
        <span className="usage-widget-label">{label}</span>{' '}
        <span className="usage-widget-count">
          {t('shell:session-usage.count', { used, limit })}
        </span>
      </span>
      <span className="visually-hidden">{t('shell:responses-usage.summary', { used, limit })}</span>
    </li>
  );
}
