// Types of scripts/buildServer.mjs for the TypeScript callers (tests).
export type ServerPackageUse = 'import' | 'dynamic-import' | 'resolve';
export declare function serverPackages(root?: string): Promise<Map<string, ServerPackageUse>>;
