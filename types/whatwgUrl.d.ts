/**
 * The pure layer (tsconfig.pure.json) has neither the DOM nor Node's types, yet URL and
 * URLSearchParams are language-level globals in every place a rule runs (browser, Node,
 * workers). This declares only the part the rules use, so a rule may parse a URL but still
 * cannot reach `window`, `document` or `node:*`. The browser and Node layers use their own
 * full declarations instead of this file.
 */
interface URLSearchParams {
  append(name: string, value: string): void;
  get(name: string): string | null;
  has(name: string): boolean;
  set(name: string, value: string): void;
  delete(name: string): void;
  toString(): string;
}
// eslint-disable-next-line no-var -- a global constructor is declared with `var`, as lib.dom does
declare var URLSearchParams: {
  prototype: URLSearchParams;
  new (init?: string | Record<string, string> | URLSearchParams): URLSearchParams;
};
interface URL {
  readonly origin: string;
  readonly href: string;
  readonly pathname: string;
  readonly search: string;
  readonly hash: string;
  readonly searchParams: URLSearchParams;
}
// eslint-disable-next-line no-var -- a global constructor is declared with `var`, as lib.dom does
declare var URL: {
  prototype: URL;
  new (url: string, base?: string): URL;
};
