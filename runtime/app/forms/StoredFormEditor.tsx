/**
 * A form whose answers the server stores (manifests/forms `storage`), edited on a page of its
 * own: starts from the answers given, saves with the settings pages' Save whatever the form's
 * own button says in a flow (the onboarding's "Continue"), shows a 400 about a field under it,
 * "Saved." once stored and the settings pages' error otherwise. Settings → User attributes and
 * a route that `shows: { form }` both draw it.
 */
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Validator } from '../../../generated/validators/forms.js';
import { FormError, SavedStatus } from '../settings/SaveFeedback';
import type { FormDefinition } from './formsBundle';
import { ManifestForm } from './ManifestForm';
import { useSaveStoredAnswers } from './useSaveStoredAnswers';
import { withSubmitText } from './withSubmitText';

export function StoredFormEditor<Answers extends Record<string, unknown>>(props: {
  userId: number;
  form: FormDefinition;
  validate: Validator<Answers>;
  initial: Partial<Answers>;
  idPrefix: string;
}) {
  const { userId, form, validate, idPrefix } = props;
  const { t } = useTranslation(['settings']);
  const shown = useMemo(() => withSubmitText(form, 'settings:common.save'), [form]);
  const [answers, setAnswers] = useState(props.initial);
  const { save, fieldErrors, clearFieldErrors } = useSaveStoredAnswers<Answers>({ userId, form });
  const failed = save.isError && Object.keys(fieldErrors).length === 0;
  return (
    <div className="settings-section">
      <ManifestForm<Answers>
        form={shown}
        validate={validate}
        formData={answers}
        onChange={(data) => {
          setAnswers(data);
          save.reset();
          clearFieldErrors();
        }}
        fieldErrors={fieldErrors}
        onSubmit={(data) => save.mutate(data)}
        busy={save.isPending}
        idPrefix={idPrefix}
      />
      <SavedStatus shown={save.isSuccess} />
      <FormError text={failed ? t('settings:errors.default') : null} />
    </div>
  );
}
