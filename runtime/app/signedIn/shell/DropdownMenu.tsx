/**
 * Help menu and account menu (product.md#screens-and-routes): a menu button opening the menu of that
 * placement for the account variant, a WAI-ARIA menu from @radix-ui/react-dropdown-menu (arrow
 * keys, Home/End, typeahead, Escape, focus back on the button). The library and the open menu
 * are their own chunk (signedIn/popovers/MenuPanel.tsx), off the first page: until the menu is first opened
 * this draws a plain button (the server's markup, hydrated as it is), and the first click or
 * key (Enter, Space, ArrowDown) opens the menu once its chunk has loaded, which then draws the
 * button as the library's trigger.
 */
import { lazy, Suspense, useEffect, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { useLocation } from 'react-router';
import type { MenuPlace } from '../../../rules/menus/resolveMenu';
import type { Placement } from '../../../../contracts/menus';

const MenuPanel = lazy(() => import('../popovers/MenuPanel'));

/** How the menu was first asked for: by keyboard, its first item takes the focus. */
type FirstOpen = 'pointer' | 'keyboard';

export function DropdownMenu(props: { placement: Placement; label: string; place: MenuPlace }) {
  const [open, setOpen] = useState(false);
  const [first, setFirst] = useState<FirstOpen>();
  const { pathname } = useLocation();
  useEffect(() => setOpen(false), [pathname]);

  const ask = (how: FirstOpen) => {
    setFirst((f) => f ?? how);
    setOpen((o) => !o);
  };
  const button = (
    <button
      type="button"
      className="top-bar-button"
      aria-haspopup="menu"
      aria-expanded={open}
      // detail 0: a click made by the keyboard (Enter, Space).
      onClick={(e: MouseEvent) => ask(e.detail === 0 ? 'keyboard' : 'pointer')}
      onKeyDown={(e: KeyboardEvent) => {
        if (e.key !== 'ArrowDown') return;
        e.preventDefault();
        if (!open) ask('keyboard');
      }}
    >
      {props.label}
    </button>
  );
  return (
    <div className="dropdown" data-menu={props.placement}>
      {first ? (
        <Suspense fallback={button}>
          <MenuPanel {...props} open={open} onOpenChange={setOpen} firstOpen={first} />
        </Suspense>
      ) : (
        button
      )}
    </div>
  );
}
