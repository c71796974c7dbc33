/**
 * The top bar's `responses-limit` widget (product.md#screens-and-routes "Top bar: … responses-limit widget",
 * product.md#constants-and-limits "Plan allowances … monthly responses for Ask"): the current site's survey responses this
 * month against its plan's monthly responses, "Responses 0 / 20". Mirrors the session widget
 * (SessionUsage.tsx): one query of the generated client (`GET …/monthly-responses`, fresh for
 * the manifest's hour), asked by the browser once the shell is drawn, never by the server
 * render; nothing is drawn before the answer. Responses are not stored yet, so the server counts
 * 0 (manifests/api/support.yaml) — the widget shows what it is told.
 */
import { useQuery } from '@tanstack/react-query';
import { getMonthlyResponsesQueryOptions } from '../../../../generated/api/client';
import { useSignedIn } from '../context';
import type { MenuTranslate } from './MenuEntry';
import { UsageWidget } from './UsageWidget';

export function ResponsesUsageWidget({ label, t }: { label: string; t: MenuTranslate }) {
  const { site } = useSignedIn();
  const { data } = useQuery({
    ...getMonthlyResponsesQueryOptions({ siteId: site?.id ?? 0 }),
    enabled: site !== undefined,
  });
  if (!site || !data) return null;
  return (
    <UsageWidget
      widget="responses-limit"
      label={label}
      usage={data}
      summary={(figures) => t('shell:responses-usage.summary', figures)}
      t={t}
    />
  );
}
