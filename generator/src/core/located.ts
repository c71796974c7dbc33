/** A place in a manifest: the file (posix, relative to the project root) and a JSON pointer. */
export interface Ref {
  file: string;
  pointer: string;
}

/**
 * One declaration of a section a kind allows once over all its documents (`sidebars`,
 * `standard`, `languages` …): the model keeps them all, the check reports the second.
 */
export interface SectionDeclaration {
  name: string;
  at: Ref;
}

/**
 * Model items remember where they were declared without that position leaking into emitted
 * output: `$at` is non-enumerable, so JSON.stringify (bundle, cache keys) never sees it.
 */
export type Located<T> = T & { readonly $at: Ref };

export function locate<T extends object>(value: T, at: Ref): Located<T> {
  Object.defineProperty(value, '$at', { value: at, enumerable: false });
  return value as Located<T>;
}

/** JSON pointer escaping (RFC 6901). */
export function pointer(...segments: (string | number)[]): string {
  return segments.map((s) => '/' + String(s).replace(/~/g, '~0').replace(/\//g, '~1')).join('');
}

export function childRef(at: Ref, ...segments: (string | number)[]): Ref {
  return { file: at.file, pointer: at.pointer + pointer(...segments) };
}
