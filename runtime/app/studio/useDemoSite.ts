/**
 * The demo site of the user's site list, once the demo tour made one
 * (product.md#states-and-transitions "Demo tour": the demo site is added to the site list), else
 * undefined. The studio links each declared analysis page to its drawing there, over sample data.
 */
import { useQuery } from '@tanstack/react-query';
import { listUserOrganizationsQueryOptions } from '../../../generated/api/client';
import type { Site } from '../../../generated/types';
import { useSignedIn } from '../signedIn/context';

export function useDemoSite(): Site | undefined {
  const { session } = useSignedIn();
  const organizations = useQuery(listUserOrganizationsQueryOptions({ userId: session.user.id }));
  return organizations.data?.flatMap((o) => o.sites).find((s) => s.demo);
}
