/**
 * One resolved menu item (runtime/rules/menus/resolveMenu), as the manifest's gate effect says
 * (product.md#screens-and-routes, product.md#roles-and-permissions): shown → a link; disabled → a disabled link whose tooltip (translated) is its
 * title, hence its accessible description; locked → a link with a lock badge and "locked" in
 * its name; hidden items never get here. Groups list their children under their label. Actions
 * are buttons; an action this runtime does not perform yet is a disabled button saying so.
 * The lock badge and the item's icon are drawn by CSS (shell.css, generated/icons.css), keeping
 * them out of the first page's JavaScript.
 *
 * The shell translates for all entries (`useTranslation(MENU_NAMESPACES)`, passed as `t`): one
 * i18next subscription instead of one per item keeps its first render short (the cold-load target).
 */
import type { TFunction } from 'i18next';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { MenuAction } from '../../../../contracts/menus';
import type { ResolvedItem } from '../../../rules/menus/resolveMenu';
import { targetPath } from './targetPath';

/** What a menu list translates with (`useTranslation(MENU_NAMESPACES)`), handed to its entries. */
export const MENU_NAMESPACES = ['nav', 'access', 'shell'] as const;
export type MenuTranslate = TFunction<typeof MENU_NAMESPACES>;

export interface MenuEntryProps {
  item: ResolvedItem;
  /** The list's `useTranslation(MENU_NAMESPACES).t`. */
  t: MenuTranslate;
  currentId?: string;
  /** What each action does here (e.g. logout); undefined: "not built yet". */
  actions?: Readonly<Record<MenuAction, (() => void) | undefined>>;
  /** A badge after the label: short text shown, a sentence for assistive technology. */
  badge?: (item: ResolvedItem) => { text: string; description: string } | undefined;
  /** Show the item's icon before the label (the sidebar, readable when collapsed). */
  icons?: boolean;
  onNavigate?: () => void;
}

/** An item's tooltip (translated): the manifest's, else the reason it is disabled or locked. */
export function itemTooltip(item: ResolvedItem, t: MenuTranslate): string | undefined {
  if (item.tooltip) return t(item.tooltip);
  return item.reason ? t(`access:reason.${item.reason.kind}`) : undefined;
}

export function MenuEntry(props: MenuEntryProps) {
  const { item, t } = props;
  const id = useId();
  if (item.state === 'hidden') return null;
  const label = t(item.label);
  const icon = props.icons ? item.icon : undefined;

  if (item.target.kind === 'group') {
    return (
      <li className="menu-group">
        <span className="menu-group-label" id={id} data-icon={icon}>
          <span className="menu-label">{label}</span>
        </span>
        <ul aria-labelledby={id}>
          {item.children?.map((child) => (
            <MenuEntry key={child.id} {...props} item={child} />
          ))}
        </ul>
      </li>
    );
  }

  const tooltip = itemTooltip(item, t);
  const locked = item.state === 'locked';
  // The badge is outside the accessible name ("Get started"), in the description instead.
  const badge = props.badge?.(item);
  const attributes = {
    className: `menu-item is-${item.state}`,
    title: tooltip ?? (props.icons ? label : undefined),
    'aria-label': locked ? t('shell:menu.locked-name', { label }) : undefined,
    'aria-describedby': badge ? id : undefined,
    'data-item': item.id,
    'data-icon': icon,
    children: (
      <>
        <span className="menu-label">{label}</span>
        {badge ? (
          <span className="menu-badge" aria-hidden="true">
            {badge.text}
          </span>
        ) : null}
      </>
    ),
  };
  const target = item.target;
  let element: ReactNode = null;
  // Focusable (no href, so not by itself): a keyboard user reaches it and hears why (its title).
  if (item.state === 'disabled')
    element = <a role="link" aria-disabled="true" tabIndex={0} {...attributes} />;
  else if (target.kind === 'route')
    element = (
      <Link
        to={targetPath(target)}
        aria-current={props.currentId === item.id ? 'page' : undefined}
        onClick={props.onNavigate}
        {...attributes}
      />
    );
  else if (target.kind === 'href')
    element = <a href={target.href} target="_blank" rel="noopener noreferrer" {...attributes} />;
  else if (target.kind === 'action') {
    const run = props.actions?.[target.action];
    // Not `disabled`: a disabled button takes no focus and shows no tooltip, so nobody learns
    // why it does nothing. aria-disabled keeps it reachable, with its reason.
    element = (
      <button
        type="button"
        {...attributes}
        aria-disabled={run ? undefined : true}
        title={run ? attributes.title : t('shell:not-built')}
        onClick={run}
      />
    );
  }
  if (!element) return null;
  return (
    <li>
      {element}
      {badge ? (
        <span id={id} hidden>
          {badge.description}
        </span>
      ) : null}
    </li>
  );
}
