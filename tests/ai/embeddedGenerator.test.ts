/**
 * The embedded AI survey generator ("Embedded default, offline and deterministic";
 * tests: "for 20 goals (English and German) the survey has a name and 3–6 questions whose types
 * fit"). Real locale files and the real template library of this repository.
 */
import { describe, expect, it } from 'vitest';
import type { AiSurveyResult } from '../../generated/types';
import { createEmbeddedProvider } from '../../server/src/ai/embeddedProvider';
import { AiCancelled } from '../../server/src/ai/provider';
import { ROOT } from '../server/harness';

const provider = createEmbeddedProvider(ROOT);
const live = () => new AbortController().signal;
const generate = (goal: string, language: string) =>
  provider.generateSurvey(goal, language, live());

type Type = AiSurveyResult['questions'][number]['type'];
const types = (survey: AiSurveyResult) => survey.questions.map((q) => q.type);
const CHOICE: Type[] = ['single-choice', 'multiple-choice'];

/** [language, goal, types the survey must have, types it must not have] */
const GOALS: [string, string, Type[], Type[]][] = [
  ['en', 'Find out why visitors leave the pricing page', ['open-text', 'single-choice'], ['nps']],
  ['en', 'Learn how likely customers are to recommend us to a friend', ['nps', 'open-text'], []],
  ['en', 'Measure customer satisfaction after checkout', ['rating', 'open-text'], ['nps']],
  [
    'en',
    'Understand where new users get stuck during onboarding',
    ['rating', 'open-text'],
    ['nps'],
  ],
  [
    'en',
    'Find out why customers cancel their subscription',
    ['single-choice', 'open-text'],
    ['nps'],
  ],
  ['en', 'How easy is it to use our checkout?', ['rating', 'open-text'], ['nps']],
  ['en', 'Discover which features users want next', ['open-text'], ['nps']],
  ['en', 'Check whether our site works well on mobile phones', ['rating', 'open-text'], ['nps']],
  ['en', 'Learn whether visitors find what they are looking for', ['open-text'], ['nps']],
  ['en', 'Why do shoppers abandon their cart?', ['single-choice', 'open-text'], ['nps']],
  [
    'de',
    'Herausfinden, warum Besucher die Preisseite verlassen',
    ['open-text', 'single-choice'],
    ['nps'],
  ],
  ['de', 'Wie wahrscheinlich würden Kunden uns weiterempfehlen?', ['nps', 'open-text'], []],
  ['de', 'Die Zufriedenheit unserer Kunden nach dem Kauf messen', ['rating', 'open-text'], ['nps']],
  [
    'de',
    'Verstehen, wo neue Nutzer beim Onboarding hängen bleiben',
    ['rating', 'open-text'],
    ['nps'],
  ],
  ['de', 'Herausfinden, warum Kunden ihr Abo kündigen', ['single-choice', 'open-text'], ['nps']],
  ['de', 'Wie einfach ist die Bedienung unseres Checkouts?', ['rating', 'open-text'], ['nps']],
  ['de', 'Erfahren, welche Funktionen sich unsere Nutzer wünschen', ['open-text'], ['nps']],
  [
    'de',
    'Prüfen, ob unsere Website auf dem Handy gut funktioniert',
    ['rating', 'open-text'],
    ['nps'],
  ],
  [
    'de',
    'Ladezeiten und technische Fehler auf der Website verstehen',
    ['rating', 'open-text'],
    ['nps'],
  ],
  [
    'de',
    'Vertrauen der Besucher in unseren Shop stärken',
    ['multiple-choice', 'open-text'],
    ['nps'],
  ],
];

describe('embedded generator: 20 goals, English and German', () => {
  it.each(GOALS)('%s: %s', async (language, goal, must, mustNot) => {
    const survey = await generate(goal, language);
    expect(survey.name.trim()).not.toBe('');
    expect(survey.name).not.toContain('ai-surveys:'); // a key, not a text, would mean a gap
    expect(survey.questions.length).toBeGreaterThanOrEqual(3);
    expect(survey.questions.length).toBeLessThanOrEqual(6);
    for (const type of must) expect(types(survey)).toContain(type);
    for (const type of mustNot) expect(types(survey)).not.toContain(type);
    for (const question of survey.questions) {
      expect(question.text).not.toContain('ai-surveys:');
      if (CHOICE.includes(question.type)) expect(question.options?.length).toBeGreaterThan(1);
      else expect(question.options).toBeUndefined();
    }
  });
});

describe('embedded generator: rules', () => {
  it('a pricing exit goal gets a named exit survey with a choice of reasons', async () => {
    const survey = await generate('Find out why visitors leave the pricing page', 'en');
    expect(survey.name).toBe('Pricing page exit survey');
    const reasons = survey.questions.find((q) => q.type === 'single-choice');
    expect(reasons?.options).toContain("It's too expensive");
  });

  it('answers in the user’s language, German goals too', async () => {
    const survey = await generate('Herausfinden, warum Besucher die Preisseite verlassen', 'de');
    expect(survey.name).toBe('Exit-Umfrage: Preisseite');
    expect(survey.questions.some((q) => q.text.includes('Preisseite'))).toBe(true);
    // An English goal from a German user: understood, answered in German.
    const english = await generate('Find out why visitors leave the pricing page', 'de');
    expect(english.name).toBe('Exit-Umfrage: Preisseite');
  });

  it('works in every language the product offers', async () => {
    const goals: [string, string][] = [
      ['fr', 'Découvrir pourquoi les visiteurs quittent la page des tarifs'],
      ['es', 'Averiguar por qué los visitantes abandonan la página de precios'],
      ['it', 'Scoprire perché i visitatori abbandonano la pagina dei prezzi'],
      ['pt-BR', 'Descobrir por que os visitantes saem da página de preços'],
      ['ja', '訪問者が料金ページから離脱する理由を知りたい'],
    ];
    for (const [language, goal] of goals) {
      const survey = await generate(goal, language);
      expect(survey.name, language).not.toBe(
        (await generate('Find out why visitors leave the pricing page', 'en')).name,
      );
      expect(types(survey), language).toContain('open-text');
      expect(types(survey), language).toContain('single-choice');
      expect(types(survey), language).not.toContain('nps');
    }
  });

  it('a goal it does not understand still gets a general survey of 3 questions', async () => {
    const survey = await generate('xyzzy plugh', 'en');
    expect(survey.name).toBe('Website feedback survey');
    expect(survey.questions.length).toBeGreaterThanOrEqual(3);
    expect(types(survey)).toContain('open-text');
  });

  it('is deterministic: the same goal gives the same survey', async () => {
    for (const [language, goal] of GOALS.slice(0, 5)) {
      expect(await generate(goal, language)).toEqual(await generate(goal, language));
    }
  });

  it('an unknown language answers in English', async () => {
    const survey = await generate('Find out why visitors leave the pricing page', 'xx');
    expect(survey.name).toBe('Pricing page exit survey');
  });

  it('stops at once when the request is already cancelled', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(
      provider.generateSurvey('Find out why visitors leave', 'en', controller.signal),
    ).rejects.toBeInstanceOf(AiCancelled);
  });

  it('generateQuestions returns the questions as sent (product.md#calls "returned as is")', async () => {
    const questions = [
      { type: 'open-text' as const, text: 'What are you looking for?' },
      { type: 'single-choice' as const, text: 'Did you find it?', options: ['Yes', 'No'] },
    ];
    await expect(provider.generateQuestions(questions, 'en', live())).resolves.toEqual({
      questions,
    });
  });
});
