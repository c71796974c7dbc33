/**
 * Saving a form with `storage` (manifests/forms): the whole answer goes to the server, which
 * checks and stores every declared field, so the page lists no fields. The user's app-state list
 * is refreshed afterwards (the guides read the answers from it). A 400 about a field becomes
 * that field's inline message until the user changes the answer; any other failure is the
 * page's to report (`onFailure`).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiKeys, saveFormAnswers } from '../../../generated/api/client';
import type { FormDefinition } from './formsBundle';
import { serverFieldErrors } from './serverFieldErrors';
import type { Translate } from './translateUiSchema';

interface Options<T> {
  userId: number;
  form: FormDefinition;
  /** After a successful save (e.g. where to go next). */
  onSaved?(answers: T): Promise<void> | void;
  /** A failure that names no field. */
  onFailure?(): void;
}

export function useSaveStoredAnswers<T extends Record<string, unknown>>(options: Options<T>) {
  const { userId, form } = options;
  const { t } = useTranslation(['forms']);
  const queryClient = useQueryClient();
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const save = useMutation({
    mutationFn: async (answers: T) => {
      setFieldErrors({});
      await saveFormAnswers({ userId, formId: form.id, body: answers });
      await queryClient.invalidateQueries({ queryKey: apiKeys.getAppState({ userId }) });
      await options.onSaved?.(answers);
    },
    onError: (error) => {
      const errors = serverFieldErrors(error, form, t as unknown as Translate);
      setFieldErrors(errors);
      if (Object.keys(errors).length === 0) options.onFailure?.();
    },
  });
  const clearFieldErrors = () =>
    setFieldErrors((errors) => (Object.keys(errors).length ? {} : errors));
  return { save, fieldErrors, clearFieldErrors };
}
