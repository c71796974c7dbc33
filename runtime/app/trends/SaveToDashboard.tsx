/**
 * "Save to a dashboard" on the trends page: a dialog that adds the trend's time series (its
 * measure, period, split and filters) to one of the site's stored dashboards, or to a new one
 * named there. The widget is appended as the gallery appends one (an id of its own) and the
 * server checks it as any dashboard widget. Members who may not change the site's dashboards
 * (dashboards.ts, the rule the dashboard pages use) see the button disabled and why. What was
 * saved is said in a live region with a link to the dashboard.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { WidgetDeclaration } from '../../../contracts/analysis';
import {
  apiKeys,
  createDashboard,
  getDashboardQueryOptions,
  listDashboardsQueryOptions,
  updateDashboard,
} from '../../../generated/api/client';
import { pathTo } from '../../../generated/routes';
import type { Dashboard, Site } from '../../../generated/types';
import { MAX_DASHBOARD_WIDGETS, appendWidget } from '../../rules/analysis/dashboardWidgets';
import { ChoiceSelect } from '../analysis/ChoiceSelect';
import { MAX_NAME_LENGTH, canChangeDashboards } from '../dashboard/dashboards';
import { Dialog } from '../ui/Dialog';

/** The choice of the dashboard select that makes a new dashboard. */
const NEW = 'new';

/** A dashboard that cannot take one more widget, said in the dialog rather than as a 400. */
class FullDashboard extends Error {
  constructor(readonly dashboard: string) {
    super('full');
  }
}

export function SaveToDashboard({
  site,
  widget,
  suggestedName,
}: {
  site: Site;
  widget: WidgetDeclaration;
  /** The new dashboard's name until the viewer types another: the trend's heading. */
  suggestedName: string;
}) {
  const { t } = useTranslation('reports');
  const id = useId();
  const [open, setOpen] = useState(false);
  const [saved, setSaved] = useState<Dashboard | null>(null);
  const writer = canChangeDashboards(site);
  return (
    <div className="trend-save">
      <button
        type="button"
        className="button-secondary"
        disabled={!writer}
        aria-describedby={writer ? undefined : `${id}-why`}
        onClick={() => setOpen(true)}
      >
        {t('reports:trends.save.open')}
      </button>
      {writer ? null : (
        <p id={`${id}-why`} className="trend-save-why">
          {t('reports:trends.save.not-allowed')}
        </p>
      )}
      <p role="status" className="trend-save-status">
        {saved ? (
          <>
            {t('reports:trends.save.saved', { name: saved.name })}{' '}
            <Link to={pathTo('dashboard.view', { siteId: site.id, dashboardId: saved.id })}>
              {t('reports:trends.save.open-dashboard', { name: saved.name })}
            </Link>
          </>
        ) : null}
      </p>
      {writer ? (
        <Dialog
          open={open}
          onOpenChange={setOpen}
          title={t('reports:trends.save.title')}
          description={t('reports:trends.save.description')}
          closeLabel={t('reports:trends.save.cancel')}
        >
          {open ? (
            <SaveForm
              siteId={site.id}
              widget={widget}
              suggestedName={suggestedName}
              onCancel={() => setOpen(false)}
              onSaved={(dashboard) => {
                setOpen(false);
                setSaved(dashboard);
              }}
            />
          ) : null}
        </Dialog>
      ) : null}
    </div>
  );
}

function SaveForm({
  siteId,
  widget,
  suggestedName,
  onCancel,
  onSaved,
}: {
  siteId: number;
  widget: WidgetDeclaration;
  suggestedName: string;
  onCancel: () => void;
  onSaved: (dashboard: Dashboard) => void;
}) {
  const { t } = useTranslation('reports');
  const id = useId();
  const queryClient = useQueryClient();
  const list = useQuery(listDashboardsQueryOptions({ siteId }));
  const [chosen, choose] = useState<string | null>(null);
  const [name, setName] = useState(suggestedName.slice(0, MAX_NAME_LENGTH));
  const [problem, setProblem] = useState('');
  const made = useRef<Dashboard | null>(null);
  // Until the viewer chooses, the first stored dashboard (the list comes by name), else a new one.
  const target = chosen ?? (list.data?.[0] ? String(list.data[0].id) : NEW);
  const save = useMutation({
    mutationFn: async (): Promise<Dashboard> => {
      if (target === NEW) {
        // Made once: when the widget's save fails, trying again fills the same dashboard
        // (under the name now in the field) instead of leaving an empty one behind each time.
        made.current ??= await createDashboard({ siteId, body: { name: name.trim() } });
        return updateDashboard({
          siteId,
          dashboardId: made.current.id,
          body: { name: name.trim(), widgets: appendWidget([], widget) },
        });
      }
      // The dashboard as stored now (another member may have changed it), the widget at its end.
      const current = await queryClient.fetchQuery({
        ...getDashboardQueryOptions({ siteId, dashboardId: Number(target) }),
        staleTime: 0,
      });
      if (current.widgets.length >= MAX_DASHBOARD_WIDGETS) throw new FullDashboard(current.name);
      return updateDashboard({
        siteId,
        dashboardId: current.id,
        body: { name: current.name, widgets: appendWidget(current.widgets, widget) },
      });
    },
    onSuccess: (dashboard) => {
      queryClient.setQueryData(
        getDashboardQueryOptions({ siteId, dashboardId: dashboard.id }).queryKey,
        dashboard,
      );
      void queryClient.invalidateQueries({ queryKey: apiKeys.listDashboards({ siteId }) });
      onSaved(dashboard);
    },
    onError: (error) =>
      setProblem(
        error instanceof FullDashboard
          ? t('reports:trends.save.full', { name: error.dashboard, max: MAX_DASHBOARD_WIDGETS })
          : t('reports:trends.save.failed'),
      ),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (target === NEW) {
      const trimmed = name.trim();
      if (!trimmed) return setProblem(t('reports:trends.save.required'));
      if (trimmed.length > MAX_NAME_LENGTH)
        return setProblem(t('reports:trends.save.too-long', { max: MAX_NAME_LENGTH }));
    }
    setProblem('');
    save.mutate();
  };
  const choices = [
    ...(list.data ?? []).map((d) => ({ value: String(d.id), label: d.name })),
    { value: NEW, label: t('reports:trends.save.new') },
  ];
  return (
    <form method="post" className="trend-save-form" onSubmit={submit} noValidate>
      {list.isPending ? <p>{t('reports:trends.save.loading')}</p> : null}
      <ChoiceSelect
        label={t('reports:trends.save.dashboard')}
        value={target}
        choices={choices}
        onChange={(value) => {
          choose(value);
          setProblem('');
        }}
      />
      {target === NEW ? (
        <label htmlFor={`${id}-name`}>
          {t('reports:trends.save.name')}
          <input
            id={`${id}-name`}
            name="name"
            value={name}
            onChange={(e) => {
              setName(e.target.value);
              setProblem('');
            }}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${id}-problem` : undefined}
          />
        </label>
      ) : null}
      {problem ? (
        <p id={`${id}-problem`} className="form-error" role="alert">
          {problem}
        </p>
      ) : null}
      <div className="ui-dialog-actions">
        <button type="button" className="button-secondary" onClick={onCancel}>
          {t('reports:trends.save.cancel')}
        </button>
        <button type="submit" className="button-primary" disabled={save.isPending}>
          {t('reports:trends.save.save')}
        </button>
      </div>
    </form>
  );
}
