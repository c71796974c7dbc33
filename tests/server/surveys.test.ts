/**
 * Surveys that exist, over real HTTP (manifests/api/surveyStore.yaml): create from the
 * feedback template 898460 (its questions, in the user's language) and from name + questions;
 * bounds → 400 naming the field; list, read, replace; launch sets the survey live and the
 * getting-started flag launched_survey in the user's app-state for the site; delete a draft.
 * Authorization: 401 signed out; 404 for a foreign site and for a foreign survey id (same as
 * missing); 403 for read access and for write access without surveys-create.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AiSurveyQuestion, Survey } from '../../generated/types';
import { SURVEY_LIMITS } from '../../server/src/data/surveys';
import { findTemplate, templateLibrary } from '../../server/src/surveys/templateLibrary';
import { SURVEY_INPUT_LIMITS } from '../../runtime/app/surveys/limits';
import { ROOT, startServer, type TestServer } from './harness';

let server: TestServer;
/** Write access and surveys-create in "Shop org"; read access in "Partner org". */
let owner: { session: string; userId: number; site: number; readSite: number };
/** Write access without surveys-create. */
let noPermission: { session: string; site: number };
/** Someone else (German), with a site of their own. */
let stranger: { session: string; site: number };

const FEEDBACK_TEMPLATE = 898460;
const question = (text: string): AiSurveyQuestion => ({ type: 'open-text', text });

beforeAll(async () => {
  server = await startServer();
  const a = await server.persona({
    email: 'surveys-owner@example.com',
    organizations: [
      {
        name: 'Shop org',
        access: 'write',
        permissions: ['surveys-create'],
        sites: [{ name: 'Shop' }],
      },
      {
        name: 'Partner org',
        access: 'read',
        permissions: ['surveys-create'],
        sites: [{ name: 'Partner' }],
      },
    ],
  });
  owner = {
    session: await server.sessionFor(a.userId),
    userId: a.userId,
    site: a.organizations[0]!.sites[0]!.id,
    readSite: a.organizations[1]!.sites[0]!.id,
  };
  const b = await server.persona({
    email: 'surveys-nopermission@example.com',
    organizations: [
      { name: 'Plain org', access: 'admin', permissions: [], sites: [{ name: 'P' }] },
    ],
  });
  noPermission = {
    session: await server.sessionFor(b.userId),
    site: b.organizations[0]!.sites[0]!.id,
  };
  const c = await server.persona({
    email: 'surveys-stranger@example.com',
    locale: 'de',
    organizations: [
      {
        name: 'Stranger org',
        access: 'admin',
        permissions: ['surveys-create'],
        sites: [{ name: 'Stranger shop' }],
      },
    ],
  });
  stranger = { session: await server.sessionFor(c.userId), site: c.organizations[0]!.sites[0]!.id };
});
afterAll(() => server.close());

const surveys = (siteId: number) => `/api/v1/sites/${siteId}/surveys`;
const call = (method: string, path: string, session: string | undefined, body?: unknown) =>
  server.request(method, path, {
    ...(session === undefined ? {} : { session }),
    ...(body === undefined ? {} : { body }),
  });
const create = async (body: unknown, session = owner.session, site = owner.site) =>
  call('POST', surveys(site), session, body);
const createdId = async (body: unknown = { name: 'Draft', questions: [question('Why?')] }) => {
  const answer = await create(body);
  expect(answer.status).toBe(201);
  return (answer.json as Survey).id;
};

