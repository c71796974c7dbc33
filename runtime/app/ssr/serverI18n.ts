/**
 * The server render's i18next (ssr/renderPage.tsx), made for throughput ("a faster
 * server render"): a language's texts are the same files for every user of a build, so each
 * language has one instance, initialised once, whose loaded namespaces stay loaded. Nothing per
 * request lives in it: the server never changes its language.
 *
 * What a render asks of it is remembered, because the same page asks the same ~150 texts on
 * every request and each ask cost more than its answer:
 *  - `t` and every `getFixedT` function (what `useTranslation` hands a component) answer a
 *    (key, options) pair asked before from memory (i18next's lookup, and the copy of its whole
 *    options object per call in `getFixedT`'s function, were a fifth of a render's time);
 *  - `getFixedT` gives the same function for the same language, namespaces and key prefix;
 *  - the provider is given a view of the instance with no own properties: react-i18next copies
 *    every own property of the instance it is given, once per `useTranslation` of a new render.
 * The same key and options always give the same text until a namespace loads (a page's own, on
 * its first render), when the memory is cleared: a key asked before its namespace had loaded is
 * then looked up again.
 */
import { createInstance, type BackendModule, type i18n as I18n, type ReadCallback } from 'i18next';
import type { RenderInput } from '../../../contracts/renderPage';
import { I18N_OPTIONS } from '../core/i18n';
import { addCountFormatter } from '../core/i18nFormatters';

function fileBackend(read: RenderInput['readNamespace']): BackendModule {
  return {
    type: 'backend',
    init: () => undefined,
    read(language: string, namespace: string, done: ReadCallback) {
      done(null, read(language, namespace) ?? {});
    },
  };
}

const instances = new Map<string, Promise<I18n>>();

/** The language's instance (a view of it: see above), made on its first render. */
export function i18nFor(input: RenderInput): Promise<I18n> {
  const { language, payload } = input;
  let instance = instances.get(language);
  if (!instance) {
    const i18n = createInstance();
    instance = i18n
      .use(fileBackend(input.readNamespace))
      .init({
        ...I18N_OPTIONS,
        ns: [...I18N_OPTIONS.ns],
        lng: language,
        resources: payload.translations,
        partialBundledLanguages: true,
      })
      .then(() => {
        addCountFormatter(i18n);
        return Object.create(rememberingTexts(i18n)) as I18n;
      });
    instance.catch(() => instances.delete(language)); // a failed start is tried again
    instances.set(language, instance);
  }
  return instance;
}

/** Distinct (key, options) answers kept per function before its memory starts over. */
const REMEMBERED_TEXTS = 20_000;

type Lookup = (...args: unknown[]) => unknown;

/** `lookUp` answering a (key, options) pair from memory when it answered it before. */
function remembering(lookUp: Lookup, memories: Map<string, unknown>[]): Lookup {
  const remembered = new Map<string, unknown>();
  memories.push(remembered);
  return (...args: unknown[]) => {
    const [key, options] = args;
    if (args.length > 2 || typeof key !== 'string' || typeof options === 'string')
      return lookUp(...args);
    let id: string;
    try {
      id = options === undefined ? key : `${key}\u0000${JSON.stringify(options)}`;
    } catch {
      return lookUp(...args); // options that are not plain data
    }
    if (remembered.has(id)) return remembered.get(id);
    const text = lookUp(...args);
    if (remembered.size >= REMEMBERED_TEXTS) remembered.clear();
    remembered.set(id, text);
    return text;
  };
}

function rememberingTexts(i18n: I18n): I18n {
  const memories: Map<string, unknown>[] = [];
  i18n.on('loaded', () => memories.forEach((memory) => memory.clear()));
  i18n.t = remembering(i18n.t.bind(i18n) as unknown as Lookup, memories) as unknown as I18n['t'];

  const fixed = new Map<string, I18n['t']>();
  const getFixedT = i18n.getFixedT.bind(i18n) as (...args: unknown[]) => I18n['t'];
  i18n.getFixedT = ((...args: unknown[]) => {
    // (language, namespaces, key prefix, { scopeNs }): a key prefix given as a selector
    // function is not remembered.
    if (args.length > 4 || (args[2] !== undefined && typeof args[2] !== 'string'))
      return getFixedT(...args);
    const id = JSON.stringify(args.map((arg) => arg ?? null));
    let t = fixed.get(id);
    if (!t) {
      const base = getFixedT(...args);
      // `lng`, `ns` and `keyPrefix` are read back from the function by react-i18next.
      t = Object.assign(remembering(base as unknown as Lookup, memories), base) as I18n['t'];
      fixed.set(id, t);
    }
    return t;
  }) as I18n['getFixedT'];
  return i18n;
}
