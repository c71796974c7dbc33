/**
 * The trends explorer's choices: the measure, the period, the dimension to split by, and
 * filters (a dimension, how it compares, a value; several values separated by commas). Native
 * selects and inputs with their labels: every choice works by keyboard and reads out as what it is.
 */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChoiceSelect } from '../analysis/ChoiceSelect';
import { useFilterText } from '../analysis/useFilterText';
import { useLabels } from '../analysis/useLabels';
import {
  FILTER_OPERATORS,
  type DimensionDeclaration,
  type FilterOperator,
  type Granularity,
  type SemanticLayer,
} from '../../../contracts/analysis';
import type { TrendState } from './useTrendState';

interface Props {
  layer: SemanticLayer;
  state: TrendState;
  periods: DimensionDeclaration[];
  period: Granularity;
}

export function TrendControls({ layer, state, periods, period }: Props) {
  const { t } = useTranslation(['reports', 'measures']);
  const choices = (items: { id: string; label: string }[]) =>
    items.map((item) => ({ value: item.id, label: t(item.label) }));
  return (
    <div className="trend-controls">
      <ChoiceSelect
        label={t('reports:trends.measure')}
        value={state.measure.id}
        choices={choices(layer.measures)}
        onChange={(measure) => state.set({ measure, split: '', filters: [] })}
      />
      <ChoiceSelect
        label={t('reports:trends.period')}
        value={period}
        choices={periods.map((d) => ({ value: d.time!, label: t(d.label) }))}
        onChange={(value) => state.set({ period: value })}
      />
      <ChoiceSelect
        label={t('reports:trends.split')}
        value={state.split?.id ?? ''}
        choices={[
          { value: '', label: t('reports:trends.split-none') },
          ...choices(state.dimensions),
        ]}
        onChange={(split) => state.set({ split })}
      />
      <Filters layer={layer} state={state} />
    </div>
  );
}

function Filters({ layer, state }: { layer: SemanticLayer; state: TrendState }) {
  const { t } = useTranslation(['reports', 'measures']);
  const filterText = useFilterText(layer, useLabels());
  const id = useId();
  const [dimension, setDimension] = useState(state.dimensions[0]?.id ?? '');
  const [operator, setOperator] = useState<FilterOperator>('is');
  const [text, setText] = useState('');
  const values = text
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
  const add = () => {
    if (!dimension || values.length === 0) return;
    state.set({ filters: [...state.filters, { dimension, operator, values }] });
    setText('');
  };
  return (
    <fieldset className="trend-filters">
      <legend>{t('reports:trends.filters')}</legend>
      {state.filters.length > 0 ? (
        <ul className="trend-filter-list">
          {state.filters.map((f, i) => (
            <li key={`${f.dimension}-${i}`}>
              <span>{filterText(f)}</span>
              <button
                type="button"
                className="link-button"
                onClick={() => state.set({ filters: state.filters.filter((_, j) => j !== i) })}
              >
                {t('reports:trends.remove-filter')}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="trend-filter-form">
        <ChoiceSelect
          label={t('reports:trends.filter-dimension')}
          value={dimension}
          choices={state.dimensions.map((d) => ({ value: d.id, label: t(d.label) }))}
          onChange={setDimension}
        />
        <ChoiceSelect
          label={t('reports:trends.filter-operator')}
          value={operator}
          choices={FILTER_OPERATORS.map((o) => ({
            value: o,
            label: t(`reports:trends.operators.${o}`),
          }))}
          onChange={(o) => setOperator(o as FilterOperator)}
        />
        <label htmlFor={`${id}-value`}>
          {t('reports:trends.filter-value')}
          <input
            id={`${id}-value`}
            value={text}
            onChange={(e) => setText(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') add();
            }}
          />
        </label>
        <button
          type="button"
          className="button-secondary"
          disabled={values.length === 0}
          onClick={add}
        >
          {t('reports:trends.add-filter')}
        </button>
      </div>
    </fieldset>
  );
}
