/**
 * The persona preview toolbar: in development or with the `preview` permission,
 * a bar at the bottom of every signed-in page that sets the persona the shell, guides and empty
 * states render for — variant, permissions, organization access, account admin, plan, flags,
 * experiment variants, tracking state, analytics access, locale and demo user — without
 * touching the database (persona.ts; stored in sessionStorage by previewStore.ts; the language
 * is applied by signedIn/SignedIn.tsx, without saving it). While a preview is on, the bar says
 * so and one button leaves it. Each change applies at once.
 *
 * A lazy chunk (signedIn/SignedIn.tsx), mounted only when the session allows previews.
 */
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ORG_ACCESS_LEVELS, TRACKING_STATES } from '../../../contracts/gates';
import { useSignedIn } from '../signedIn/context';
import type { PreviewPersona } from './persona';
import { usePreviewPersona, writePreview } from './previewStore';
import './preview.css';

type Key = keyof PreviewPersona;

/** The persona with `key` set to `value` (undefined: as the real session); null when empty. */
function withValue<K extends Key>(
  persona: PreviewPersona | null,
  key: K,
  value: PreviewPersona[K] | undefined,
): PreviewPersona | null {
  const next: PreviewPersona = { ...persona };
  if (value === undefined) delete next[key];
  else next[key] = value;
  return Object.keys(next).length ? next : null;
}

const yesNo = (value: string): boolean | undefined =>
  value === 'yes' ? true : value === 'no' ? false : undefined;
const fromYesNo = (value: boolean | undefined) => (value === undefined ? '' : value ? 'yes' : 'no');

export default function PreviewToolbar() {
  const { t } = useTranslation(['preview', 'app']);
  const { bundles } = useSignedIn();
  const persona = usePreviewPersona(true);
  const [open, setOpen] = useState(false);
  const formId = useId();
  const access = bundles.access;
  const set = <K extends Key>(key: K, value: PreviewPersona[K] | undefined) =>
    writePreview(withValue(persona, key, value));

  const summary = persona ? describe(persona, t) : '';
  return (
    <section
      className={`preview-toolbar${persona ? ' is-on' : ''}`}
      aria-label={t('preview:label')}
      data-testid="preview-toolbar"
    >
      <div className="preview-bar">
        <p className="preview-state" role="status">
          {persona ? (
            <>
              <strong>{t('preview:on')}</strong> <span>{summary}</span>
            </>
          ) : (
            t('preview:off')
          )}
        </p>
        <button
          type="button"
          className="button-secondary"
          aria-expanded={open}
          aria-controls={formId}
          onClick={() => setOpen((o) => !o)}
        >
          {open ? t('preview:close') : t('preview:edit')}
        </button>
        {persona ? (
          <button type="button" className="button-primary" onClick={() => writePreview(null)}>
            {t('preview:leave')}
          </button>
        ) : null}
      </div>
      {open ? (
        <form
          method="post"
          id={formId}
          className="preview-form"
          onSubmit={(e) => e.preventDefault()}
        >
          <Choice
            label={t('preview:field.variant')}
            value={persona?.variant ?? ''}
            options={access.variants}
            onChange={(v) => set('variant', v || undefined)}
          />
          <Choice
            label={t('preview:field.orgAccess')}
            value={persona?.orgAccess ?? ''}
            options={ORG_ACCESS_LEVELS.map((level) => [level, t(`preview:orgAccess.${level}`)])}
            onChange={(v) => set('orgAccess', (v || undefined) as PreviewPersona['orgAccess'])}
          />
          <Choice
            label={t('preview:field.accountAdmin')}
            value={fromYesNo(persona?.accountAdmin)}
            options={[
              ['yes', t('preview:yes')],
              ['no', t('preview:no')],
            ]}
            onChange={(v) => set('accountAdmin', yesNo(v))}
          />
          <Choice
            label={t('preview:field.demoUser')}
            value={fromYesNo(persona?.demoUser)}
            options={[
              ['yes', t('preview:yes')],
              ['no', t('preview:no')],
            ]}
            onChange={(v) => set('demoUser', yesNo(v))}
          />
          <Choice
            label={t('preview:field.tracking')}
            value={persona?.tracking ?? ''}
            options={TRACKING_STATES.map((s) => [s, t(`preview:tracking.${s}`)])}
            onChange={(v) => set('tracking', (v || undefined) as PreviewPersona['tracking'])}
          />
          <Choice
            label={t('preview:field.analyticsAccess')}
            value={fromYesNo(persona?.analyticsAccess)}
            options={[
              ['yes', t('preview:yes')],
              ['no', t('preview:no')],
            ]}
            onChange={(v) => set('analyticsAccess', yesNo(v))}
          />
          <Choice
            label={t('preview:field.locale')}
            value={persona?.locale ?? ''}
            options={bundles.languages.available.map((l) => [l.code, t(l.name)])}
            onChange={(v) => set('locale', v || undefined)}
          />
          <PlanField value={persona?.plan} onChange={(v) => set('plan', v)} />
          <NameSet
            legend={t('preview:field.permissions')}
            names={access.permissions}
            value={persona?.permissions}
            onChange={(v) => set('permissions', v)}
          />
          <NameSet
            legend={t('preview:field.flags')}
            names={Object.keys(access.flags)}
            value={persona?.flags}
            onChange={(v) => set('flags', v)}
          />
          <fieldset className="preview-experiments">
            <legend>{t('preview:field.experiments')}</legend>
            <p className="preview-hint">{t('preview:experiments-hint')}</p>
            {Object.entries(access.experiments).map(([name, definition]) => (
              <Choice
                key={name}
                label={name}
                value={persona?.experiments?.[name] ?? ''}
                options={definition.variants}
                onChange={(v) => {
                  const next = { ...persona?.experiments };
                  if (v) next[name] = v;
                  else delete next[name];
                  set('experiments', Object.keys(next).length ? next : undefined);
                }}
              />
            ))}
          </fieldset>
        </form>
      ) : null}
    </section>
  );
}

