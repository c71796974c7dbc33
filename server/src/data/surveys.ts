/**
 * A site's surveys (migrations/0008_surveys.ts): the SQL of the
 * surveys store. Handlers (handlers/surveys.ts) authorize first; every function here is scoped
 * by site id, so a survey id of another site reads as missing.
 *
 * Launching also marks the getting-started flag `launched_survey` (product.md#states-and-transitions "succeed when a
 * survey is launched", manifests/guides/getting-started.yaml) in the launching user's app-state
 * for the site — namespace atv_getting_started_guide, value 'true', scoped to the site, the way
 * the client stores its flags (runtime/app/emptyStates/skipInstallation.ts) — in the same
 * transaction, so the guide step never disagrees with the survey's status.
 */
import { jsonArrayLength } from '../db/dialect';
import { lockRow } from '../db/locks';
import type { Db } from '../db/open';
import type { SurveyStatus } from '../db/schema';
import type { AiSurveyQuestion, Survey, SurveySummary } from '../../../generated/types';
import { parseStringList } from './json';
import { nowSeconds } from './time';

/**
 * Bounds of the survey brief. `nameChars` and `questions` are also in the request schemas
 * (manifests/schemas/surveyStore.yaml); the rest is checked by handlers/surveys.ts. The edit
 * page's input limits mirror these (runtime/app/surveys/limits.ts; a test keeps them equal).
 */
export const SURVEY_LIMITS = {
  nameChars: 120,
  questions: 20,
  questionChars: 500,
  options: 10,
  optionChars: 120,
  surveysPerSite: 500,
} as const;

/** The getting-started flag a launch sets (product.md#states-and-transitions; manifests/guides/getting-started.yaml). */
export const LAUNCHED_SURVEY_FLAG = {
  namespace: 'atv_getting_started_guide',
  key: 'launched_survey',
  value: 'true',
} as const;

const QUESTION_TYPES = new Set<string>([
  'single-choice',
  'multiple-choice',
  'rating',
  'nps',
  'open-text',
]);

/** The questions column: anything malformed reads as no question rather than throwing. */
function parseQuestions(text: string): AiSurveyQuestion[] {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  return value.flatMap((item: unknown): AiSurveyQuestion[] => {
    if (!item || typeof item !== 'object') return [];
    const { type, text: question, options } = item as Record<string, unknown>;
    if (typeof type !== 'string' || !QUESTION_TYPES.has(type) || typeof question !== 'string') {
      return [];
    }
    const parsed = { type: type as AiSurveyQuestion['type'], text: question };
    if (!Array.isArray(options)) return [parsed];
    return [{ ...parsed, options: options.filter((o): o is string => typeof o === 'string') }];
  });
}

interface SurveyRow {
  id: number;
  site_id: number;
  name: string;
  status: SurveyStatus;
  questions: string;
  template_survey_id: number | null;
  created_at: number;
  updated_at: number;
  launched_at: number | null;
}

function toSurvey(row: SurveyRow): Survey {
  return {
    id: row.id,
    siteId: row.site_id,
    name: row.name,
    status: row.status,
    questions: parseQuestions(row.questions),
    templateSurveyId: row.template_survey_id,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    launchedAt: row.launched_at,
  };
}

const SURVEY_COLUMNS = [
  'id',
  'site_id',
  'name',
  'status',
  'questions',
  'template_survey_id',
  'created_at',
  'updated_at',
  'launched_at',
] as const;

/** The site's surveys, most recently changed first (at most SURVEY_LIMITS.surveysPerSite). */
export async function surveysOfSite(db: Db, siteId: number): Promise<SurveySummary[]> {
  const rows = await db
    .selectFrom('surveys')
    .select(['id', 'name', 'status', 'updated_at'])
    .select(jsonArrayLength(db, 'questions').as('question_count'))
    .where('site_id', '=', siteId)
    .orderBy('updated_at', 'desc')
    .orderBy('id', 'desc')
    .limit(SURVEY_LIMITS.surveysPerSite)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    status: row.status,
    questionCount: Number(row.question_count ?? 0),
    updatedAt: row.updated_at,
  }));
}

export async function surveyOfSite(
  db: Db,
  siteId: number,
  surveyId: number,
): Promise<Survey | undefined> {
  const row = await db
    .selectFrom('surveys')
    .select(SURVEY_COLUMNS)
    .where('site_id', '=', siteId)
    .where('id', '=', surveyId)
    .executeTakeFirst();
  return row ? toSurvey(row) : undefined;
}

/** Whether the user's membership of the organization grants `permission` (product.md#roles-and-permissions, per organization). */
export async function hasOrganizationPermission(
  db: Db,
  userId: number,
  organizationId: number,
  permission: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('memberships')
    .select('permissions')
    .where('user_id', '=', userId)
    .where('organization_id', '=', organizationId)
    .executeTakeFirst();
  return row !== undefined && parseStringList(row.permissions).includes(permission);
}

