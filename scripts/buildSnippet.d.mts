// Types of scripts/buildSnippet.mjs for the TypeScript callers (tests, benchmarks).
export declare const SNIPPET_BUDGET_GZIP: number;
export declare const SNIPPET_OUT: string;
export declare function buildSnippet(
  root?: string,
): Promise<{ code: string; bytes: number; gzipBytes: number }>;
