/** Delete a dashboard, after a confirmation dialog that names it. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UseMutationResult } from '@tanstack/react-query';
import type { Dashboard } from '../../../generated/types';
import { Dialog } from '../ui/Dialog';

export function DeleteDashboard({
  dashboard,
  remove,
}: {
  dashboard: Dashboard;
  remove: UseMutationResult<void, Error, void>;
}) {
  const { t } = useTranslation('dashboards');
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="button-secondary" onClick={() => setOpen(true)}>
        {t('dashboards:delete.button')}
      </button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={t('dashboards:delete.title')}
        description={t('dashboards:delete.text', { name: dashboard.name })}
        closeLabel={t('dashboards:delete.cancel')}
        actions={
          <>
            <button type="button" className="button-secondary" onClick={() => setOpen(false)}>
              {t('dashboards:delete.cancel')}
            </button>
            <button
              type="button"
              className="button-primary"
              disabled={remove.isPending}
              onClick={() => remove.mutate(undefined, { onError: () => setOpen(false) })}
            >
              {t('dashboards:delete.confirm')}
            </button>
          </>
        }
      />
      {remove.isError ? <p role="alert">{t('dashboards:delete.failed')}</p> : null}
    </>
  );
}
