/**
 * `/studio`: the product manager's persona matrix — the sidebar, top bar, help
 * and account menus side by side for the chosen personas of manifests/personas.yaml, each item's
 * state and reason on hover or focus: `lodestar explain menu` made visible. Opens in development
 * or with the `preview` permission (route gate `may-preview`); the choice of personas and of the
 * sidebar mode is kept in the address (`?personas=lite,standalone&mode=feature`). Below the
 * matrix, every declared analysis page with its routes and widgets (AnalysisPages.tsx).
 *
 * Live: the menus, access and personas bundles are fetched by URL (core/bundles/shellBundles.ts,
 * personasBundle.ts, analysis/analysisBundles.ts); in `npm run dev` a manifest save regenerates them and the dev loop reloads
 * the page, so the matrix shows the saved manifest without anything more here.
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useSearchParamsChange, withValues } from '../core/router/useSearchParamsChange';
import { MENU_MODES, type MenuMode } from '../../../contracts/menus';
import '../../../generated/icons.css';
import '../signedIn/shell/shell.css';
import { AnalysisPages } from './AnalysisPages';
import { PersonaColumn } from './PersonaColumn';
import { usePersonasBundle } from './personasBundle';
import { chosenPersonas, PERSONAS_PARAM, toggled } from './selection';
import { useStudioSite } from './useStudioSite';
import './studio.css';

const MODE_PARAM = 'mode';

export default function StudioPage() {
  const { t } = useTranslation('studio');
  const { personas } = usePersonasBundle();
  const [params] = useSearchParams();
  const ids = personas.map((p) => p.id);
  const chosen = chosenPersonas(ids, params.get(PERSONAS_PARAM));
  const modeParam = params.get(MODE_PARAM);
  const mode: MenuMode = MENU_MODES.find((m) => m === modeParam) ?? 'feature';
  const modeId = useId();
  const site = useStudioSite();

  const update = useSearchParamsChange();
  const set = (name: string, value: string) => update(withValues({ [name]: value }));

  return (
    <div className="studio">
      <header className="studio-header">
        <h1>{t('studio:title')}</h1>
        <p>{t('studio:intro')}</p>
      </header>
      <div className="studio-controls">
        <fieldset className="studio-picker">
          <legend>{t('studio:personas')}</legend>
          {ids.map((id) => (
            <label key={id}>
              <input
                type="checkbox"
                name="persona"
                value={id}
                checked={chosen.includes(id)}
                onChange={(e) =>
                  set(PERSONAS_PARAM, toggled(ids, chosen, id, e.target.checked).join(','))
                }
              />
              {id}
            </label>
          ))}
        </fieldset>
        <div className="studio-mode">
          <label htmlFor={modeId}>{t('studio:mode-label')}</label>
          <select id={modeId} value={mode} onChange={(e) => set(MODE_PARAM, e.target.value)}>
            {MENU_MODES.map((m) => (
              <option key={m} value={m}>
                {t(`studio:mode.${m}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      {chosen.length === 0 ? (
        <p className="studio-none">{t('studio:none-chosen')}</p>
      ) : (
        <div className="studio-matrix">
          {chosen.map((id) => {
            const persona = personas.find((p) => p.id === id)!;
            return <PersonaColumn key={id} persona={persona} mode={mode} site={site} />;
          })}
        </div>
      )}
      <AnalysisPages />
    </div>
  );
}
