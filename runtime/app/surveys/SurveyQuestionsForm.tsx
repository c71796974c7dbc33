/**
 * The editor's questions tab for a user who may change surveys: the name, the questions (each
 * a QuestionEditor: text, type, options, move, remove), Add question and Save. After a move the
 * focus follows the moved question's button, so a keyboard user can keep moving it.
 */
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { SURVEY_INPUT_LIMITS } from './limits';
import { QuestionEditor } from './QuestionEditor';
import { addQuestion, moveQuestion, removeQuestion, type EditableSurvey } from './surveyDraft';
import type { EditorError } from './useSurveyChanges';

export function SurveyQuestionsForm(props: {
  draft: EditableSurvey;
  onChange: (next: EditableSurvey) => void;
  onSave: () => void;
  error: EditorError;
  busy: boolean;
}) {
  const { draft, onChange: change, error, busy } = props;
  const { t } = useTranslation('surveys');
  const nameErrorId = useId();
  const focusAfterMove = useRef<{ key: number; move: 'up' | 'down' } | null>(null);
  useEffect(() => {
    const pending = focusAfterMove.current;
    if (!pending) return;
    focusAfterMove.current = null;
    document
      .querySelector<HTMLButtonElement>(
        `[data-question-key="${pending.key}"] button[data-move="${pending.move}"]`,
      )
      ?.focus();
  });
  const nameInvalid = error.field?.input === 'name';

  return (
    <form
      method="post"
      className="survey-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (!busy) props.onSave();
      }}
    >
      <div className="survey-field">
        <label htmlFor="survey-section-name">{t('surveys:edit.name')}</label>
        <input
          id="survey-section-name"
          value={draft.name}
          maxLength={SURVEY_INPUT_LIMITS.nameChars}
          required
          aria-invalid={nameInvalid || undefined}
          aria-describedby={nameInvalid ? nameErrorId : undefined}
          onChange={(e) => change({ ...draft, name: e.target.value })}
        />
      </div>
      {nameInvalid && (
        <p id={nameErrorId} className="form-error" role="alert">
          {t('surveys:errors.name')}
        </p>
      )}
      <h2 id="survey-section-questions" tabIndex={-1}>
        {t('surveys:edit.questions')}
      </h2>
      {error.field?.input === 'questions' && (
        <p className="form-error" role="alert">
          {t('surveys:errors.questions')}
        </p>
      )}
      <ol className="survey-questions">
        {draft.questions.map((question, index) => (
          <li key={question.key}>
            <QuestionEditor
              question={question}
              index={index}
              count={draft.questions.length}
              error={
                error.field && 'question' in error.field && error.field.question === index
                  ? error.field
                  : undefined
              }
              onChange={(next) =>
                change({
                  ...draft,
                  questions: draft.questions.map((q, i) => (i === index ? next : q)),
                })
              }
              onMove={(by) => {
                focusAfterMove.current = { key: question.key, move: by === -1 ? 'up' : 'down' };
                change({ ...draft, questions: moveQuestion(draft.questions, index, by) });
              }}
              onRemove={() =>
                change({ ...draft, questions: removeQuestion(draft.questions, index) })
              }
            />
          </li>
        ))}
      </ol>
      <div className="surveys-actions">
        {draft.questions.length < SURVEY_INPUT_LIMITS.questions && (
          <button
            type="button"
            className="button-secondary"
            onClick={() => change({ ...draft, questions: addQuestion(draft.questions) })}
          >
            {t('surveys:edit.add-question')}
          </button>
        )}
        <button type="submit" className="button-primary" disabled={busy}>
          {t('surveys:edit.save')}
        </button>
      </div>
    </form>
  );
}
