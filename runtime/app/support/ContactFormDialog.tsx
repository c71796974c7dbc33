/**
 * The default support provider (supportProvider.ts): the in-app contact form in a modal dialog
 * (product.md#screens-and-routes "get help", product.md#calls "user name, email, site id"). The form is the forms
 * manifest's `support-contact` (subject, message; precompiled validator, inline messages); the
 * sender's name, e-mail and current site are shown above it and attached by the server from the
 * session (POST /api/v1/support/messages). Once stored it says what really happened — being
 * e-mailed, or queued because the server has no e-mail configured — with the message's
 * reference and where the answer goes; a refusal (429 rate limit, a server error) is said in the
 * dialog, what was typed stays.
 */
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sendSupportMessageMutationOptions } from '../../../generated/api/client';
import { validateSupportContactForm } from '../../../generated/validators/forms.js';
import { ApiError } from '../../api/request';
import { ManifestForm } from '../forms/ManifestForm';
import { useFormDefinition } from '../forms/useFormDefinition';
import { Dialog } from '../ui/Dialog';
import type { SupportSurfaceProps } from './supportProvider';
import './support.css';

interface ContactMessage {
  subject: string;
  message: string;
}

export default function ContactFormDialog({ request, onClose }: SupportSurfaceProps) {
  const { t } = useTranslation(['support', 'forms']);
  const form = useFormDefinition('support-contact');
  const [data, setData] = useState<Partial<ContactMessage>>({});
  const send = useMutation(sendSupportMessageMutationOptions());
  const fieldErrors: Record<string, string> = {};
  const error = send.error;
  if (error instanceof ApiError && error.status === 400 && error.body?.field) {
    fieldErrors[error.body.field] = error.body.message;
  }
  const problem =
    error && !(error instanceof ApiError && error.status === 400 && error.body?.field)
      ? error instanceof ApiError && error.status === 429
        ? t('support:contact.rate-limited')
        : t('support:contact.error')
      : null;

  const close = (open: boolean) => {
    if (!open) onClose();
  };
  if (send.data) {
    return (
      <Dialog
        open
        onOpenChange={close}
        title={t('support:contact.saved-title')}
        closeLabel={t('support:contact.close')}
        actions={
          <button type="button" className="button-primary" onClick={onClose}>
            {t('support:contact.done')}
          </button>
        }
      >
        <p role="status" data-testid="support-sent">
          {send.data.delivery === 'sending'
            ? t('support:contact.saved-sending', { id: send.data.id, email: request.email })
            : t('support:contact.saved-queued', { id: send.data.id, email: request.email })}
        </p>
      </Dialog>
    );
  }
  return (
    <Dialog
      open
      onOpenChange={close}
      title={t('forms:support-contact.title')}
      description={t('support:contact.description')}
      closeLabel={t('support:contact.close')}
    >
      <dl className="support-sender">
        <dt>{t('support:contact.from')}</dt>
        <dd>
          {request.name} &lt;{request.email}&gt;
        </dd>
        <dt>{t('support:contact.site')}</dt>
        <dd>{request.siteName ?? t('support:contact.no-site')}</dd>
      </dl>
      {problem ? (
        <p role="alert" className="support-problem">
          {problem}
        </p>
      ) : null}
      <ManifestForm<ContactMessage>
        form={form}
        validate={validateSupportContactForm}
        formData={data}
        onChange={setData}
        onSubmit={(message) =>
          send.mutate({
            body: {
              subject: message.subject,
              message: message.message,
              ...(request.siteId !== null ? { siteId: request.siteId } : {}),
            },
          })
        }
        fieldErrors={fieldErrors}
        busy={send.isPending}
        idPrefix="support-contact"
      />
    </Dialog>
  );
}
