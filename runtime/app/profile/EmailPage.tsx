/**
 * `/profile/email` (profile.email "email (change with password confirmation)"): the
 * email form of manifests/forms/email.yaml. A wrong password is said under the password field,
 * an address another user has under the email field (the server's 400 / 409 name them). A
 * change waits for the link sent to the new address, so the page says where the link went and
 * keeps showing the current address.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  changeUserEmailMutationOptions,
  getPendingEmailChangeQueryOptions,
} from '../../../generated/api/client';
import type { EmailChange } from '../../../generated/types';
import { validateEmailForm } from '../../../generated/validators/forms.js';
import { showToast } from '../core/toasts/toasts';
import { ManifestForm } from '../forms/ManifestForm';
import { useFormDefinition } from '../forms/useFormDefinition';
import { useSignedIn } from '../signedIn/context';
import { fieldFailures, withoutChanged } from './failures';
import './profile.css';

export default function EmailPage() {
  const { t } = useTranslation(['profile', 'forms']);
  const { session } = useSignedIn();
  const form = useFormDefinition('email');
  const [formData, setFormData] = useState<Partial<EmailChange>>({});
  // A new form after a success: the submitted state (live validation) starts over.
  const [formKey, setFormKey] = useState(0);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const queryClient = useQueryClient();
  const pendingQuery = getPendingEmailChangeQueryOptions({ userId: session.user.id });
  const pendingEmail = useQuery(pendingQuery).data?.pendingEmail ?? null;
  const change = useMutation({
    ...changeUserEmailMutationOptions(),
    onSuccess: (pending) => {
      queryClient.setQueryData(pendingQuery.queryKey, { pendingEmail: pending.pendingEmail });
      setFormData({});
      setFormKey((key) => key + 1);
      showToast({
        tone: 'info',
        text: t('profile:email.pending', { email: pending.pendingEmail }),
      });
    },
    onError: (error) => setFieldErrors(fieldFailures(error, t)),
  });

  return (
    <section className="profile-page" aria-labelledby="profile-email-title">
      <h1 id="profile-email-title">{t('forms:email.title')}</h1>
      <p className="profile-muted" data-testid="current-email">
        {t('profile:email.current', { email: session.user.email })}
      </p>
      {pendingEmail && (
        <p className="profile-notice" role="status" data-testid="pending-email">
          {t('profile:email.pending', { email: pendingEmail })}
        </p>
      )}
      <ManifestForm<EmailChange>
        key={formKey}
        form={form}
        validate={validateEmailForm}
        formData={formData}
        onChange={(next) => {
          setFieldErrors((errors) => withoutChanged(errors, formData, next));
          setFormData(next);
        }}
        onSubmit={(body) => change.mutate({ userId: session.user.id, body })}
        fieldErrors={fieldErrors}
        busy={change.isPending}
        idPrefix="profile-email"
      />
    </section>
  );
}
