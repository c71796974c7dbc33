// Types of scripts/buildSnippet.mjs for the TypeScript callers (tests, benchmarks).
export interface BuiltScript {
  code: string;
  bytes: number;
  gzipBytes: number;
}
export declare const SNIPPET_BUDGET_GZIP: number;
export declare const SNIPPET_OUT: string;
export declare function bundleScript(
  entry: string,
  banner: string,
  root?: string,
): Promise<BuiltScript>;
export declare function buildSnippet(root?: string): Promise<BuiltScript>;