/** "variant: lite · organization access: read · …": what the preview overrides. */
function describe(persona: PreviewPersona, t: (key: string) => string): string {
  const value = (v: unknown): string => {
    if (typeof v === 'boolean') return t(v ? 'preview:yes' : 'preview:no');
    if (Array.isArray(v)) return v.length ? v.join(', ') : t('preview:none');
    if (v && typeof v === 'object')
      return Object.entries(v as Record<string, string>)
        .map(([k, x]) => `${k}=${x}`)
        .join(', ');
    return String(v);
  };
  // Organization access and tracking state are fixed words with translations of their own.
  const text = (key: Key) =>
    key === 'orgAccess' || key === 'tracking'
      ? t(`preview:${key}.${String(persona[key])}`)
      : value(persona[key]);
  return (Object.keys(persona) as Key[])
    .map((key) => `${t(`preview:field.${key}`)}: ${text(key)}`)
    .join(' · ');
}

/** A select whose first option, "as signed in", leaves the part to the real session. */
function Choice(props: {
  label: string;
  value: string;
  options: readonly (string | readonly [string, string])[];
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation('preview');
  const id = useId();
  return (
    <div className="preview-field">
      <label htmlFor={id}>{props.label}</label>
      <select id={id} value={props.value} onChange={(e) => props.onChange(e.target.value)}>
        <option value="">{t('preview:as-real')}</option>
        {props.options.map((o) => {
          const [value, label] = typeof o === 'string' ? [o, o] : o;
          return (
            <option key={value} value={value}>
              {label}
            </option>
          );
        })}
      </select>
    </div>
  );
}

function PlanField(props: {
  value: string | undefined;
  onChange: (v: string | undefined) => void;
}) {
  const { t } = useTranslation('preview');
  const id = useId();
  return (
    <div className="preview-field">
      <label htmlFor={id}>{t('preview:field.plan')}</label>
      <input
        id={id}
        type="text"
        value={props.value ?? ''}
        placeholder={t('preview:as-real')}
        maxLength={64}
        onChange={(e) => props.onChange(e.target.value.trim() || undefined)}
      />
    </div>
  );
}

/**
 * An exact set of names (permissions, flags): "override" replaces the real set with the boxes
 * ticked (none at first), as `explain menu --permission/--flag` does.
 */
function NameSet(props: {
  legend: string;
  names: readonly string[];
  value: string[] | undefined;
  onChange: (value: string[] | undefined) => void;
}): ReactNode {
  const { t } = useTranslation('preview');
  const overriding = props.value !== undefined;
  const chosen = new Set(props.value ?? []);
  return (
    <fieldset className="preview-set">
      <legend>{props.legend}</legend>
      <label className="preview-override">
        <input
          type="checkbox"
          checked={overriding}
          onChange={(e) => props.onChange(e.target.checked ? [] : undefined)}
        />
        {t('preview:override', { what: props.legend })}
      </label>
      {props.names.map((name) => (
        <label key={name}>
          <input
            type="checkbox"
            disabled={!overriding}
            checked={chosen.has(name)}
            onChange={(e) => {
              const next = new Set(chosen);
              if (e.target.checked) next.add(name);
              else next.delete(name);
              props.onChange(props.names.filter((n) => next.has(n)));
            }}
          />
          {name}
        </label>
      ))}
    </fieldset>
  );
}
