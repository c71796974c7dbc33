/**
 * A form declared in manifests/forms/*.yaml, rendered with react-jsonschema-form (precompiled
 * validators, translated inline errors, no browser-native validation hiding them):
 *  - schema and uiSchema from the forms bundle, every text key translated (translateUiSchema);
 *  - validation by the generator's precompiled function (precompiledValidator), plus the
 *    page's `customValidate`; messages from the form's keyword → key map (translateErrors);
 *  - `noHtml5Validate`: the browser's own bubbles would hide ours, and differ per browser;
 *  - no error list: every message sits under its field; validation runs live after the first
 *    submit, so a fixed field clears its message as the user types;
 *  - `fieldErrors`: messages the server gave for a field (400 naming the field, 409 email).
 * Any manifest form works: the page passes the form's definition and its validator.
 */
import Form from '@rjsf/core';
import type { CustomValidator, RJSFSchema, RJSFValidationError } from '@rjsf/utils';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Validator } from '../../../generated/validators/forms.js';
import { translateErrors } from './formErrors';
import type { FormDefinition } from './formsBundle';
import { precompiledValidator } from './precompiledValidator';
import { translateUiSchema, type Translate } from './translateUiSchema';
import './forms.css';

export interface ManifestFormProps<T extends object> {
  form: FormDefinition;
  /** The form's precompiled validator (generated/validators/forms.js `validate<Id>Form`). */
  validate: Validator<Record<string, unknown>>;
  formData: Partial<T>;
  onChange(data: Partial<T>): void;
  /** Called with valid data only; invalid data shows the inline messages instead. */
  onSubmit(data: T): void;
  customValidate?: CustomValidator<Partial<T>>;
  /** field → message, shown inline (server answers). */
  fieldErrors?: Readonly<Record<string, string>>;
  busy?: boolean;
  /** More buttons after the submit button (e.g. skip). */
  actions?: ReactNode;
  /** Prefix of the inputs' ids, unique per page. */
  idPrefix?: string;
  /**
   * Where a server-drawn form posts when it is submitted before the scripts run; without it,
   * the browser would send the fields in the URL of a GET.
   */
  nativeAction?: string;
}

export function ManifestForm<T extends object>(props: ManifestFormProps<T>) {
  const { form, validate, formData, fieldErrors, busy = false } = props;
  const { t, i18n } = useTranslation(['forms', 'common']);
  const [submitted, setSubmitted] = useState(false);
  const translate = t as unknown as Translate;

  const validator = precompiledValidator(form.schema, validate);
  const language = i18n.language;
  const uiSchema = useMemo(
    () => translateUiSchema(form.uiSchema, (key, options) => i18n.t(key, options)),
    // The language is what changes the texts (i18n itself is one object).
    [form.uiSchema, i18n, language],
  );
  const extraErrors = useMemo(() => {
    if (!fieldErrors) return undefined;
    const entries = Object.entries(fieldErrors);
    if (entries.length === 0) return undefined;
    return Object.fromEntries(entries.map(([field, message]) => [field, { __errors: [message] }]));
  }, [fieldErrors]);

  const submitText = (
    form.uiSchema['ui:submitButtonOptions'] as { submitText?: string } | undefined
  )?.submitText;
  const transformErrors = (errors: RJSFValidationError[]) =>
    translateErrors(errors, form.errors, translate);

  return (
    <Form<Partial<T>, RJSFSchema>
      className="manifest-form"
      idPrefix={props.idPrefix ?? form.id}
      method="post"
      action={props.nativeAction}
      schema={form.schema}
      uiSchema={uiSchema}
      validator={validator}
      formData={formData}
      onChange={(event) => props.onChange(event.formData ?? {})}
      onSubmit={(event) => {
        setSubmitted(true);
        if (!busy) props.onSubmit(event.formData as T);
      }}
      onError={() => setSubmitted(true)}
      customValidate={props.customValidate}
      transformErrors={transformErrors}
      extraErrors={extraErrors as never}
      noHtml5Validate
      showErrorList={false}
      liveValidate={submitted ? 'onChange' : false}
      focusOnFirstError
      disabled={busy}
    >
      <div className="manifest-form-actions">
        {/* The name stays the same while submitting; disabled + aria-busy say it is busy. */}
        <button type="submit" className="button-primary" disabled={busy} aria-busy={busy}>
          {submitText ? t(submitText) : t('common:form.submit')}
        </button>
        {props.actions}
      </div>
    </Form>
  );
}