describe('create', () => {
  it('from the feedback template 898460: its name and questions, a draft', async () => {
    const template = findTemplate(ROOT, 'en', FEEDBACK_TEMPLATE);
    expect(
      template,
      'the library holds the feedback template (product.md#constants-and-limits)',
    ).toBeDefined();
    const answer = await create({ templateId: FEEDBACK_TEMPLATE });
    expect(answer.status).toBe(201);
    const survey = answer.json as Survey;
    expect(survey).toMatchObject({
      siteId: owner.site,
      name: template!.title,
      status: 'draft',
      templateSurveyId: template!.surveyId,
      launchedAt: null,
    });
    expect(survey.questions.map((q) => [q.type, q.text])).toEqual(
      template!.questions.map((q) => [q.type, q.text]),
    );
  });

  it("copies the template's texts in the user's language", async () => {
    const answer = await create({ templateId: FEEDBACK_TEMPLATE }, stranger.session, stranger.site);
    expect(answer.status).toBe(201);
    const de = findTemplate(ROOT, 'de', FEEDBACK_TEMPLATE)!;
    expect((answer.json as Survey).name).toBe(de.title);
    expect((answer.json as Survey).questions[0]?.text).toBe(de.questions[0]?.text);
  });

  it('a test or interview template starts a project, not a survey (product.md#screens-and-routes) → 400', async () => {
    const project = templateLibrary(ROOT, 'en').find((t) => t.use !== 'survey');
    expect(project, 'the library holds test and interview templates').toBeDefined();
    const answer = await create({ templateId: project!.entryId });
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({ error: 'bad_request', field: 'templateId' });
  });

  it('from name and questions (an AI result, or the from-scratch default)', async () => {
    const questions: AiSurveyQuestion[] = [
      { type: 'nps', text: 'How likely are you to recommend us?' },
      { type: 'single-choice', text: 'What brought you here?', options: [' Search ', 'Ad'] },
      { type: 'open-text', text: 'Anything else?', options: ['dropped: not a choice question'] },
    ];
    const answer = await create({ name: '  Pricing exit  ', questions });
    expect(answer.status).toBe(201);
    expect(answer.json).toMatchObject({
      name: 'Pricing exit',
      templateSurveyId: null,
      questions: [
        questions[0],
        { type: 'single-choice', text: 'What brought you here?', options: ['Search', 'Ad'] },
        { type: 'open-text', text: 'Anything else?' },
      ],
    });
    expect((answer.json as Survey).questions[2]).not.toHaveProperty('options');
  });

  it.each([
    ['an unknown template', { templateId: 999_999 }, 'templateId'],
    ['template and questions together', { templateId: FEEDBACK_TEMPLATE, name: 'x' }, 'templateId'],
    ['no name', { questions: [question('q')] }, 'name'],
    ['no questions', { name: 'n' }, 'questions'],
    ['an empty name', { name: '   ', questions: [question('q')] }, 'name'],
    ['a name of 121 characters', { name: 'n'.repeat(121), questions: [question('q')] }, 'name'],
    ['no question', { name: 'n', questions: [] }, 'questions'],
    [
      '21 questions',
      { name: 'n', questions: Array.from({ length: 21 }, () => question('q')) },
      'questions',
    ],
    [
      'a question of 501 characters',
      { name: 'n', questions: [question('q'), question('x'.repeat(501))] },
      'questions/1/text',
    ],
    ['an empty question', { name: 'n', questions: [question('  ')] }, 'questions/0/text'],
    [
      'an unknown question type',
      { name: 'n', questions: [{ type: 'slider', text: 'q' }] },
      'questions/0/type',
    ],
    [
      'a choice with one option',
      { name: 'n', questions: [{ type: 'single-choice', text: 'q', options: ['a'] }] },
      'questions/0/options',
    ],
    [
      'a choice with 11 options',
      {
        name: 'n',
        questions: [
          {
            type: 'multiple-choice',
            text: 'q',
            options: Array.from({ length: 11 }, (_, i) => `o${i}`),
          },
        ],
      },
      'questions/0/options',
    ],
    [
      'an option of 121 characters',
      {
        name: 'n',
        questions: [{ type: 'single-choice', text: 'q', options: ['a', 'o'.repeat(121)] }],
      },
      'questions/0/options/1',
    ],
    ['an unknown field', { name: 'n', questions: [question('q')], status: 'live' }, 'status'],
  ] as const)('%s → 400 naming the field', async (_, body, field) => {
    const answer = await create(body);
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({ error: 'bad_request', field });
  });
});

