/**
 * The trends explorer's choices: the measure, the period, the dimension to split by, and
 * filters (a dimension, how it compares, a value; several values separated by commas). Native
 * selects and inputs with their labels: every choice works by keyboard and reads out as what it is.
 */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
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
  const id = useId();
  return (
    <div className="trend-controls">
      <label htmlFor={`${id}-measure`}>
        {t('reports:trends.measure')}
        <select
          id={`${id}-measure`}
          value={state.measure.id}
          onChange={(e) => state.set({ measure: e.target.value, split: '', filters: [] })}
        >
          {layer.measures.map((m) => (
            <option key={m.id} value={m.id}>
              {t(m.label)}
            </option>
          ))}
        </select>
      </label>
      <label htmlFor={`${id}-period`}>
        {t('reports:trends.period')}
        <select
          id={`${id}-period`}
          value={period}
          onChange={(e) => state.set({ period: e.target.value })}
        >
          {periods.map((d) => (
            <option key={d.id} value={d.time}>
              {t(d.label)}
            </option>
          ))}
        </select>
      </label>
      <label htmlFor={`${id}-split`}>
        {t('reports:trends.split')}
        <select
          id={`${id}-split`}
          value={state.split?.id ?? ''}
          onChange={(e) => state.set({ split: e.target.value })}
        >
          <option value="">{t('reports:trends.split-none')}</option>
          {state.dimensions.map((d) => (
            <option key={d.id} value={d.id}>
              {t(d.label)}
            </option>
          ))}
        </select>
      </label>
      <Filters state={state} />
    </div>
  );
}

function Filters({ state }: { state: TrendState }) {
  const { t } = useTranslation(['reports', 'measures']);
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
  const label = (dimensionId: string) =>
    t(state.dimensions.find((d) => d.id === dimensionId)?.label ?? dimensionId);
  return (
    <fieldset className="trend-filters">
      <legend>{t('reports:trends.filters')}</legend>
      {state.filters.length > 0 ? (
        <ul className="trend-filter-list">
          {state.filters.map((f, i) => (
            <li key={`${f.dimension}-${i}`}>
              <span>
                {t('reports:trends.filter-text', {
                  dimension: label(f.dimension),
                  operator: t(`reports:trends.operators.${f.operator}`),
                  values: f.values.join(', '),
                })}
              </span>
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
        <label htmlFor={`${id}-dimension`}>
          {t('reports:trends.filter-dimension')}
          <select
            id={`${id}-dimension`}
            value={dimension}
            onChange={(e) => setDimension(e.target.value)}
          >
            {state.dimensions.map((d) => (
              <option key={d.id} value={d.id}>
                {t(d.label)}
              </option>
            ))}
          </select>
        </label>
        <label htmlFor={`${id}-operator`}>
          {t('reports:trends.filter-operator')}
          <select
            id={`${id}-operator`}
            value={operator}
            onChange={(e) => setOperator(e.target.value as FilterOperator)}
          >
            {FILTER_OPERATORS.map((o) => (
              <option key={o} value={o}>
                {t(`reports:trends.operators.${o}`)}
              </option>
            ))}
          </select>
        </label>
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
