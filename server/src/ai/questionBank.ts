/**
 * The embedded generator's question bank: reusable questions tagged by the intents
 * they serve. Only the structure lives here — type, intents, which answer options; every word is
 * in `locales/<language>/ai-surveys.json` (`questions.<id>`, `options.<option>`), so a survey
 * comes out in the user's language.
 *
 * Intents are of two kinds. An *aim* says what the survey is for (why people leave, how
 * satisfied they are, whether they would recommend…); a *topic* says what it is about (pricing,
 * checkout, onboarding…). The name of a survey is built from its strongest aim and topic
 * (`names.aim-topic.<aim>` with `{{topic}}`, see composeSurvey.ts). `reasons` is the aim of a
 * "why …" goal: it asks for a choice question of reasons. `general` is the fallback when a goal
 * names nothing the bank knows.
 */
import type { QuestionType } from '../surveys/templateLibrary';

export const AIMS = [
  'exit',
  'reasons',
  'satisfaction',
  'loyalty',
  'usability',
  'churn',
  'research',
] as const;
export const TOPICS = [
  'pricing',
  'purchase',
  'signup',
  'onboarding',
  'content',
  'navigation',
  'trust',
  'performance',
  'mobile',
  'support',
  'product',
] as const;
export type Aim = (typeof AIMS)[number];
export type Topic = (typeof TOPICS)[number];
export type Intent = Aim | Topic | 'general';

export interface BankQuestion {
  /** Its texts: `ai-surveys:questions.<id>`. */
  id: string;
  type: QuestionType;
  intents: readonly Intent[];
  /** Choice questions: `ai-surveys:options.<option>` each, in this order. */
  options?: readonly string[];
}

const q = (
  id: string,
  type: QuestionType,
  intents: readonly Intent[],
  options?: readonly string[],
): BankQuestion => (options ? { id, type, intents, options } : { id, type, intents });

/** In order of preference within equal scores: the first of a kind is the usual pick. */
export const QUESTION_BANK: readonly BankQuestion[] = [
  q(
    'exit-reason',
    'single-choice',
    ['exit'],
    ['found-it', 'not-found', 'too-expensive', 'just-browsing', 'not-working', 'other'],
  ),
  q('exit-missing', 'open-text', ['exit', 'navigation', 'content']),
  q('next-step-blocker', 'open-text', ['exit', 'signup', 'purchase']),
  q(
    'pricing-reason',
    'single-choice',
    ['pricing'],
    ['too-expensive', 'unclear-plan', 'missing-feature', 'comparing', 'need-approval', 'other'],
  ),
  q('pricing-clarity', 'rating', ['pricing']),
  q(
    'pricing-fairness',
    'single-choice',
    ['pricing'],
    ['very-reasonable', 'reasonable', 'bit-expensive', 'too-expensive'],
  ),
  q('pricing-open', 'open-text', ['pricing']),
  q('nps', 'nps', ['loyalty']),
  q('nps-reason', 'open-text', ['loyalty']),
  q('satisfaction-overall', 'rating', ['satisfaction']),
  q('satisfaction-improve', 'open-text', ['satisfaction', 'product']),
  q('satisfaction-liked', 'open-text', ['satisfaction', 'loyalty']),
  q('usability-ease', 'rating', ['usability']),
  q(
    'usability-obstacles',
    'multiple-choice',
    ['usability', 'reasons'],
    ['confusing-layout', 'hard-to-find', 'too-many-steps', 'unclear-wording', 'errors', 'none'],
  ),
  q('usability-hardest', 'open-text', ['usability']),
  q(
    'churn-reason',
    'single-choice',
    ['churn'],
    ['too-expensive', 'missing-feature', 'hard-to-use', 'switching', 'not-needed', 'other'],
  ),
  q('churn-winback', 'open-text', ['churn']),
  q('research-task', 'open-text', ['research']),
  q('research-feature', 'open-text', ['research', 'product']),
  q(
    'research-role',
    'single-choice',
    ['research'],
    ['role-marketing', 'role-product', 'role-design', 'role-engineering', 'role-sales', 'other'],
  ),
  q(
    'purchase-barrier',
    'single-choice',
    ['purchase'],
    ['shipping-cost', 'delivery-time', 'payment-options', 'security', 'nothing', 'other'],
  ),
  q('purchase-ease', 'rating', ['purchase']),
  q('purchase-open', 'open-text', ['purchase']),
  q(
    'signup-blocker',
    'single-choice',
    ['signup'],
    ['need-information', 'too-expensive', 'try-first', 'not-now', 'other'],
  ),
  q('signup-ease', 'rating', ['signup']),
  q('onboarding-ease', 'rating', ['onboarding']),
  q(
    'onboarding-stuck',
    'multiple-choice',
    ['onboarding'],
    ['stuck-account', 'stuck-setup', 'stuck-features', 'stuck-team', 'not-stuck'],
  ),
  q('onboarding-open', 'open-text', ['onboarding']),
  q(
    'found',
    'single-choice',
    ['content', 'navigation', 'exit', 'general'],
    ['yes', 'partly', 'no'],
  ),
  q('content-useful', 'rating', ['content']),
  q('content-missing', 'open-text', ['content']),
  q('navigation-ease', 'rating', ['navigation']),
  q('navigation-looking', 'open-text', ['navigation']),
  q(
    'trust-concerns',
    'multiple-choice',
    ['trust'],
    ['payment-safety', 'data-privacy', 'unknown-brand', 'few-reviews', 'none'],
  ),
  q('trust-open', 'open-text', ['trust']),
  q('performance-speed', 'rating', ['performance']),
  q(
    'performance-issues',
    'multiple-choice',
    ['performance'],
    ['slow-pages', 'errors', 'broken-links', 'broken-layout', 'none'],
  ),
  q('performance-open', 'open-text', ['performance']),
  q('mobile-experience', 'rating', ['mobile']),
  q(
    'mobile-issues',
    'multiple-choice',
    ['mobile'],
    ['small-text', 'small-buttons', 'forms', 'menu', 'none'],
  ),
  q('mobile-open', 'open-text', ['mobile']),
  q('support-resolved', 'single-choice', ['support'], ['yes', 'partly', 'no']),
  q('support-satisfaction', 'rating', ['support']),
  q('support-open', 'open-text', ['support']),
  q('product-fit', 'rating', ['product']),
  q(
    'visit-purpose',
    'single-choice',
    ['general'],
    ['learn', 'compare', 'buy', 'get-help', 'other'],
  ),
  q('general-improve', 'open-text', ['general']),
];
