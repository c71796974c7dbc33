/**
 * The markup of a top-bar usage widget (product.md#screens-and-routes "Top bar: … session/sampling, responses-limit"):
 * label and "used / limit" for the eye, one summary sentence for assistive technology, the
 * reached state at 100 %. SessionUsage.tsx and ResponsesUsage.tsx give it their numbers.
 */
import type { MenuTranslate } from './MenuEntry';

export function UsageWidget(props: {
  widget: string;
  label: string;
  usage: { usage: number; limit: number; usage_percentage: number };
  /** The accessible summary sentence of the figures (the translations format them as counts). */
  summary: (figures: { used: number; limit: number }) => string;
  t: MenuTranslate;
}) {
  const figures = { used: props.usage.usage, limit: props.usage.limit };
  return (
    <li
      className="usage-widget"
      data-widget={props.widget}
      data-reached={props.usage.usage_percentage >= 100 || undefined}
    >
      <span aria-hidden="true">
        <span className="usage-widget-label">{props.label}</span>{' '}
        <span className="usage-widget-count">{props.t('shell:session-usage.count', figures)}</span>
      </span>
      <span className="visually-hidden">{props.summary(figures)}</span>
    </li>
  );
}
