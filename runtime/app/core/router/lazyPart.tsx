/**
 * A component whose code is a lazy chunk, that can be asked for before it renders (the route
 * tree asks for the opening route's parts before the first render, router/buildRoutes.tsx).
 *
 * Unlike `React.lazy`, a part already loaded renders at once (no suspension, so a server page
 * is hydrated in one pass: core/readablePromise.ts), and a failed load is asked again on the
 * next render (an error boundary's "Try again" retries it instead of showing the same failure
 * for good).
 */
import { use, type ComponentType } from 'react';
import { readable } from '../readablePromise';

export interface LazyPart<P extends object = object> {
  /** Renders the part; suspends (the nearest Suspense boundary) until its chunk is there. */
  Component: ComponentType<P>;
  /** Starts loading the chunk (once; again after a failure). */
  preload(): Promise<ComponentType<P>>;
}

export function lazyPart<P extends object = object>(
  load: () => Promise<ComponentType<P>>,
): LazyPart<P> {
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () =>
    (loading ??= readable(
      load().catch((error: unknown) => {
        loading = undefined;
        throw error;
      }),
    ));
  function Component(props: P) {
    const Part = use(preload());
    return <Part {...props} />;
  }
  return { Component, preload };
}
