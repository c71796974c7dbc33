/**
 * The dashboard's name, changed inline: a blank or too long name is said under the field in
 * the user's language before anything is sent; a refused save is said there too.
 */
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { UseMutationResult } from '@tanstack/react-query';
import type { Dashboard, DashboardChange } from '../../../generated/types';
import { MAX_NAME_LENGTH } from './dashboards';

export function RenameDashboard({
  dashboard,
  save,
}: {
  dashboard: Dashboard;
  save: UseMutationResult<Dashboard, Error, Partial<DashboardChange>>;
}) {
  const { t } = useTranslation('dashboards');
  const id = useId();
  const [name, setName] = useState(dashboard.name);
  const [problem, setProblem] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return setProblem(t('dashboards:rename.required'));
    if (trimmed.length > MAX_NAME_LENGTH)
      return setProblem(t('dashboards:rename.too-long', { max: MAX_NAME_LENGTH }));
    setProblem('');
    save.mutate(
      { name: trimmed },
      {
        onError: () => setProblem(t('dashboards:rename.failed')),
        onSuccess: () => setName(trimmed),
      },
    );
  };
  return (
    <form method="post" className="dashboard-rename" onSubmit={submit} noValidate>
      <label htmlFor={`${id}-name`}>{t('dashboards:rename.label')}</label>
      <input
        id={`${id}-name`}
        name="name"
        value={name}
        onChange={(e) => setName(e.target.value)}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-problem` : undefined}
      />
      <button type="submit" className="button-secondary" disabled={save.isPending}>
        {t('dashboards:rename.save')}
      </button>
      {problem ? (
        <p id={`${id}-problem`} className="form-error" role="alert">
          {problem}
        </p>
      ) : null}
    </form>
  );
}
