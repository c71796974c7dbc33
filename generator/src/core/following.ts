/**
 * Every error once, and each in its place: a manifest part the checks could not read (a YAML
 * slip, a document or unit that failed its schema) makes its kind incomplete, and the checks that
 * depend on that kind being whole run a second time as if it were. What that second run adds is
 * either independent (a reference to a name none of the broken parts could have declared: it is
 * reported on its own) or follows from a broken part (a reference to the name it breaks, a
 * missing menu it may have been): then it is listed under that part's error, not counted, so one
 * slip reads as one error and never as a cascade of unrelated ones.
 */
import type { KindName } from './model';
import type { Diagnostic, FollowingProblem } from './types';

/** A broken part of the manifests that may explain other problems of its kind. */
export interface Cause {
  /** The kind it belongs to; undefined when even that cannot be read (it may be any kind). */
  kind: string | undefined;
  /** The error that broke it (the first one in the part). */
  error: Diagnostic;
  /** The names it declares; undefined when they cannot be read, so any unknown name may mean it. */
  names: ReadonlySet<string> | undefined;
}

/** What a run of the checks adds once a kind counts as complete. */
export interface DependentRun {
  kind: string;
  diagnostics: Diagnostic[];
}

/** A diagnostic's identity across two runs of the checks. */
export function diagnosticKey(d: Diagnostic): string {
  return `${d.file}\0${d.pointer}\0${d.rule}\0${d.message}`;
}

/**
 * The errors the dependent runs add, minus those that follow from a cause: those are attached
 * to the cause's error (`follows`) instead. A reference to a name a broken part still declares
 * is no error at all: it resolves once the part is fixed.
 */
export function foldFollowing(
  causes: readonly Cause[],
  runs: readonly DependentRun[],
): Diagnostic[] {
  const independent: Diagnostic[] = [];
  const seen = new Set<string>();
  for (const run of runs) {
    const mine = causes.filter((c) => c.kind === undefined || c.kind === run.kind);
    for (const d of run.diagnostics) {
      const key = diagnosticKey(d);
      if (seen.has(key)) continue;
      seen.add(key);
      const name = referencedName(d);
      if (name !== undefined && mine.some((c) => c.names?.has(name))) continue;
      const unreadable = mine.find((c) => !c.names);
      if (!unreadable && name !== undefined) independent.push(d);
      else attach((unreadable ?? mine[0])!.error, d);
    }
  }
  return independent;
}

/** The name a reference check reports as unknown (`found: "settings.apii"`), if that is what it is. */
function referencedName(d: Diagnostic): string | undefined {
  if (!d.found?.startsWith('"')) return undefined;
  try {
    const value: unknown = JSON.parse(d.found);
    return typeof value === 'string' ? value : undefined;
  } catch {
    return undefined;
  }
}

/** Adds a problem under an error, grouped with the others of the same message (fresh arrays). */
export function attach(error: Diagnostic, d: Diagnostic): void {
  const place = { file: d.file, pointer: d.pointer, line: d.line, column: d.column, rule: d.rule };
  const groups: FollowingProblem[] = (error.follows ?? []).map((g) => ({ ...g }));
  const group = groups.find((g) => g.message === d.message);
  const again = group?.places.some(
    (p) => p.file === d.file && p.line === d.line && p.column === d.column,
  );
  if (again) return;
  if (group) group.places = [...group.places, place];
  else groups.push({ message: d.message, places: [place] });
  error.follows = groups;
}

/** The kinds some cause leaves incomplete (every kind when a broken file's kind is unreadable). */
export function incompleteKinds(causes: readonly Cause[], all: readonly KindName[]): Set<string> {
  if (causes.some((c) => c.kind === undefined)) return new Set(all);
  return new Set(causes.map((c) => c.kind!));
}