export interface NewSurveyRow {
  siteId: number;
  name: string;
  questions: AiSurveyQuestion[];
  templateSurveyId: number | null;
  createdBy: number;
}

/** A new draft; 'limit' (nothing written) when the site already has the most surveys allowed. */
export async function insertSurvey(db: Db, input: NewSurveyRow): Promise<Survey | 'limit'> {
  const now = nowSeconds();
  return db.transaction().execute(async (tx) => {
    await lockRow(tx, 'sites', input.siteId); // the count below holds until the insert
    const { n } = await tx
      .selectFrom('surveys')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('site_id', '=', input.siteId)
      .executeTakeFirstOrThrow();
    if (Number(n) >= SURVEY_LIMITS.surveysPerSite) return 'limit';
    const row = await tx
      .insertInto('surveys')
      .values({
        site_id: input.siteId,
        name: input.name,
        questions: JSON.stringify(input.questions),
        template_survey_id: input.templateSurveyId,
        created_by: input.createdBy,
        created_at: now,
        updated_at: now,
      })
      .returning(SURVEY_COLUMNS)
      .executeTakeFirstOrThrow();
    return toSurvey(row);
  });
}

/** Replaces name and questions; undefined when the site has no such survey. */
export async function replaceSurvey(
  db: Db,
  siteId: number,
  surveyId: number,
  draft: { name: string; questions: AiSurveyQuestion[] },
): Promise<Survey | undefined> {
  const row = await db
    .updateTable('surveys')
    .set({ name: draft.name, questions: JSON.stringify(draft.questions), updated_at: nowSeconds() })
    .where('site_id', '=', siteId)
    .where('id', '=', surveyId)
    .returning(SURVEY_COLUMNS)
    .executeTakeFirst();
  return row ? toSurvey(row) : undefined;
}

/**
 * Sets the survey live (once: a live survey keeps its first launch time) and the launching
 * user's `launched_survey` flag for the site, in one transaction. Undefined: no such survey.
 */
export async function launchSurvey(
  db: Db,
  input: { siteId: number; surveyId: number; userId: number },
): Promise<Survey | undefined> {
  const now = nowSeconds();
  return db.transaction().execute(async (tx) => {
    const current = await tx
      .selectFrom('surveys')
      .select(['id', 'status'])
      .where('site_id', '=', input.siteId)
      .where('id', '=', input.surveyId)
      .executeTakeFirst();
    if (!current) return undefined;
    if (current.status !== 'live') {
      await tx
        .updateTable('surveys')
        .set({ status: 'live', launched_at: now, updated_at: now })
        .where('id', '=', current.id)
        .execute();
    }
    // The app-state row of (user, namespace, key, site) — unique by the index of migration 0001.
    const flag = await tx
      .selectFrom('app_state_settings')
      .select('id')
      .where('user_id', '=', input.userId)
      .where('namespace', '=', LAUNCHED_SURVEY_FLAG.namespace)
      .where('key', '=', LAUNCHED_SURVEY_FLAG.key)
      .where('account_id', 'is', null)
      .where('organization_id', 'is', null)
      .where('site_id', '=', input.siteId)
      .executeTakeFirst();
    if (flag) {
      await tx
        .updateTable('app_state_settings')
        .set({ value: LAUNCHED_SURVEY_FLAG.value, updated_at: now })
        .where('id', '=', flag.id)
        .execute();
    } else {
      await tx
        .insertInto('app_state_settings')
        .values({
          user_id: input.userId,
          namespace: LAUNCHED_SURVEY_FLAG.namespace,
          key: LAUNCHED_SURVEY_FLAG.key,
          value: LAUNCHED_SURVEY_FLAG.value,
          account_id: null,
          organization_id: null,
          site_id: input.siteId,
          updated_at: now,
        })
        .execute();
    }
    const row = await tx
      .selectFrom('surveys')
      .select(SURVEY_COLUMNS)
      .where('id', '=', current.id)
      .executeTakeFirstOrThrow();
    return toSurvey(row);
  });
}

/** Deletes a draft: 'missing' when the site has no such survey, 'live' (kept) when launched. */
export async function deleteDraftSurvey(
  db: Db,
  siteId: number,
  surveyId: number,
): Promise<'deleted' | 'missing' | 'live'> {
  return db.transaction().execute(async (tx) => {
    const row = await tx
      .selectFrom('surveys')
      .select('status')
      .where('site_id', '=', siteId)
      .where('id', '=', surveyId)
      .executeTakeFirst();
    if (!row) return 'missing';
    if (row.status === 'live') return 'live';
    await tx.deleteFrom('surveys').where('id', '=', surveyId).execute();
    return 'deleted';
  });
}
