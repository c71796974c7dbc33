/**
 * A widget filter in the viewer's words ("Device is Mobile"), the same wherever one is shown:
 * the trends explorer's list of filters and a widget's line under its title (a dashboard keeps
 * a saved trend's filters, and the card has to say them).
 */
import { useTranslation } from 'react-i18next';
import type { SemanticLayer, WidgetFilter } from '../../../contracts/analysis';
import type { Labels } from './widgetData';

export function useFilterText(layer: SemanticLayer, labels: Labels): (f: WidgetFilter) => string {
  const { t } = useTranslation(['reports', 'measures']);
  return (f) => {
    const dimension = layer.dimensions.find((d) => d.id === f.dimension);
    // Values compared whole read as a table shows them (a page by its path, `mobile` as
    // "Mobile"); a part of a text (contains, starts with) as typed.
    const exact = f.operator === 'is' || f.operator === 'isNot';
    return t('reports:trends.filter-text', {
      dimension: dimension ? t(dimension.label) : f.dimension,
      operator: t(`reports:trends.operators.${f.operator}`),
      values: f.values.map((v) => (exact && dimension ? labels.value(dimension, v) : v)).join(', '),
    });
  };
}
