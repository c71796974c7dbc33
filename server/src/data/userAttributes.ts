/**
 * Onboarding answers (product.md#records-and-their-fields "User profile"; product.md#calls "user attributes
 * for onboarding intent and jtbd"): the client saves them through the app-state call
 * (POST /api/v1/users/{userId}/app-state) under namespace `user_attributes`, keys `goal`,
 * `expertise` and `jobs_to_be_done`, either for a site or unscoped (site_id null).
 */
import type { Db } from '../db/open';
import type { Personalization } from '../../../generated/types';

export const USER_ATTRIBUTES_NAMESPACE = 'user_attributes';

const GOALS = ['feedback', 'heatmaps', 'recordings', 'interviews', 'skipped', 'surveys'] as const;
const EXPERTISE = ['beginner', 'intermediate', 'expert', 'skip'] as const;

function oneOf<T extends string>(list: readonly T[], value: string | undefined): T | null {
  return value !== undefined && (list as readonly string[]).includes(value) ? (value as T) : null;
}

/**
 * Expertise and goal of a user for a site: an answer saved for that site wins over one saved
 * without a site; the latest write wins among equals. A value outside product.md#records-and-their-fields's lists (app-state
 * takes any string) reads as unanswered.
 */
export async function personalizationOf(
  db: Db,
  userId: number,
  siteId: number,
): Promise<Personalization> {
  const rows = await db
    .selectFrom('app_state_settings')
    .select(['key', 'value', 'site_id', 'updated_at', 'id'])
    .where('user_id', '=', userId)
    .where('namespace', '=', USER_ATTRIBUTES_NAMESPACE)
    .where('key', 'in', ['goal', 'expertise'])
    .where((eb) => eb.or([eb('site_id', '=', siteId), eb('site_id', 'is', null)]))
    .execute();
  const best = (key: string): string | undefined =>
    rows
      .filter((r) => r.key === key)
      .sort(
        (a, b) =>
          Number(b.site_id !== null) - Number(a.site_id !== null) ||
          b.updated_at - a.updated_at ||
          b.id - a.id,
      )[0]?.value;
  return { expertise: oneOf(EXPERTISE, best('expertise')), goal: oneOf(GOALS, best('goal')) };
}
