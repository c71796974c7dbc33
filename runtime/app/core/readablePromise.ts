/**
 * Promises React's `use` reads without suspending once they have settled. React looks at a
 * thenable's `status` and `value` / `reason` (the fields it writes on the promises it tracks
 * itself), so a promise settled before any render asked for it (code or a bundle loaded ahead
 * of the first render) gives its value at once: a server-drawn page is hydrated in one pass.
 *
 * Components call `use(promise)` every time, never `loaded ?? use(promise)`: when a render that
 * suspended in `use` is replayed, React expects `use` where it suspended (it switches to the
 * hooks of a first render there), and a replay that skipped it failed at the next hook in
 * React 19 ("update hook called on initial render": the whole root redrawn, an error reported).
 */
type Readable<T> = Promise<T> & { status?: string; value?: T; reason?: unknown };

/** `promise`, marked with its outcome as it settles. */
export function readable<T>(promise: Promise<T>): Promise<T> {
  const marked = promise as Readable<T>;
  marked.status = 'pending';
  promise.then(
    (value) => {
      marked.status = 'fulfilled';
      marked.value = value;
    },
    (reason: unknown) => {
      marked.status = 'rejected';
      marked.reason = reason;
    },
  );
  return promise;
}

/** A promise of `value`, read at once. */
export function readableValue<T>(value: T): Promise<T> {
  const promise = Promise.resolve(value) as Readable<T>;
  promise.status = 'fulfilled';
  promise.value = value;
  return promise;
}
