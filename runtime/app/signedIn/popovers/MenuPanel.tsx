/**
 * The help or account menu once asked for (signedIn/shell/DropdownMenu.tsx): a WAI-ARIA menu button and
 * menu from @radix-ui/react-dropdown-menu — arrow keys, Home/End, typeahead, Escape, the focus
 * back on the button when it closes, the menu closed by a click or focus outside. Its items are
 * the manifest's menu of that placement for the account variant (resolveMenu), gated like the
 * sidebar's: links stay links (react-router's Link, or an outside link in a new tab) with the
 * role of a menu item; a disabled item keeps the focus and tells why (aria-disabled, its reason
 * as its title) and does nothing; a locked one says so in its name. The account menu's logout
 * action signs out; an action not built yet is a disabled item saying so. Non-modal: the page
 * stays readable (no aria-hidden on the rest), as the disclosure menus before it.
 */
import * as Menu from '@radix-ui/react-dropdown-menu';
import { lazy, Suspense, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MenuPlace, ResolvedItem } from '../../../rules/menus/resolveMenu';
import { resolveMenu } from '../../../rules/menus/resolveMenu';
import type { MenuAction, Placement } from '../../../../contracts/menus';
import { useSignedIn } from '../context';
import { itemTooltip, MENU_NAMESPACES, type MenuTranslate } from '../shell/MenuEntry';
import { targetPath } from '../shell/targetPath';
import { Tooltip } from '../../ui/Tooltip';
import { useLogout } from './useLogout';
import { countsProductUpdates, UnseenBadge, useProductUpdates } from '../../support/productUpdates';
import { useRouteCheck } from '../useRouteCheck';

// "get help" opens support (runtime/app/support/, its own chunk).
const SupportLauncher = lazy(() => import('../../support/SupportLauncher'));

export default function MenuPanel(props: {
  placement: Placement;
  label: string;
  place: MenuPlace;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** How the menu was first opened, before this chunk had loaded. */
  firstOpen: 'pointer' | 'keyboard';
}) {
  const { bundles, session, gateContext } = useSignedIn();
  const routeCheck = useRouteCheck();
  const logout = useLogout();
  const { t } = useTranslation(MENU_NAMESPACES);
  // The library learns that the keyboard is in use from its own key listener, which was not
  // there yet when the first key opened the menu: that first time, the first item is focused here.
  // (Its effect runs after the library's, which has focused the menu itself.)
  const keyboardFirst = useRef(props.firstOpen === 'keyboard');
  const content = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!keyboardFirst.current) return;
    keyboardFirst.current = false;
    content.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
  }, []);
  const menu = resolveMenu(
    bundles.menus,
    bundles.access,
    { placement: props.placement, variant: session.account.variant },
    gateContext,
    props.place,
    routeCheck,
  );
  // Every action of contracts/menus.ts; undefined: not built yet (a disabled item).
  // The support surface outlives the menu, which closes on selection: this panel stays mounted.
  const [support, setSupport] = useState(false);
  // The item that opened it is gone with the closed menu: the focus goes back to the menu button.
  const trigger = useRef<HTMLButtonElement>(null);
  const closeSupport = () => {
    setSupport(false);
    requestAnimationFrame(() => trigger.current?.focus());
  };
  const actions: Record<MenuAction, (() => void) | undefined> = {
    logout,
    'open-chat': () => setSupport(true),
  };
  // The product-updates item counts the unseen updates; following it marks them seen.
  const updates = useProductUpdates((menu?.items ?? []).some(countsProductUpdates));
  return (
    <>
      {support ? (
        <Suspense fallback={null}>
          <SupportLauncher onClose={closeSupport} />
        </Suspense>
      ) : null}
      <Menu.Root open={props.open} onOpenChange={props.onOpenChange} modal={false}>
        <Menu.Trigger ref={trigger} className="top-bar-button">
          {props.label}
        </Menu.Trigger>
        <Menu.Content ref={content} className="dropdown-panel" align="end" sideOffset={6} loop>
          {(menu?.items ?? []).map((item) => (
            <MenuPanelEntry
              key={item.id}
              item={item}
              t={t}
              actions={actions}
              {...(countsProductUpdates(item)
                ? { unseen: updates.unseen, onFollow: updates.markSeen }
                : {})}
            />
          ))}
        </Menu.Content>
      </Menu.Root>
    </>
  );
}

/** Selecting it does nothing and leaves the menu open (a disabled item, an action not built). */
const stay = (event: Event) => event.preventDefault();

function MenuPanelEntry(props: {
  item: ResolvedItem;
  t: MenuTranslate;
  actions: Record<MenuAction, (() => void) | undefined>;
  /** A counter badge's number (product updates); none when 0 or unknown. */
  unseen?: number;
  /** Called when a link item is followed (product updates: mark them seen). */
  onFollow?: () => void;
}) {
  const { item, t } = props;
  const id = useId();
  if (item.state === 'hidden') return null;
  const label = t(item.label);
  if (item.target.kind === 'group')
    return (
      <Menu.Group aria-labelledby={id}>
        <Menu.Label className="menu-group-label" id={id}>
          <span className="menu-label">{label}</span>
        </Menu.Label>
        {item.children?.map((child) => (
          <MenuPanelEntry key={child.id} {...props} item={child} />
        ))}
      </Menu.Group>
    );

  const run = actionOf(item, props.actions);
  // Why an item does nothing (its reason, or "not built yet"): a tooltip on hover and focus.
  const why =
    item.state === 'disabled' || run === null
      ? (itemTooltip(item, t) ?? t('shell:not-built'))
      : undefined;
  const attributes = {
    className: `menu-item is-${item.state}`,
    title: why ? undefined : itemTooltip(item, t),
    'aria-label': item.state === 'locked' ? t('shell:menu.locked-name', { label }) : undefined,
    'data-item': item.id,
    'aria-describedby': props.unseen ? `${id}-badge` : undefined,
    children: (
      <>
        <span className="menu-label">{label}</span>
        {props.unseen ? <UnseenBadge count={props.unseen} id={`${id}-badge`} /> : null}
      </>
    ),
  };
  const target = item.target;
  let element: ReactNode = null;
  let onSelect: ((event: Event) => void) | undefined;
  if (item.state === 'disabled') {
    // Focusable by the arrow keys (not the library's `disabled`, which skips it): a keyboard
    // user reaches it and hears why (its tooltip, the item's description).
    element = <a aria-disabled="true" {...attributes} />;
    onSelect = stay;
  } else if (target.kind === 'route') element = <Link to={targetPath(target)} {...attributes} />;
  else if (target.kind === 'href') {
    element = <a href={target.href} target="_blank" rel="noopener noreferrer" {...attributes} />;
    onSelect = props.onFollow;
  } else if (target.kind === 'action') {
    element = <button type="button" {...attributes} aria-disabled={run ? undefined : true} />;
    onSelect = run ?? stay;
  }
  if (!element) return null;
  const entry = (
    <Menu.Item asChild onSelect={onSelect}>
      {element}
    </Menu.Item>
  );
  return why ? (
    <Tooltip content={why} side="left">
      {entry}
    </Tooltip>
  ) : (
    entry
  );
}

/** An action item's handler; null for an action not built yet, undefined for other items. */
function actionOf(
  item: ResolvedItem,
  actions: Record<MenuAction, (() => void) | undefined>,
): (() => void) | null | undefined {
  if (item.target.kind !== 'action') return undefined;
  return actions[item.target.action] ?? null;
}
