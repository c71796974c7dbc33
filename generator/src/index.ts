/** Public API of the generator library (the CLI, watch mode and the dev server call only this). */
export { createGenerator, generate, validate } from './pipeline';
export type { Generator, GenerateOptions, GenerateResult, Project } from './pipeline';
export type { Diagnostic, SourceLocation } from './core/types';
export type { Model } from './core/model';
export { kinds, kindList, emitters } from './registry';
export { CORE_RULES } from './core/rules';
export { didYouMean } from './validate/didYouMean';
