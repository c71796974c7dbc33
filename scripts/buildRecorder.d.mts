// Types of scripts/buildRecorder.mjs for the TypeScript callers (tests, benchmarks).
import type { BuiltScript } from './buildSnippet.mjs';
export declare const RECORDER_BUDGET_GZIP: number;
export declare const RECORDER_OUT: string;
export declare function buildRecorder(root?: string): Promise<BuiltScript>;
