/** Public API of the generator library (the CLI, watch mode and the dev server call only this). */
export { createGenerator, generate, validate } from './pipeline';
export type {
  Generator,
  GenerateOptions,
  GenerateResult,
  GeneratorOptions,
  Project,
} from './pipeline';
export type { Diagnostic, FollowingProblem, SourceLocation } from './core/types';
export type { KindName, Model } from './core/model';
export { kinds, kindList, emitters } from './registry';
export { CORE_RULES } from './core/rules';
export { didYouMean } from './validate/didYouMean';
export { suggestionHint } from './validate/suggestionHint';
export {
  explainMenu,
  MENU_PERSONA_WORDS,
  type MenuExplainResult,
  type MenuExplanation,
  type MenuPersonaOptions,
} from './explain/menu';
export { menuText, noMenuText } from './explain/menuText';
export { explainLanguages, languagesText, type LanguagesExplanation } from './explain/languages';
export type { PersonaOptions } from './explain/persona';
export { explainRoute, type RedirectPlace, type RouteExplanation } from './explain/route';
export { routeText } from './explain/routeText';
export {
  i18nReport,
  type I18nReport,
  type LanguageCoverage,
  type NamespaceCoverage,
} from './i18n/report';
export { i18nReportText } from './i18n/reportText';
export { CODE_ROOTS } from './i18n/scanCode';
