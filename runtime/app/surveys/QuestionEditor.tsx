/**
 * One question of the survey editor ("add, remove, reorder, change text and type"): a
 * fieldset named "Question n" with its text, its type (a native select) and, for choice types,
 * its options; move up / move down / remove are real buttons (keyboard: Tab + Enter/Space).
 * The server's 400 about this question (surveyDraft.ts fieldError) is said under its input.
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SURVEY_INPUT_LIMITS } from './limits';
import {
  changeType,
  isChoice,
  QUESTION_TYPES,
  type EditableQuestion,
  type FieldError,
} from './surveyDraft';

export function QuestionEditor(props: {
  question: EditableQuestion;
  index: number;
  count: number;
  error: FieldError | undefined;
  onChange: (question: EditableQuestion) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation('surveys');
  const { question, index, count, error, onChange } = props;
  const id = useId();
  const number = index + 1;
  const errorId = `${id}-error`;
  const message = error ? t(`surveys:errors.${error.message}`) : undefined;
  const on = (input: FieldError['input']) => error?.input === input;
  return (
    <fieldset
      className="survey-question"
      data-testid="survey-question"
      data-question-key={question.key}
    >
      <legend>{t('surveys:edit.question-legend', { number })}</legend>
      <div className="survey-field">
        <label htmlFor={`${id}-text`}>{t('surveys:edit.question-text')}</label>
        <textarea
          id={`${id}-text`}
          rows={2}
          maxLength={SURVEY_INPUT_LIMITS.questionChars}
          value={question.text}
          aria-invalid={on('text') || undefined}
          aria-describedby={on('text') ? errorId : undefined}
          onChange={(e) => onChange({ ...question, text: e.target.value })}
        />
      </div>
      <div className="survey-field">
        <label htmlFor={`${id}-type`}>{t('surveys:edit.question-type')}</label>
        <select
          id={`${id}-type`}
          value={question.type}
          aria-invalid={on('type') || undefined}
          aria-describedby={on('type') ? errorId : undefined}
          onChange={(e) =>
            onChange(changeType(question, e.target.value as EditableQuestion['type']))
          }
        >
          {QUESTION_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`surveys:types.${type}`)}
            </option>
          ))}
        </select>
      </div>
      {isChoice(question.type) && (
        <div
          className="survey-options"
          role="group"
          aria-label={t('surveys:edit.options-label', { number })}
          aria-describedby={on('options') ? errorId : undefined}
        >
          {question.options.map((option, j) => (
            <div className="survey-option" key={j}>
              <div className="survey-field">
                <label htmlFor={`${id}-option-${j}`}>
                  {t('surveys:edit.option', { number: j + 1 })}
                </label>
                <input
                  id={`${id}-option-${j}`}
                  value={option}
                  maxLength={SURVEY_INPUT_LIMITS.optionChars}
                  aria-invalid={(error?.input === 'option' && error.option === j) || undefined}
                  aria-describedby={
                    error?.input === 'option' && error.option === j ? errorId : undefined
                  }
                  onChange={(e) =>
                    onChange({
                      ...question,
                      options: question.options.map((o, k) => (k === j ? e.target.value : o)),
                    })
                  }
                />
              </div>
              <button
                type="button"
                className="link-button"
                onClick={() =>
                  onChange({ ...question, options: question.options.filter((_, k) => k !== j) })
                }
              >
                {t('surveys:edit.remove-option', { number: j + 1 })}
              </button>
            </div>
          ))}
          {question.options.length < SURVEY_INPUT_LIMITS.options && (
            <button
              type="button"
              className="link-button"
              onClick={() => onChange({ ...question, options: [...question.options, ''] })}
            >
              {t('surveys:edit.add-option')}
            </button>
          )}
        </div>
      )}
      {message && (
        <p id={errorId} className="form-error" role="alert">
          {message}
        </p>
      )}
      {/* aria-disabled, not disabled: the button keeps the focus when its question reaches an
          end (surveyDraft.ts moveQuestion changes nothing there). */}
      <div className="survey-question-actions">
        <button
          type="button"
          className="button-secondary"
          data-move="up"
          aria-disabled={index === 0 || undefined}
          onClick={() => index > 0 && props.onMove(-1)}
        >
          {t('surveys:edit.move-up', { number })}
        </button>
        <button
          type="button"
          className="button-secondary"
          data-move="down"
          aria-disabled={index === count - 1 || undefined}
          onClick={() => index < count - 1 && props.onMove(1)}
        >
          {t('surveys:edit.move-down', { number })}
        </button>
        <button
          type="button"
          className="button-secondary"
          aria-disabled={count === 1 || undefined}
          onClick={() => count > 1 && props.onRemove()}
        >
          {t('surveys:edit.remove', { number })}
        </button>
      </div>
    </fieldset>
  );
}
