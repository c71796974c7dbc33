/**
 * An error a handler throws to answer with an `ApiError` body (manifests/schemas/common.yaml):
 * `{ error, message, field? }`. Anything else thrown is a server bug and answers 500.
 */
export class HttpError extends Error {
  override readonly name = 'HttpError';
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

export const badRequest = (field: string, message: string) =>
  new HttpError(400, 'bad_request', message, field);

export const unauthorized = () =>
  new HttpError(401, 'unauthorized', 'Sign in first: this call needs a session.');

export const forbidden = (message = 'This belongs to another user.') =>
  new HttpError(403, 'forbidden', message);

/** Resources of others answer exactly like missing ones: nothing about them leaks. */
export const notFound = (what: string) => new HttpError(404, 'not_found', `No such ${what}.`);
