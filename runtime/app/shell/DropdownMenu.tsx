/**
 * Help menu and account menu (spec §2): a disclosure button opening the menu of that placement
 * for the account variant. The open panel is its own chunk (shell/MenuPanel.tsx), loaded when a
 * menu is first opened.
 */
import { lazy, Suspense, useId } from 'react';
import type { MenuPlace } from '../../rules/menus/resolveMenu';
import type { Placement } from '../../../contracts/menus';
import { usePopover } from './usePopover';

const MenuPanel = lazy(() => import('./MenuPanel'));

export function DropdownMenu(props: { placement: Placement; label: string; place: MenuPlace }) {
  const popover = usePopover();
  const panelId = useId();
  return (
    <div className="dropdown" ref={popover.root} data-menu={props.placement}>
      <button
        type="button"
        ref={popover.trigger}
        className="top-bar-button"
        aria-expanded={popover.open}
        aria-controls={panelId}
        onClick={popover.toggle}
      >
        {props.label}
      </button>
      {popover.open ? (
        <Suspense fallback={null}>
          <MenuPanel {...props} id={panelId} onNavigate={popover.close} />
        </Suspense>
      ) : null}
    </div>
  );
}
