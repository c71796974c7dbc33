/**
 * One menu of a persona column of `/studio`: the menu the shell would draw for the
 * column's persona, resolved by THE resolver (runtime/rules/menus/resolveMenu.ts — the same call
 * the sidebar, top bar and dropdowns make, and the one `lodestar explain menu` prints), every
 * item listed with its state. Items that show are drawn by the shell's own MenuEntry; hidden
 * ones (the shell draws nothing) are listed greyed with "hidden". Each item's state is a button
 * whose tooltip gives the reason — the translated reason the shell shows, and `explain menu`'s
 * own words — on hover and on keyboard focus. (States are data attributes, not `is-*` classes:
 * shell.css draws a lock after any `.is-locked`.)
 */
import { useTranslation } from 'react-i18next';
import {
  MENU_ACTIONS,
  type MenuAction,
  type MenuMode,
  type Placement,
} from '../../../contracts/menus';
import { resolveMenu, type ResolvedItem } from '../../rules/menus/resolveMenu';
import { useSignedIn } from '../signedIn/context';
import { menuPlace } from '../signedIn/rules/menuPlace';
import {
  itemTooltip,
  MenuEntry,
  MENU_NAMESPACES,
  type MenuTranslate,
} from '../signedIn/shell/MenuEntry';
import { LazyTooltip } from '../ui/LazyTooltip';
import { useRouteCheck } from '../signedIn/useRouteCheck';

/** The studio shows menus, it does not act: every action is a button that does nothing here. */
const NO_ACTIONS = Object.fromEntries(MENU_ACTIONS.map((a) => [a, () => {}])) as Record<
  MenuAction,
  () => void
>;

export function MenuStates(props: { placement: Placement; mode?: MenuMode }) {
  const { t } = useTranslation(['studio', ...MENU_NAMESPACES]);
  const { bundles, session, gateContext, site } = useSignedIn();
  const routeCheck = useRouteCheck();
  // The current site as the shell has it (the remembered or first one): `@site` … targets.
  const place = menuPlace({}, site);
  const menu = resolveMenu(
    bundles.menus,
    bundles.access,
    {
      placement: props.placement,
      ...(props.mode ? { mode: props.mode } : {}),
      variant: session.account.variant,
    },
    gateContext,
    place,
    routeCheck,
  );
  if (!menu) return <p className="studio-none">{t('studio:no-menu')}</p>;
  return (
    <ul className="studio-menu" data-menu={menu.menu}>
      {menu.items.map((item) => (
        <ItemRow
          key={item.id}
          item={item}
          t={t as unknown as MenuTranslate}
          icons={props.placement === 'sidebar'}
        />
      ))}
    </ul>
  );
}

function ItemRow(props: { item: ResolvedItem; t: MenuTranslate; icons: boolean }) {
  const { item, t, icons } = props;
  const label = t(item.label);
  const state = t(`studio:state.${item.state}`);
  // What the shell draws itself: links and actions that are not hidden (groups are listed here
  // with their children, widgets are the top bar's own components).
  const drawn =
    item.state !== 'hidden' && item.target.kind !== 'group' && item.target.kind !== 'widget';
  return (
    <li className="studio-item" data-item={item.id} data-state={item.state}>
      <div className="studio-item-row">
        <LazyTooltip side="right" content={<Reason item={item} t={t} />}>
          <button
            type="button"
            className="studio-state"
            data-state={item.state}
            aria-label={t('studio:item-state', { label, state })}
          >
            {state}
          </button>
        </LazyTooltip>
        {drawn ? (
          <ul className="studio-entry">
            <MenuEntry item={item} t={t} actions={NO_ACTIONS} icons={icons} />
          </ul>
        ) : (
          <span className="studio-label">{label}</span>
        )}
      </div>
      {item.children?.length ? (
        <ul className="studio-menu">
          {item.children.map((child) => (
            <ItemRow key={child.id} item={child} t={t} icons={icons} />
          ))}
        </ul>
      ) : null}
    </li>
  );
}

/** The tooltip: why the item is in its state, as the shell tells users and as `explain` prints. */
function Reason(props: { item: ResolvedItem; t: MenuTranslate }) {
  const { item, t } = props;
  if (item.state === 'shown' || !item.reason) return <span>{t('studio:reason.shown')}</span>;
  return (
    <span className="studio-reason">
      <span>{itemTooltip(item, t)}</span>
      {/* `lodestar explain menu`'s words (English, like the CLI): the gate that decided. */}
      <code lang="en">
        {item.reason.kind}: {item.reason.detail}
      </code>
    </span>
  );
}
