/**
 * The survey template library over real HTTP (product.md#screens-and-routes "Survey templates page", product.md#records-and-their-fields, product.md#constants-and-limits):
 * GET /api/survey-templates/templates answers 401 signed out, and signed in every template of
 * manifests/survey-templates/ in the user's language — feedback 898460 and NPS 803182 among them,
 * highlighted in that order, tests and interviews marked for project creation. The library
 * itself (server/src/surveys/templateLibrary.ts): English per missing string, re-read on change.
 */
import { mkdtempSync, mkdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SurveyTemplate } from '../../generated/types';
import {
  bundleFile,
  findTemplate,
  templateLibrary,
} from '../../server/src/surveys/templateLibrary';
import { ROOT, startServer, type TestServer } from './harness';

const PATH = '/api/survey-templates/templates';
let server: TestServer;
let english: string;
let german: string;

beforeAll(async () => {
  server = await startServer();
  const en = await server.persona({ email: 'templates-en@example.com', locale: 'en' });
  const de = await server.persona({ email: 'templates-de@example.com', locale: 'de' });
  english = await server.sessionFor(en.userId);
  german = await server.sessionFor(de.userId);
});
afterAll(() => server.close());

const list = async (session: string): Promise<SurveyTemplate[]> => {
  const answer = await server.request('GET', PATH, { session });
  expect(answer.status).toBe(200);
  return answer.json.survey_templates as SurveyTemplate[];
};

describe('GET /api/survey-templates/templates', () => {
  it('answers 401 without a session', async () => {
    expect((await server.request('GET', PATH)).status).toBe(401);
  });

  it('serves the synonym groups of the bundle, the same in every language', async () => {
    const bundle = JSON.parse(readFileSync(bundleFile(ROOT), 'utf8')) as { synonyms: string[][] };
    for (const session of [english, german]) {
      const answer = await server.request('GET', PATH, { session });
      expect(answer.json.synonyms).toEqual(bundle.synonyms);
    }
  });

  it('lists surveys, 4 unmoderated tests and 4 interviews, each with its texts and questions', async () => {
    const templates = await list(english);
    const count = (use: string) => templates.filter((t) => t.use === use).length;
    expect(count('survey')).toBeGreaterThan(0);
    // The product rules fix the presets gallery at four of each: change this with that decision.
    expect(count('test'), 'the product rules fix four unmoderated test templates').toBe(4);
    expect(count('interview'), 'the product rules fix four interview templates').toBe(4);
    for (const t of templates) {
      expect(t.title).not.toMatch(/^survey-templates:/);
      // How many questions a template has is the manifest schema's rule, checked by validate.
      expect(t.questions!.length).toBeGreaterThan(0);
      for (const c of t.categories) expect(c.label).toBeTruthy();
    }
  });

  it('serves feedback 898460 and NPS 803182, highlighted 1 and 2 on the empty state (product.md#constants-and-limits)', async () => {
    const templates = await list(english);
    const feedback = templates.find((t) => t.survey_id === 898460)!;
    const nps = templates.find((t) => t.survey_id === 803182)!;
    expect(feedback).toMatchObject({
      title: 'Website feedback',
      empty_state_highlighted: true,
      empty_state_highlight_order: 1,
      empty_state_highlight_title: 'Website feedback',
    });
    expect(nps).toMatchObject({ empty_state_highlighted: true, empty_state_highlight_order: 2 });
    expect(nps.questions![0]).toEqual({
      type: 'nps',
      text: 'How likely are you to recommend us to a friend or colleague?',
    });
    expect(templates.filter((t) => t.empty_state_highlighted)).toHaveLength(2);
    expect(nps.categories.find((c) => c.name === 'mobile')!.label).toBe('Mobile app (beta)');
  });

  it("answers in the user's language", async () => {
    const templates = await list(german);
    const nps = templates.find((t) => t.survey_id === 803182)!;
    expect(nps.intro_text).toBe('Messen Sie, wie wahrscheinlich Besucher Sie weiterempfehlen.');
    expect(nps.questions![0]!.text).toMatch(/^Wie wahrscheinlich ist es/);
    const checkout = templates.find((t) => t.internal_name === 'test-checkout')!;
    expect(checkout).toMatchObject({ use: 'test', title: 'Usability-Test des Bestellprozesses' });
    const cancel = templates.find((t) => t.internal_name === 'cancellation')!;
    expect(cancel.questions![0]!.options).toContain('Zu teuer');
  });

  it('serves hero images that exist as assets', async () => {
    const templates = await list(english);
    const images = new Set(templates.map((t) => t.hero_image).filter(Boolean));
    expect(images.size).toBeGreaterThan(5);
    for (const image of images) expect(image).toMatch(/^\/images\/survey-templates\/[a-z-]+\.svg$/);
  });
});

describe('templateLibrary', () => {
  const root = mkdtempSync(join(tmpdir(), 'lodestar-templates-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const write = (path: string, value: unknown) => {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), JSON.stringify(value));
  };
  write('generated/bundle/survey-templates.json', {
    categories: [{ name: 'nps', label: 'survey-templates:c.nps', location: false, beta: false }],
    templates: [
      {
        entryId: 2,
        surveyId: 803182,
        internalName: 'nps',
        use: 'survey',
        title: 'survey-templates:t.title',
        introText: 'survey-templates:t.intro',
        heroImage: null,
        categories: [{ name: 'nps', order: 1 }],
        emptyState: null,
        questions: [
          { type: 'single-choice', text: 'survey-templates:q', options: ['survey-templates:o'] },
        ],
      },
    ],
  });
  write('locales/en/survey-templates.json', {
    c: { nps: 'NPS' },
    t: { title: 'Title', intro: 'Intro' },
    q: 'Question',
    o: 'Option',
  });
  write('locales/de/survey-templates.json', { t: { title: 'Titel' }, q: 'Frage' });

  it('resolves keys in the language, falling back to English per string', () => {
    const [t] = templateLibrary(root, 'de');
    expect(t).toMatchObject({
      title: 'Titel',
      introText: 'Intro',
      categories: [{ name: 'nps', label: 'NPS', order: 1 }],
      questions: [{ type: 'single-choice', text: 'Frage', options: ['Option'] }],
    });
    // An unknown or malformed language reads as English, never outside locales/.
    expect(templateLibrary(root, '../../etc')[0]!.title).toBe('Title');
    expect(templateLibrary(root, 'xx')[0]!.title).toBe('Title');
  });

  it('finds a template by entry id or survey id', () => {
    expect(findTemplate(root, 'en', 2)?.internalName).toBe('nps');
    expect(findTemplate(root, 'en', 803182)?.internalName).toBe('nps');
    expect(findTemplate(root, 'en', 3)).toBeUndefined();
  });

  it('is cached, and re-read when a locale file changes', async () => {
    const first = templateLibrary(root, 'de');
    expect(templateLibrary(root, 'de')).toBe(first);
    write('locales/de/survey-templates.json', { t: { title: 'Neuer Titel' } });
    const later = new Date(Date.now() + 5000);
    utimesSync(join(root, 'locales/de/survey-templates.json'), later, later);
    // The folder's watcher reports the change on a later turn (project/fileVersions.ts).
    await vi.waitFor(() => expect(templateLibrary(root, 'de')[0]!.title).toBe('Neuer Titel'));
  });
});
