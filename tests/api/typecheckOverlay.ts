/**
 * Type-checks generated files that do not sit where they would be written (fixture
 * expectations): the files are laid over the repository at their output paths in memory, so
 * their relative imports (`../../runtime/api/callEndpoint`, `../types`) resolve against the
 * real runtime and node_modules, with the repository's own compiler options.
 */
import { join, resolve } from 'node:path';
import ts from 'typescript';

export const REPO = resolve(import.meta.dirname, '..', '..');

/** `files`: output path (e.g. `generated/api/client.ts`) → content. Returns formatted errors. */
export function typeCheckOverlay(files: Record<string, string>): string[] {
  const overlay = new Map(Object.entries(files).map(([path, text]) => [join(REPO, path), text]));
  const config = ts.getParsedCommandLineOfConfigFile(
    join(REPO, 'tsconfig.browser.json'),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (d) => {
        throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
      },
    },
  );
  if (!config) throw new Error('tsconfig.json could not be read');
  const host = ts.createCompilerHost(config.options);
  const read = host.readFile.bind(host);
  const exists = host.fileExists.bind(host);
  host.readFile = (file) => overlay.get(file) ?? read(file);
  host.fileExists = (file) => overlay.has(file) || exists(file);
  const dirExists = host.directoryExists?.bind(host);
  host.directoryExists = (dir) =>
    [...overlay.keys()].some((f) => f.startsWith(dir + '/')) || (dirExists?.(dir) ?? true);
  const roots = [...overlay.keys()].filter((f) => f.endsWith('.ts'));
  const program = ts.createProgram(roots, config.options, host);
  return ts
    .getPreEmitDiagnostics(program)
    .filter((d) => !d.file || overlay.has(d.file.fileName))
    .map((d) => {
      const text = ts.flattenDiagnosticMessageText(d.messageText, '\n');
      if (!d.file || d.start === undefined) return text;
      const { line, character } = d.file.getLineAndCharacterOfPosition(d.start);
      return `${d.file.fileName.slice(REPO.length + 1)}:${line + 1}:${character + 1} ${text}`;
    });
}
