/**
 * AI survey generation benchmarks ("Performance": embedded AI generation p95 ≤ 300 ms;
 * `BENCH_ONLY=ai`): figures printed next to their target and a floor measured in the same run,
 * nothing asserted.
 *
 * - Embedded generation, 200 goals (English and German, from aims × topics × phrasings, each
 *   new to the run): p50 / p95 / max of `generateSurvey`, after one warm-up call per language.
 * - The floor: the MiniSearch intent query alone for the same goals — the least a retrieval
 *   answer costs; the rest is question retrieval, template retrieval and composition.
 * - Cold start: the first call of a language (locale file read, three indexes built), once.
 */
import { createEmbeddedProvider } from '../server/src/ai/embeddedProvider';
import { languageIndex } from '../server/src/ai/embeddedIndex';
import { ROOT } from '../tests/support/appServer';
import { ms } from './stats';

const GOALS = Number(process.env.BENCH_AI_GOALS ?? 200);

const ENGLISH = {
  aims: [
    'Find out why visitors leave',
    'Measure how satisfied customers are with',
    'Learn how likely users are to recommend',
    'Understand what makes it hard to use',
    'Find out why people cancel after',
    'Discover which ideas users have for',
    'Learn what stops shoppers on',
    'Understand the needs of visitors of',
  ],
  topics: [
    'the pricing page',
    'our checkout',
    'the sign-up form',
    'onboarding',
    'our blog articles',
    'the navigation menu',
    'our security and privacy pages',
    'page speed and errors',
    'the mobile site',
    'customer support',
    'the product features',
    'our landing page',
    'the help center',
  ],
};
const GERMAN = {
  aims: [
    'Herausfinden, warum Besucher verlassen:',
    'Messen, wie zufrieden Kunden sind mit',
    'Erfahren, ob Nutzer uns weiterempfehlen wegen',
    'Verstehen, was schwierig ist an',
    'Herausfinden, warum Kunden kündigen nach',
    'Ideen der Nutzer sammeln zu',
    'Verstehen, was Käufer aufhält bei',
    'Bedürfnisse der Besucher verstehen zu',
  ],
  topics: [
    'der Preisseite',
    'dem Checkout',
    'der Registrierung',
    'dem Onboarding',
    'den Blogartikeln',
    'dem Menü',
    'Datenschutz und Sicherheit',
    'Ladezeiten und Fehlern',
    'der mobilen Website',
    'dem Kundenservice',
    'den Funktionen',
    'der Startseite',
  ],
};

function goals(): [language: string, goal: string][] {
  const out: [string, string][] = [];
  for (const [language, set] of [
    ['en', ENGLISH],
    ['de', GERMAN],
  ] as const) {
    for (const aim of set.aims)
      for (const topic of set.topics) out.push([language, `${aim} ${topic}`]);
  }
  // Interleave the languages and keep GOALS of them.
  const english = out.filter(([l]) => l === 'en');
  const german = out.filter(([l]) => l === 'de');
  const mixed: [string, string][] = [];
  for (let i = 0; mixed.length < GOALS && (i < english.length || i < german.length); i += 1) {
    if (english[i]) mixed.push(english[i]!);
    if (german[i] && mixed.length < GOALS) mixed.push(german[i]!);
  }
  return mixed;
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

const fine = (value: number) => `${value.toFixed(2)} ms`;

export async function runAiBenchmarks(): Promise<void> {
  console.log('\nLodestar AI survey benchmarks — embedded generator (MiniSearch + composition)\n');
  const provider = createEmbeddedProvider(ROOT);
  const signal = new AbortController().signal;

  const coldStart = performance.now();
  await provider.generateSurvey('Find out why visitors leave the pricing page', 'fr', signal);
  const cold = performance.now() - coldStart;
  for (const language of ['en', 'de']) {
    await provider.generateSurvey('warm up', language, signal);
  }

  const list = goals();
  const generation: number[] = [];
  const floor: number[] = [];
  for (const [language, goal] of list) {
    const index = languageIndex(ROOT, language);
    const floorStart = performance.now();
    index.searchIntents(goal);
    floor.push(performance.now() - floorStart);
    const start = performance.now();
    await provider.generateSurvey(goal, language, signal);
    generation.push(performance.now() - start);
  }
  console.log(
    `embedded generateSurvey, ${list.length} goals (en + de)   p50 ${fine(percentile(generation, 50))}, ` +
      `p95 ${fine(percentile(generation, 95))}, max ${fine(Math.max(...generation))}   target p95 ≤ 300 ms`,
  );
  console.log(
    `floor: MiniSearch intent query alone               p50 ${fine(percentile(floor, 50))}, ` +
      `p95 ${fine(percentile(floor, 95))}`,
  );
  console.log(`cold start (first call of a language: files + indexes)   ${ms(cold)}`);
}
