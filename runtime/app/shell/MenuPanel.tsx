/**
 * The open help or account menu: the manifest's menu of that placement for the account variant
 * (resolveMenu), items gated like the sidebar's. The account menu's logout action signs out.
 */
import { useTranslation } from 'react-i18next';
import type { MenuPlace } from '../../rules/menus/resolveMenu';
import { resolveMenu } from '../../rules/menus/resolveMenu';
import type { Placement } from '../../../contracts/menus';
import { useSignedIn } from '../signedIn/context';
import { MenuEntry, MENU_NAMESPACES } from './MenuEntry';
import { useLogout } from './useLogout';

export default function MenuPanel(props: {
  id: string;
  placement: Placement;
  label: string;
  place: MenuPlace;
  onNavigate: () => void;
}) {
  const { bundles, session, gateContext } = useSignedIn();
  const logout = useLogout();
  const { t } = useTranslation(MENU_NAMESPACES);
  const menu = resolveMenu(
    bundles.menus,
    bundles.access,
    { placement: props.placement, variant: session.account.variant },
    gateContext,
    props.place,
  );
  return (
    <ul id={props.id} className="dropdown-panel" aria-label={props.label}>
      {(menu?.items ?? []).map((item) => (
        <MenuEntry
          key={item.id}
          item={item}
          t={t}
          // Every action of contracts/menus.ts; undefined: not built yet (a disabled button).
          actions={{ logout, 'add-new-site': undefined, 'open-chat': undefined }}
          onNavigate={props.onNavigate}
        />
      ))}
    </ul>
  );
}
