/**
 * The top bar (product.md#screens-and-routes "Signed-in shell"): the top-bar menu of the manifest for the variant,
 * resolved like the sidebar. Built here: logo → the current site's overview, site selector,
 * the session / sampling widget (the month's session usage, SessionUsage.tsx), language
 * selector, help menu, account menu, plain links (integrations, invite members), and the
 * notification bell (NotificationBell.tsx), the responses-limit widget
 * (ResponsesUsage.tsx) and the trial entry point (TrialEntry.tsx).
 */
import { ADD_SITE_ITEM } from './SiteSelectorToggle';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Widget } from '../../../../contracts/menus';
import type { RouteDefinition } from '../../../../generated/routes';
import { resolveMenu, type MenuPlace, type ResolvedItem } from '../../../rules/menus/resolveMenu';
import { useSignedIn } from '../context';
import { DropdownMenu } from './DropdownMenu';
import { LanguageSelector } from './LanguageSelector';
import { MenuEntry, type MenuTranslate } from './MenuEntry';
import { NotificationBell } from './NotificationBell';
import { ResponsesUsageWidget } from './ResponsesUsage';
import { SessionUsageWidget } from './SessionUsage';
import { SiteSelector } from './SiteSelector';
import { TrialEntryWidget } from './TrialEntry';
import { targetPath } from './targetPath';
import { useRouteCheck } from '../useRouteCheck';

/** The top bar's logo item (top-bar.yaml `id: logo`): drawn as the product's logo. */
const LOGO_ITEM = 'logo';

/** `t` is the shell's (ShellLayout.tsx); the items' labels are keys of `nav`, its first namespace. */
export function TopBar(props: { route: RouteDefinition; place: MenuPlace; t: MenuTranslate }) {
  const { route, place, t } = props;
  const { bundles, session, gateContext } = useSignedIn();
  const routeCheck = useRouteCheck();
  const menu = resolveMenu(
    bundles.menus,
    bundles.access,
    { placement: 'top-bar', variant: session.account.variant },
    gateContext,
    place,
    routeCheck,
  );
  // add-new-site is drawn inside the open site selector (popovers/SitePanel.tsx).
  const items = (menu?.items ?? []).filter((i) => i.state !== 'hidden' && i.id !== ADD_SITE_ITEM);
  const start = items.filter((i) => i.id === LOGO_ITEM || isWidget(i, 'site-selector'));
  const end = items.filter((i) => !start.includes(i));
  return (
    <header className="top-bar">
      <div className="top-bar-start">
        {start.map((item) => (
          <TopBarItem key={item.id} item={item} route={route} place={place} t={t} />
        ))}
      </div>
      <ul className="top-bar-end">
        {end.map((item) => (
          <TopBarItem key={item.id} item={item} route={route} place={place} t={t} />
        ))}
      </ul>
    </header>
  );
}

function isWidget(item: ResolvedItem, widget: Widget): boolean {
  return item.target.kind === 'widget' && item.target.widget === widget;
}

function TopBarItem(props: {
  item: ResolvedItem;
  route: RouteDefinition;
  place: MenuPlace;
  t: MenuTranslate;
}) {
  const { item, route, place, t } = props;
  if (item.id === LOGO_ITEM) {
    // Without a current site yet the logo goes home (the first site's overview).
    const to =
      item.target.kind === 'route' && item.state !== 'disabled' ? targetPath(item.target) : '/';
    return (
      // The name says what is written first, then where it leads ("Lodestar Site overview"):
      // a name that leaves out the visible text fails WCAG 2.5.3 (label in name).
      <Link to={to} className="logo">
        <span className="logo-mark" aria-hidden="true">
          ◆
        </span>
        <span className="logo-text">Lodestar</span>
        <span className="visually-hidden"> {t(item.label)}</span>
      </Link>
    );
  }
  if (item.target.kind === 'widget') {
    const draw = WIDGETS[item.target.widget];
    return draw ? draw({ label: t(item.label), route, place, t }) : null;
  }
  if (item.target.kind === 'route' || item.target.kind === 'href')
    return <MenuEntry item={item} t={t} />;
  return null; // actions of the top bar (add new site) are not built yet
}

interface WidgetProps {
  label: string;
  route: RouteDefinition;
  place: MenuPlace;
  t: MenuTranslate;
}

/**
 * What the top bar draws for each widget the menus manifest may name (contracts/menus.ts); null:
 * not built yet (see above). A widget added to the contract without an entry here fails to compile.
 */
const WIDGETS: Record<Widget, ((props: WidgetProps) => ReactNode) | null> = {
  'site-selector': ({ route, label, t }) => <SiteSelector route={route} label={label} t={t} />,
  'language-selector': ({ label, t }) => (
    <li>
      <LanguageSelector label={label} t={t} />
    </li>
  ),
  help: ({ label, place }) => (
    <li>
      <DropdownMenu placement="help-menu" label={label} place={place} />
    </li>
  ),
  'account-menu': ({ label, place }) => (
    <li>
      <DropdownMenu placement="account-menu" label={label} place={place} />
    </li>
  ),
  'session-sampling': ({ label, t }) => <SessionUsageWidget label={label} t={t} />,
  'responses-limit': ({ label, t }) => <ResponsesUsageWidget label={label} t={t} />,
  'notification-bell': ({ label, t }) => <NotificationBell label={label} t={t} />,
  'trial-entry': ({ label }) => <TrialEntryWidget label={label} />,
};
