/**
 * The questionnaire's answers as the guide engine reads them (product.md#records-and-their-fields "User profile", product.md#states-and-transitions "Step
 * order"): app-state namespace `user_attributes`, keys goal / expertise / jobs_to_be_done, written
 * by runtime/app/signup/rules/onboardingAnswers.ts — one string each, for a site or unscoped (the
 * site's answer wins). jobs_to_be_done is one job today; a JSON array or a comma list (several
 * jobs, in the order picked) is read too, so a later multi-select keeps working. A value outside
 * product.md#records-and-their-fields's lists reads as unanswered, as on the server (server/src/data/userAttributes.ts).
 */
import type { AppStateSetting } from '../../../../../generated/types';
import type { Expertise, Goal, JobToBeDone, UserProfile } from '../../../../rules/guides/types';
import { USER_ATTRIBUTES } from '../../../signup/rules/onboardingAnswers';
import { valuesFor } from './appStateValues';

const GOALS: readonly Goal[] = [
  'feedback',
  'heatmaps',
  'recordings',
  'interviews',
  'skipped',
  'surveys',
];
const EXPERTISE: readonly Expertise[] = ['beginner', 'intermediate', 'expert', 'skip'];
const JOBS: readonly JobToBeDone[] = [
  'identifying',
  'prioritizing',
  'exploring',
  'executing',
  'monitoring',
  'other',
];

function oneOf<T extends string>(list: readonly T[], value: string | undefined): T | undefined {
  return value !== undefined && (list as readonly string[]).includes(value)
    ? (value as T)
    : undefined;
}

/** One job, a JSON array of jobs or a comma list → the known jobs, in order, without repeats. */
export function parseJobsToBeDone(value: string | undefined): JobToBeDone[] {
  if (!value) return [];
  let items: unknown[] = [];
  const text = value.trim();
  if (text.startsWith('[')) {
    try {
      const parsed: unknown = JSON.parse(text);
      if (Array.isArray(parsed)) items = parsed;
    } catch {
      items = [];
    }
  } else {
    items = text.split(',');
  }
  const jobs: JobToBeDone[] = [];
  for (const item of items) {
    const job = typeof item === 'string' ? oneOf(JOBS, item.trim()) : undefined;
    if (job && !jobs.includes(job)) jobs.push(job);
  }
  return jobs;
}

/** The profile for a site; undefined when no answer was stored (the fallback order, product.md#states-and-transitions). */
export function userProfileOf(
  settings: readonly AppStateSetting[],
  siteId: number | undefined,
): UserProfile | undefined {
  const values = valuesFor(settings, USER_ATTRIBUTES, siteId);
  const goal = oneOf(GOALS, values.goal);
  const expertise = oneOf(EXPERTISE, values.expertise);
  const jobsToBeDone = parseJobsToBeDone(values.jobs_to_be_done);
  if (!goal && !expertise && !jobsToBeDone.length) return undefined;
  return {
    ...(goal ? { goal } : {}),
    ...(expertise ? { expertise } : {}),
    ...(jobsToBeDone.length ? { jobsToBeDone } : {}),
  };
}
