/**
 * The site the `/studio` menus are resolved for (their `@site` / `@organization` targets): the
 * current one as the shell has it (the remembered site, signedIn/useCurrentSite.ts), else the
 * user's first site — the one the home page opens (rules/routes/homePath.ts) — so a first visit
 * does not show every site-bound item disabled for want of a site. The site's facts the gates
 * read (plan, organization access, analytics access, tracking) come from each persona.
 */
import { useQuery } from '@tanstack/react-query';
import {
  getSiteQueryOptions,
  listUserOrganizationsQueryOptions,
} from '../../../generated/api/client';
import type { Site } from '../../../generated/types';
import { useSignedIn } from '../signedIn/context';

export function useStudioSite(): Site | undefined {
  const { site, session } = useSignedIn();
  const userId = session.user.id;
  const organizations = useQuery({
    ...listUserOrganizationsQueryOptions({ userId }),
    enabled: !site,
  });
  const first = organizations.data?.flatMap((o) => o.sites)[0];
  const firstSite = useQuery({
    ...getSiteQueryOptions({
      accountId: first?.account.id ?? 0,
      siteId: first?.id ?? 0,
    }),
    enabled: !site && first !== undefined,
  });
  return site ?? firstSite.data;
}
