/**
 * The signup experiments of the visitor (product.md#roles-and-permissions "Experiments": signup_optimization,
 * signup_funnel_refocus, signup_page_revamp; product.md#calls "Experiment lookups by anonymous … id"): the
 * register page asks the anonymous lookup for the persistent anonymous id (the server keeps the
 * answer 60 days in the experiment cookie, product.md#constants-and-limits), sends the assignments with every track() event
 * of the page, and the registration carries them as `experiment_tag` (product.md#records-and-their-fields payload). No id, or a
 * failed lookup: no assignment, i.e. the control of every experiment (product.md#roles-and-permissions "control on failure").
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getAnonymousExperimentsQueryOptions } from '../../../generated/api/client';
import { cookieValue } from '../../../contracts/cookieValue';
import { ANONYMOUS_ID_COOKIE } from '../../../contracts/cookies';
import { setTrackedExperiments } from '../core/analytics/track';
import type { Assignments } from './rules/experimentTag';

export interface SignupExperiments {
  /** The assignments known now (none while the lookup runs or after it failed). */
  assignments: Assignments;
  /** The assignments once the lookup settled (waits for one under way; failure → none). */
  settled(): Promise<Assignments>;
}

const byName = (list: readonly { name: string; variant: string }[] | undefined): Assignments =>
  Object.fromEntries((list ?? []).map((a) => [a.name, a.variant]));

export function useSignupExperiments(): SignupExperiments {
  const queryClient = useQueryClient();
  const anonymousId =
    typeof document === 'undefined' ? undefined : cookieValue(document.cookie, ANONYMOUS_ID_COOKIE);
  const options = {
    ...getAnonymousExperimentsQueryOptions({ anonymousId: anonymousId ?? '' }),
    retry: false,
    staleTime: Infinity,
  } as const;
  const lookup = useQuery({ ...options, enabled: anonymousId !== undefined });
  const list = lookup.data?.assignments;
  useEffect(() => {
    if (!list) return;
    setTrackedExperiments(byName(list));
    return () => setTrackedExperiments({});
  }, [list]);
  return {
    assignments: byName(list),
    settled: () =>
      anonymousId === undefined
        ? Promise.resolve({})
        : queryClient
            .fetchQuery(options)
            .then((data) => byName(data.assignments))
            .catch(() => ({})),
  };
}
