/**
 * The funnel's steps as a form: 2 to 10 rows of a match type and a page path, each removable,
 * "Add step", and "Show funnel", which puts the steps in the address when every row passes the
 * rules the server applies (runtime/rules/analysis/funnelSteps.ts) and otherwise says under the
 * row what is wrong and moves focus to it.
 */
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FUNNEL_LIMITS, FUNNEL_MATCHES, type FunnelStep } from '../../../contracts/funnels';
import { isFunnelMatch, stepProblem, type StepProblem } from '../../rules/analysis/funnelSteps';

export function StepEditor({
  steps,
  onApply,
}: {
  steps: FunnelStep[];
  onApply(steps: FunnelStep[]): void;
}) {
  const { t } = useTranslation('funnels');
  const id = useId();
  const [rows, setRows] = useState(steps);
  const [problems, setProblems] = useState<StepProblem[]>([]);
  // After a row is removed its button is gone: focus goes to the path of the row now in its place.
  const [focusRow, setFocusRow] = useState<number | null>(null);
  useEffect(() => {
    if (focusRow === null) return;
    document.getElementById(`${id}-value-${focusRow}`)?.focus();
    setFocusRow(null);
  }, [focusRow, id]);
  const change = (index: number, step: Partial<FunnelStep>) =>
    setRows((current) => current.map((s, i) => (i === index ? { ...s, ...step } : s)));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = rows.flatMap((row, i) => stepProblem(row, i) ?? []);
    setProblems(found);
    if (found[0]) {
      document.getElementById(`${id}-value-${found[0].index}`)?.focus();
      return;
    }
    onApply(rows.map((r) => ({ match: r.match, value: r.value.trim() })));
  };
  return (
    <form method="post" className="funnel-editor" onSubmit={submit} noValidate>
      <fieldset>
        <legend>{t('funnels:editor.legend')}</legend>
        <ol className="funnel-editor-steps">
          {rows.map((row, i) => {
            const problem = problems.find((p) => p.index === i);
            const error = `${id}-error-${i}`;
            return (
              <li key={i} className="funnel-editor-step">
                <label htmlFor={`${id}-match-${i}`} className="visually-hidden">
                  {t('funnels:editor.match-label', { step: i + 1 })}
                </label>
                <select
                  id={`${id}-match-${i}`}
                  value={row.match}
                  onChange={(e) =>
                    isFunnelMatch(e.target.value) && change(i, { match: e.target.value })
                  }
                >
                  {FUNNEL_MATCHES.map((m) => (
                    <option key={m} value={m}>
                      {t(`funnels:match.${m}`)}
                    </option>
                  ))}
                </select>
                <label htmlFor={`${id}-value-${i}`} className="visually-hidden">
                  {t('funnels:editor.value-label', { step: i + 1 })}
                </label>
                <input
                  id={`${id}-value-${i}`}
                  type="text"
                  value={row.value}
                  maxLength={FUNNEL_LIMITS.valueLength}
                  placeholder={t('funnels:editor.placeholder')}
                  aria-invalid={problem ? true : undefined}
                  aria-describedby={problem ? error : undefined}
                  onChange={(e) => change(i, { value: e.target.value })}
                />
                <button
                  type="button"
                  className="funnel-editor-remove"
                  disabled={rows.length <= FUNNEL_LIMITS.minSteps}
                  onClick={() => {
                    setRows((current) => current.filter((_, j) => j !== i));
                    setProblems([]);
                    setFocusRow(Math.min(i, rows.length - 2));
                  }}
                >
                  {t('funnels:editor.remove', { step: i + 1 })}
                </button>
                {problem ? (
                  <p id={error} className="funnel-editor-error">
                    {t(`funnels:errors.${problem.reason}`)}
                  </p>
                ) : null}
              </li>
            );
          })}
        </ol>
      </fieldset>
      <div className="funnel-editor-actions">
        <button
          type="button"
          disabled={rows.length >= FUNNEL_LIMITS.maxSteps}
          onClick={() => setRows((current) => [...current, { match: 'startsWith', value: '' }])}
        >
          {t('funnels:editor.add')}
        </button>
        <button type="submit" className="button-primary">
          {t('funnels:editor.apply')}
        </button>
      </div>
    </form>
  );
}