describe('list, read, replace, launch, delete', () => {
  it("lists the site's surveys, last changed first, with their question count", async () => {
    const id = await createdId({ name: 'Listed', questions: [question('a'), question('b')] });
    const answer = await call('GET', surveys(owner.site), owner.session);
    expect(answer.status).toBe(200);
    expect(answer.json.surveys[0]).toMatchObject({
      id,
      name: 'Listed',
      status: 'draft',
      questionCount: 2,
    });
    // Read access reads (product.md#roles-and-permissions): the partner site's list is empty, not forbidden.
    expect((await call('GET', surveys(owner.readSite), owner.session)).json).toEqual({
      surveys: [],
    });
  });

  it('replaces name and questions; reading it back shows them', async () => {
    const id = await createdId();
    const draft = {
      name: 'Edited',
      questions: [question('Second first'), { type: 'rating', text: 'Rate us' }],
    };
    const put = await call('PUT', `${surveys(owner.site)}/${id}`, owner.session, draft);
    expect(put.status).toBe(200);
    const read = await call('GET', `${surveys(owner.site)}/${id}`, owner.session);
    expect(read.json).toMatchObject({ id, ...draft, status: 'draft' });
    const tooLong = await call('PUT', `${surveys(owner.site)}/${id}`, owner.session, {
      name: 'x',
      questions: [question('x'.repeat(501))],
    });
    expect(tooLong.json).toMatchObject({ error: 'bad_request', field: 'questions/0/text' });
  });

  it('launch: live with launched_at, and launched_survey set for the site in app-state', async () => {
    const id = await createdId();
    const answer = await call('POST', `${surveys(owner.site)}/${id}/launch`, owner.session);
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({ id, status: 'live' });
    expect(answer.json.launchedAt).toBeTypeOf('number');
    const state = await call('GET', `/api/v1/users/${owner.userId}/app-state`, owner.session);
    expect(state.json.app_state_settings).toContainEqual({
      namespace: 'atv_getting_started_guide',
      key: 'launched_survey',
      value: 'true',
      account_id: null,
      organization_id: null,
      site_id: owner.site,
    });
    // Launching again keeps the first launch time and one flag row.
    const again = await call('POST', `${surveys(owner.site)}/${id}/launch`, owner.session);
    expect(again.json.launchedAt).toBe(answer.json.launchedAt);
    const after = await call('GET', `/api/v1/users/${owner.userId}/app-state`, owner.session);
    const flags = (after.json.app_state_settings as { key: string }[]).filter(
      (s) => s.key === 'launched_survey',
    );
    expect(flags).toHaveLength(1);
    // A live survey is not deleted here.
    expect((await call('DELETE', `${surveys(owner.site)}/${id}`, owner.session)).status).toBe(409);
  });

  it('deletes a draft', async () => {
    const id = await createdId();
    expect((await call('DELETE', `${surveys(owner.site)}/${id}`, owner.session)).status).toBe(204);
    expect((await call('GET', `${surveys(owner.site)}/${id}`, owner.session)).status).toBe(404);
  });

  it(`at most ${SURVEY_LIMITS.surveysPerSite} surveys per site → 409`, async () => {
    const full = await server.persona({
      email: 'surveys-full@example.com',
      organizations: [
        { name: 'Full org', permissions: ['surveys-create'], sites: [{ name: 'F' }] },
      ],
    });
    const site = full.organizations[0]!.sites[0]!.id;
    const now = Math.floor(Date.now() / 1000);
    await server.db
      .insertInto('surveys')
      .values(
        Array.from({ length: SURVEY_LIMITS.surveysPerSite }, (_, i) => ({
          site_id: site,
          name: `s${i}`,
          questions: '[]',
          template_survey_id: null,
          created_by: null,
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
    const session = await server.sessionFor(full.userId);
    const answer = await create({ name: 'one more', questions: [question('q')] }, session, site);
    expect(answer.status).toBe(409);
    expect(answer.json).toMatchObject({ error: 'limit_reached' });
  });
});

describe('authorization (product.md#roles-and-permissions)', () => {
  const draft = { name: 'n', questions: [question('q')] };
  let id: number;
  beforeAll(async () => {
    id = await createdId();
  });

  it('signed out → 401 on every call', async () => {
    for (const [method, path, body] of [
      ['GET', surveys(owner.site)],
      ['POST', surveys(owner.site), draft],
      ['GET', `${surveys(owner.site)}/${id}`],
      ['PUT', `${surveys(owner.site)}/${id}`, draft],
      ['POST', `${surveys(owner.site)}/${id}/launch`],
      ['DELETE', `${surveys(owner.site)}/${id}`],
    ] as const) {
      expect((await call(method, path, undefined, body)).status, `${method} ${path}`).toBe(401);
    }
  });

  it("another user's site → 404, the same as a site that does not exist", async () => {
    for (const site of [owner.site, 999_999]) {
      const paths = [
        ['GET', surveys(site)],
        ['POST', surveys(site), draft],
        ['GET', `${surveys(site)}/${id}`],
        ['PUT', `${surveys(site)}/${id}`, draft],
        ['POST', `${surveys(site)}/${id}/launch`],
        ['DELETE', `${surveys(site)}/${id}`],
      ] as const;
      for (const [method, path, body] of paths) {
        const answer = await call(method, path, stranger.session, body);
        expect(answer.status, `${method} ${path}`).toBe(404);
        expect(answer.json).toMatchObject({ error: 'not_found', message: 'No such site.' });
      }
    }
  });

  it("a survey id of another site (even the user's own other site) → 404 like a missing one", async () => {
    const foreign = await create(draft, stranger.session, stranger.site);
    expect(foreign.status).toBe(201);
    for (const survey of [(foreign.json as Survey).id, 999_999]) {
      for (const [method, body] of [['GET'], ['PUT', draft], ['POST'], ['DELETE']] as const) {
        const path = `${surveys(owner.site)}/${survey}${method === 'POST' ? '/launch' : ''}`;
        const answer = await call(method, path, owner.session, body);
        expect(answer.status, `${method} ${path}`).toBe(404);
        expect(answer.json).toMatchObject({ error: 'not_found', message: 'No such survey.' });
      }
    }
  });

  it('read access → 403 for every change; reads are allowed', async () => {
    const site = owner.readSite;
    expect((await create(draft, owner.session, site)).status).toBe(403);
    for (const [method, path, body] of [
      ['PUT', `${surveys(site)}/${id}`, draft],
      ['POST', `${surveys(site)}/${id}/launch`],
      ['DELETE', `${surveys(site)}/${id}`],
    ] as const) {
      expect((await call(method, path, owner.session, body)).status, `${method}`).toBe(403);
    }
    expect((await call('GET', surveys(site), owner.session)).status).toBe(200);
  });

  it('admin access without surveys-create → 403', async () => {
    const answer = await create(draft, noPermission.session, noPermission.site);
    expect(answer.status).toBe(403);
    expect(answer.json.message).toContain('surveys-create');
    expect((await call('GET', surveys(noPermission.site), noPermission.session)).status).toBe(200);
  });
});

it("the edit page's input limits are the server's", () => {
  expect(SURVEY_INPUT_LIMITS).toEqual({
    nameChars: SURVEY_LIMITS.nameChars,
    questions: SURVEY_LIMITS.questions,
    questionChars: SURVEY_LIMITS.questionChars,
    options: SURVEY_LIMITS.options,
    optionChars: SURVEY_LIMITS.optionChars,
  });
});
