/**
 * The top bar (spec §2 "Signed-in shell"): the top-bar menu of the manifest for the variant,
 * resolved like the sidebar. Built here: logo → the current site's overview, site selector,
 * language selector, help menu, account menu, and plain links (integrations, invite members).
 * The other widgets (sessions, responses limit, trial entry, notifications) and the add-new-site
 * action arrive with later issues and are not drawn until then.
 */
import { Link } from 'react-router';
import type { RouteDefinition } from '../../../generated/routes';
import { resolveMenu, type MenuPlace, type ResolvedItem } from '../../rules/menus/resolveMenu';
import { useSignedIn } from '../signedIn/context';
import { DropdownMenu } from './DropdownMenu';
import { LanguageSelector } from './LanguageSelector';
import { MenuEntry, type MenuTranslate } from './MenuEntry';
import { SiteSelector } from './SiteSelector';
import { targetPath } from './targetPath';

/** `t` is the shell's (ShellLayout.tsx); the items' labels are keys of `nav`, its first namespace. */
export function TopBar(props: { route: RouteDefinition; place: MenuPlace; t: MenuTranslate }) {
  const { route, place, t } = props;
  const { bundles, session, gateContext } = useSignedIn();
  const menu = resolveMenu(
    bundles.menus,
    bundles.access,
    { placement: 'top-bar', variant: session.account.variant },
    gateContext,
    place,
  );
  const items = (menu?.items ?? []).filter((i) => i.state !== 'hidden');
  const start = items.filter((i) => i.icon === 'logo' || isWidget(i, 'site-selector'));
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

function isWidget(item: ResolvedItem, widget: string): boolean {
  return item.target.kind === 'widget' && item.target.widget === widget;
}

function TopBarItem(props: {
  item: ResolvedItem;
  route: RouteDefinition;
  place: MenuPlace;
  t: MenuTranslate;
}) {
  const { item, route, place, t } = props;
  if (item.icon === 'logo') {
    // Without a current site yet the logo goes home (the first site's overview).
    const to =
      item.target.kind === 'route' && item.state !== 'disabled' ? targetPath(item.target) : '/';
    return (
      <Link to={to} className="logo" aria-label={t(item.label)}>
        <span className="logo-mark" aria-hidden="true">
          ◆
        </span>
        <span className="logo-text">Lodestar</span>
      </Link>
    );
  }
  if (item.target.kind === 'widget') {
    switch (item.target.widget) {
      case 'site-selector':
        return <SiteSelector route={route} label={t(item.label)} t={t} />;
      case 'language-selector':
        return (
          <li>
            <LanguageSelector label={t(item.label)} t={t} />
          </li>
        );
      case 'help':
        return (
          <li>
            <DropdownMenu placement="help-menu" label={t(item.label)} place={place} />
          </li>
        );
      case 'account-menu':
        return (
          <li>
            <DropdownMenu placement="account-menu" label={t(item.label)} place={place} />
          </li>
        );
      default:
        return null; // not built yet (see above)
    }
  }
  if (item.target.kind === 'route' || item.target.kind === 'href')
    return <MenuEntry item={item} t={t} />;
  return null; // actions of the top bar (add new site) are not built yet
}
