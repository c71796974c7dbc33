/**
 * `/profile/password` (profile.password "current + new + confirmation matching — the
 * check the JSON Schema cannot express, done in the page and on the server; min 8"): the form
 * of manifests/forms/password.yaml (its minLength is the app manifest's
 * limits.passwordMinChars, product.md#validation). A wrong current password is said under its field. On success
 * the user's other sessions are signed out (the server does it), and the page says so.
 */
import { useMutation } from '@tanstack/react-query';
import type { CustomValidator } from '@rjsf/utils';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changeUserPasswordMutationOptions } from '../../../generated/api/client';
import type { PasswordChange } from '../../../generated/types';
import { validatePasswordForm } from '../../../generated/validators/forms.js';
import { showToast } from '../core/toasts/toasts';
import { ManifestForm } from '../forms/ManifestForm';
import { useFormDefinition } from '../forms/useFormDefinition';
import { useSignedIn } from '../signedIn/context';
import { useCompleteGetStartedStep } from '../getStarted/useCompleteGetStartedStep';
import { fieldFailures, withoutChanged } from './failures';
import './profile.css';

type FormData = Partial<PasswordChange>;

export default function PasswordPage() {
  const { t } = useTranslation(['profile', 'forms']);
  const { session } = useSignedIn();
  const form = useFormDefinition('password');
  const [formData, setFormData] = useState<FormData>({});
  const [formKey, setFormKey] = useState(0);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const completeStep = useCompleteGetStartedStep();
  const change = useMutation({
    ...changeUserPasswordMutationOptions(),
    onSuccess: () => {
      // The account is secured by a changed password, not by opening this page.
      completeStep('SECURE_ACCOUNT');
      setFormData({});
      setFormKey((key) => key + 1);
      showToast({ tone: 'info', text: t('profile:password.changed') });
    },
    onError: (error) => setFieldErrors(fieldFailures(error, t)),
  });

  const customValidate: CustomValidator<FormData> = (data, errors) => {
    const { newPassword, passwordConfirmation } = data ?? {};
    if (newPassword && passwordConfirmation && newPassword !== passwordConfirmation) {
      errors.passwordConfirmation?.addError(t('profile:errors.password-mismatch'));
    }
    return errors;
  };

  return (
    <section className="profile-page" aria-labelledby="profile-password-title">
      <h1 id="profile-password-title">{t('forms:password.title')}</h1>
      <p className="profile-muted">{t('profile:password.intro')}</p>
      <ManifestForm<PasswordChange>
        key={formKey}
        form={form}
        validate={validatePasswordForm}
        formData={formData}
        onChange={(next) => {
          setFieldErrors((errors) => withoutChanged(errors, formData, next));
          setFormData(next);
        }}
        onSubmit={(body) => change.mutate({ userId: session.user.id, body })}
        customValidate={customValidate}
        fieldErrors={fieldErrors}
        busy={change.isPending}
        idPrefix="profile-password"
      />
    </section>
  );
}
