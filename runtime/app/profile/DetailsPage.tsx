/**
 * `/profile/details` (profile.details "My details"; product.md#screens-and-routes "Profile items"): the
 * details form of manifests/forms/profile-details.yaml (name, country) with its precompiled
 * validator; saved through updateUserDetails, which answers 403 for anyone but the user.
 */
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { updateUserDetailsMutationOptions } from '../../../generated/api/client';
import type { ProfileDetails } from '../../../generated/types';
import { validateProfileDetailsForm } from '../../../generated/validators/forms.js';
import { showToast } from '../core/toasts/toasts';
import { ManifestForm } from '../forms/ManifestForm';
import { useFormDefinition } from '../forms/useFormDefinition';
import { useSignedIn } from '../signedIn/context';
import { fieldFailures, withoutChanged } from './failures';
import { useStoreSessionUser } from './useSessionUser';
import './profile.css';

export default function DetailsPage() {
  const { t } = useTranslation(['profile', 'forms']);
  const { session } = useSignedIn();
  const form = useFormDefinition('profile-details');
  const storeUser = useStoreSessionUser();
  const [formData, setFormData] = useState<Partial<ProfileDetails>>({
    name: session.user.name,
    ...(session.user.countryCode ? { countryCode: session.user.countryCode } : {}),
  });
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const save = useMutation({
    ...updateUserDetailsMutationOptions(),
    onSuccess: (user) => {
      storeUser(user);
      showToast({ tone: 'info', text: t('profile:details.saved') });
    },
    onError: (error) => setFieldErrors(fieldFailures(error, t)),
  });

  return (
    <section className="profile-page" aria-labelledby="profile-details-title">
      <h1 id="profile-details-title">{t('forms:profile-details.title')}</h1>
      <p className="profile-muted">{t('profile:details.intro', { email: session.user.email })}</p>
      <ManifestForm<ProfileDetails>
        form={form}
        validate={validateProfileDetailsForm}
        formData={formData}
        onChange={(next) => {
          setFieldErrors((errors) => withoutChanged(errors, formData, next));
          setFormData(next);
        }}
        onSubmit={(data) =>
          save.mutate({
            userId: session.user.id,
            body: {
              name: data.name,
              ...(data.countryCode ? { countryCode: data.countryCode } : {}),
            },
          })
        }
        fieldErrors={fieldErrors}
        busy={save.isPending}
        idPrefix="profile-details"
      />
    </section>
  );
}
