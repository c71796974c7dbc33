/**
 * A name and its Save button (rename an organization or a site). The name is trimmed
 * and must not be blank (checked here and by the server, which answers 400 naming `name`);
 * success and failure are announced (role status / alert).
 */
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { apiFailure } from './apiFailure';
import { FormError, SaveButton, SavedStatus } from './SaveFeedback';

export const MAX_NAME_LENGTH = 100;

export function NameForm(props: {
  label: string;
  initial: string;
  onSave(name: string): Promise<unknown>;
  testId?: string;
}) {
  const { t } = useTranslation(['settings']);
  const [name, setName] = useState(props.initial);
  const [state, setState] = useState<'idle' | 'saving' | 'saved' | 'blank' | 'failed'>('idle');
  const [failure, setFailure] = useState('');
  const errorId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = name.trim();
    if (!value) return setState('blank');
    setState('saving');
    props.onSave(value).then(
      () => setState('saved'),
      (error: unknown) => {
        setFailure(t(`settings:errors.${apiFailure(error).reason}`));
        setState('failed');
      },
    );
  };
  const invalid = state === 'blank' || state === 'failed';
  return (
    <form
      method="post"
      className="settings-inline-form"
      onSubmit={submit}
      noValidate
      data-testid={props.testId}
    >
      <label className="settings-field">
        <span>{props.label}</span>
        <input
          type="text"
          value={name}
          maxLength={MAX_NAME_LENGTH}
          required
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? errorId : undefined}
          onChange={(e) => {
            setName(e.target.value);
            if (state !== 'saving') setState('idle');
          }}
        />
      </label>
      <SaveButton busy={state === 'saving'} tone="secondary" />
      <FormError
        id={errorId}
        text={!invalid ? null : state === 'blank' ? t('settings:errors.name-blank') : failure}
      />
      <SavedStatus shown={state === 'saved'} />
    </form>
  );
}
