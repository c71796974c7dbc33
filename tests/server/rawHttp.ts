/**
 * HTTP below fetch, for the tests of malformed requests: `rawExchange` writes bytes as they are
 * to a socket (node:net) and parses the one answer; `sendRequest` goes through node:http, which
 * sends a path, method, content type and body as given (fetch would normalise the path, and
 * refuses some of them). `answerProblems` lists what an answer lacks of the rules every answer
 * of this server follows (security headers; errors in the API error format).
 */
import { request as httpRequest, Agent } from 'node:http';
import { connect } from 'node:net';

export interface RawAnswer {
  status: number;
  /** Header names lowercased; a repeated header keeps its last value. */
  headers: Map<string, string>;
  body: string;
}

/** The headers every answer carries (security/headers.ts), by name → what the value must hold. */
export const SECURITY_HEADERS: Record<string, RegExp> = {
  'content-security-policy': /frame-ancestors 'none'/,
  'x-content-type-options': /^nosniff$/,
  'x-frame-options': /^DENY$/,
  'referrer-policy': /./,
};

/** The API error format (http/errorHandler.ts ApiErrorBody): `{ error, message, field? }`. */
export function apiErrorProblems(body: string, contentType: string | undefined): string[] {
  if (!/^application\/json\b/.test(contentType ?? '')) {
    return [`content-type ${contentType ?? '(none)'}, not JSON`];
  }
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return [`body is not JSON: ${body.slice(0, 120)}`];
  }
  if (!json || typeof json !== 'object' || Array.isArray(json)) return ['body is not an object'];
  const problems: string[] = [];
  const { error, message, field, ...rest } = json as Record<string, unknown>;
  if (typeof error !== 'string' || !/^[a-z][a-z0-9_]*$/.test(error)) {
    problems.push(`error ${JSON.stringify(error)} is not a lowercase code`);
  }
  if (typeof message !== 'string' || message === '') problems.push('no message');
  if (field !== undefined && typeof field !== 'string') problems.push('field is not a string');
  if (Object.keys(rest).length > 0) problems.push(`extra members ${Object.keys(rest).join(', ')}`);
  return problems;
}

/**
 * What an answer lacks: the security headers, and for an error the API error format. A status
 * of 400 or more that the endpoint's contract declares a success (the manifest's `success: true`,
 * e.g. product.md#calls "409 also success" of the product tour) is not an error: `success` says so.
 */
export function answerProblems(answer: RawAnswer, options: { success?: boolean } = {}): string[] {
  const problems: string[] = [];
  for (const [name, pattern] of Object.entries(SECURITY_HEADERS)) {
    const value = answer.headers.get(name);
    if (value === undefined) problems.push(`no ${name}`);
    else if (!pattern.test(value)) problems.push(`${name}: ${value}`);
  }
  if (answer.status >= 400 && !options.success) {
    problems.push(...apiErrorProblems(answer.body, answer.headers.get('content-type')));
  }
  return problems;
}

function parseAnswer(raw: string): RawAnswer | undefined {
  const end = raw.indexOf('\r\n\r\n');
  if (end === -1) return undefined;
  const [statusLine = '', ...lines] = raw.slice(0, end).split('\r\n');
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1]);
  if (!status) return undefined;
  const headers = new Map<string, string>();
  for (const line of lines) {
    const colon = line.indexOf(':');
    headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  let body = raw.slice(end + 4);
  const length = headers.get('content-length');
  if (length !== undefined) body = Buffer.from(body).subarray(0, Number(length)).toString();
  return { status, headers, body };
}

/**
 * Writes `bytes` to a fresh connection and reads until the server closes it (or `waitMs`
 * passes); resolves the answer and whether the server closed the connection itself.
 */
export function rawExchange(
  url: string,
  bytes: string | Buffer,
  waitMs = 5000,
): Promise<{ answer: RawAnswer | undefined; closedByServer: boolean; raw: string }> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect(Number(port), hostname);
    const chunks: Buffer[] = [];
    let closedByServer = true;
    const timer = setTimeout(() => {
      closedByServer = false;
      socket.destroy();
    }, waitMs);
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    // The server may reset the connection after answering: what was read still counts.
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearTimeout(timer);
      const raw = Buffer.concat(chunks).toString('latin1');
      resolve({ answer: parseAnswer(raw), closedByServer, raw });
    });
    socket.write(bytes);
  });
}

const agent = new Agent({ keepAlive: true, maxSockets: 8 });

/** Lets the kept-alive connections of `sendRequest` go (after the last test of a file). */
export function closeConnections(): void {
  agent.destroy();
}

export interface SendOptions {
  headers?: Record<string, string>;
  body?: string | Buffer;
}

/** One request through node:http: the path, method and headers go out exactly as given. */
export function sendRequest(
  url: string,
  method: string,
  path: string,
  { headers = {}, body }: SendOptions = {},
): Promise<RawAnswer> {
  const { hostname, port } = new URL(url);
  // node:http frames a GET's body by nothing unless told its length: the server would read
  // the body as the next request.
  const framed =
    body === undefined
      ? headers
      : { 'content-length': String(Buffer.byteLength(body)), ...headers };
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      { host: hostname, port: Number(port), method, path, headers: framed, agent },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const answerHeaders = new Map<string, string>();
          for (const [name, value] of Object.entries(response.headers)) {
            if (value !== undefined) {
              answerHeaders.set(name, Array.isArray(value) ? value.join(', ') : value);
            }
          }
          resolve({
            status: response.statusCode ?? 0,
            headers: answerHeaders,
            body: Buffer.concat(chunks).toString('utf8'),
          });
        });
        response.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}
