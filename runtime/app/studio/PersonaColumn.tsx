/**
 * One persona of the `/studio` matrix: the signed-in state as it is, with the
 * persona applied exactly as the preview toolbar applies one (personaScope.ts), provided to the
 * real menu components below. Nothing leaves this browser: the server still answers for the
 * real user.
 */
import { useId, useMemo, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { MenuMode, Placement } from '../../../contracts/menus';
import type { Site } from '../../../generated/types';
import type { PersonaDefinition } from '../../rules/personas/types';
import { SignedInContext, useSignedIn } from '../signedIn/context';
import { MenuStates } from './MenuStates';
import { personaScope } from './personaScope';

const SECTIONS: readonly Placement[] = ['sidebar', 'top-bar', 'help-menu', 'account-menu'];

export function PersonaColumn(props: {
  persona: PersonaDefinition;
  mode: MenuMode;
  /** The site the menus' targets are filled from (useStudioSite.ts). */
  site: Site | undefined;
}) {
  const { t } = useTranslation('studio');
  const real = useSignedIn();
  const headingId = useId();
  const { persona, site } = props;
  const state = useMemo(
    () => personaScope(site ? { ...real, site } : real, persona),
    [real, site, persona],
  );
  // A matrix to look at: following an item's link would leave it (actions do nothing here).
  const stay = (event: MouseEvent) => {
    if ((event.target as Element).closest('a[href]')) event.preventDefault();
  };
  return (
    <section
      className="studio-column"
      aria-labelledby={headingId}
      data-persona={props.persona.id}
      onClickCapture={stay}
    >
      <h2 id={headingId} className="studio-column-title">
        {props.persona.id}
      </h2>
      <SignedInContext.Provider value={state}>
        {SECTIONS.map((placement) => (
          <div key={placement} className="studio-section" data-placement={placement}>
            <h3>{t(`studio:section.${placement}`)}</h3>
            <MenuStates
              placement={placement}
              {...(placement === 'sidebar' ? { mode: props.mode } : {})}
            />
          </div>
        ))}
      </SignedInContext.Provider>
    </section>
  );
}
