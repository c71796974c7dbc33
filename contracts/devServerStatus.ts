/**
 * What the API server tells `npm run dev`'s overlay when it starts in development: problems
 * that do not stop it but that a developer must see (an endpoint declared in manifests/api with
 * no handler yet answers 501). The server writes the file; the dev-loop plugin
 * (runtime/app/build/devLoop.ts) watches it next to `lodestar watch`'s report, in the
 * git-ignored `.lodestar/` folder.
 */
export const SERVER_STATUS_FILE = '.lodestar/server-status.json';

/** One problem, in the shape of the generator's diagnostics so the overlay shows both alike. */
export interface ServerDiagnostic {
  file: string;
  line: number;
  column: number;
  pointer: string;
  rule: string;
  message: string;
  hint?: string;
  severity: 'warning';
}

export interface ServerStatus {
  diagnostics: ServerDiagnostic[];
}
