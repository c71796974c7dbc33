/**
 * The facts the guide engine (runtime/rules/guides/evaluateGuide.ts) reads, gathered from what the
 * shell already has: the guide's flags from app-state (decoded with the manifest's truthy
 * strings), the site's tracking state from the shell's gate context (rules/gateContext.ts),
 * organization access and user count and creation time from the site (product.md#records-and-their-fields "Site"), the
 * interface language, and the questionnaire's answers (userProfile.ts).
 */
import type { AppStateSetting, Site } from '../../../../../generated/types';
import type { TrackingState } from '../../../../../contracts/gates';
import type { GuideFacts } from '../../../../rules/guides/evaluateGuide';
import type { Guide } from '../../../../rules/guides/types';
import { guideFlags } from './appStateValues';
import { userProfileOf } from './userProfile';

export interface GuideFactsInput {
  guide: Pick<Guide, 'state' | 'flags'>;
  settings: readonly AppStateSetting[];
  site: Pick<Site, 'id' | 'organization' | 'created'>;
  tracking: TrackingState;
  locale: string;
  /** Flags other than the stored ones (the get-started page's per-step completion). */
  flags?: Record<string, boolean>;
}

export function guideFacts(input: GuideFactsInput): GuideFacts {
  const { guide, settings, site } = input;
  const profile = userProfileOf(settings, site.id);
  return {
    flags: input.flags ?? guideFlags(guide, settings, site.id),
    tracking: input.tracking,
    orgAccess: site.organization.access,
    orgUserCount: site.organization.users,
    locale: input.locale,
    ...(profile ? { profile } : {}),
    siteCreated: site.created,
  };
}
