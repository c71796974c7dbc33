/**
 * The buttons under a dashboard widget for members who may change it: move earlier or later,
 * wider or narrower (3…12 columns), remove. Each gives the new list to save and the sentence the
 * page's status line says once it is saved. A button that would do nothing is disabled.
 */
import { useTranslation } from 'react-i18next';
import type { WidgetDeclaration } from '../../../contracts/analysis';
import {
  canResize,
  moveWidget,
  removeWidget,
  resizeWidget,
  widthOf,
} from '../../rules/analysis/dashboardWidgets';
import { useWidgetTitle } from './dashboards';

export function WidgetControls({
  widgets,
  index,
  busy,
  onChange,
}: {
  widgets: WidgetDeclaration[];
  index: number;
  busy: boolean;
  onChange: (next: WidgetDeclaration[], said: string) => void;
}) {
  const { t } = useTranslation('dashboards');
  const widget = widgets[index]!;
  const name = useWidgetTitle()(widget);
  const buttons: { key: string; label: string; enabled: boolean; run: () => void }[] = [
    {
      key: 'earlier',
      label: t('dashboards:widget.earlier'),
      enabled: index > 0,
      run: () => onChange(moveWidget(widgets, index, -1), t('dashboards:widget.moved', { name })),
    },
    {
      key: 'later',
      label: t('dashboards:widget.later'),
      enabled: index < widgets.length - 1,
      run: () => onChange(moveWidget(widgets, index, 1), t('dashboards:widget.moved', { name })),
    },
    {
      key: 'narrower',
      label: t('dashboards:widget.narrower'),
      enabled: canResize(widget, -1),
      run: () => {
        const next = resizeWidget(widgets, index, -1);
        onChange(next, t('dashboards:widget.resized', { name, width: widthOf(next[index]!) }));
      },
    },
    {
      key: 'wider',
      label: t('dashboards:widget.wider'),
      enabled: canResize(widget, 1),
      run: () => {
        const next = resizeWidget(widgets, index, 1);
        onChange(next, t('dashboards:widget.resized', { name, width: widthOf(next[index]!) }));
      },
    },
    {
      key: 'remove',
      label: t('dashboards:widget.remove'),
      enabled: true,
      run: () => onChange(removeWidget(widgets, index), t('dashboards:widget.removed', { name })),
    },
  ];
  return (
    <div
      className="dashboard-widget-controls"
      role="group"
      aria-label={t('dashboards:widget.group', { name })}
    >
      {buttons.map((b) => (
        <button
          key={b.key}
          type="button"
          className="link-button"
          data-action={b.key}
          disabled={busy || !b.enabled}
          onClick={b.run}
        >
          {b.label}
        </button>
      ))}
    </div>
  );
}
