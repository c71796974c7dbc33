/**
 * Renders a page of the app the way the browser app wraps it — English translations from the
 * real locale files, a fresh query client, a router at a given path — with `fetch` answered by
 * the test's own table. A request the table does not name fails the test: a page that starts
 * asking for something new should be noticed, not answered by accident.
 */
import type { ReactElement } from 'react';
import { cleanup, render, type RenderResult } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, expect, vi } from 'vitest';
import forms from '../../generated/bundle/forms.json';
import { I18N_OPTIONS } from '../../runtime/app/core/i18n';
import { addCountFormatter } from '../../runtime/app/core/i18nFormatters';
import { loadFormsBundle } from '../../runtime/app/forms/formsBundle';

const files = import.meta.glob<{ default: Record<string, unknown> }>('../../locales/en/*.json', {
  eager: true,
});
const english = Object.fromEntries(
  Object.entries(files).map(([path, module]) => [
    path.replace(/^.*\/(.+)\.json$/, '$1'),
    module.default,
  ]),
);

void i18n.use(initReactI18next).init({
  ...I18N_OPTIONS,
  ns: Object.keys(english),
  lng: 'en',
  resources: { en: english },
  initAsync: false,
});
addCountFormatter(i18n);

export interface Answer {
  status?: number;
  body?: unknown;
}
/** `'GET /api/v1/sites/3'` → the answer, or a function of the request's JSON body. */
export type Handlers = Record<string, Answer | ((body: unknown) => Answer)>;

export interface Call {
  method: string;
  path: string;
  body: unknown;
}

let unexpected: string[] = [];

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  const extra = unexpected;
  unexpected = [];
  expect(extra, 'requests no handler answered').toEqual([]);
});

function answerWith(handlers: Handlers, calls: Call[]) {
  return async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(String(input), 'http://app.test');
    const method = (init?.method ?? 'GET').toUpperCase();
    const key = `${method} ${url.pathname}`;
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, path: url.pathname + url.search, body });
    const handler = handlers[key];
    if (!handler) {
      unexpected.push(key);
      return new Response(null, { status: 501 });
    }
    const answer = typeof handler === 'function' ? handler(body) : handler;
    const text = answer.body === undefined ? null : JSON.stringify(answer.body);
    return new Response(text, {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  };
}

export interface Rendered extends RenderResult {
  /** Every request sent, in order. */
  calls: Call[];
  queryClient: QueryClient;
}

/**
 * `route` is the page's route pattern (`/sites/:siteId/settings`) when the page reads params;
 * `path` the address the router starts at.
 */
export function renderPage(
  page: ReactElement,
  options: { path?: string; route?: string; handlers?: Handlers } = {},
): Rendered {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', answerWith(options.handlers ?? {}, calls));
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const path = options.path ?? '/';
  const result = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={options.route ?? '*'} element={page} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return Object.assign(result, { calls, queryClient });
}

/** A 400 the way the server words it, naming the field. */
export function badRequest(field: string, message = 'invalid'): Answer {
  return { status: 400, body: { error: 'validation', message, field } };
}

/**
 * Loads the forms bundle the manifest-form pages read (call it in `beforeAll`): loaded before
 * the page renders, the page draws its form at once instead of suspending on the fetch.
 */
export async function loadForms(): Promise<void> {
  vi.stubGlobal('fetch', () => Promise.resolve(Response.json(forms)));
  try {
    await loadFormsBundle();
  } finally {
    vi.unstubAllGlobals();
  }
}
