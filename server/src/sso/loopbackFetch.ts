/**
 * The back channel to the local OpenID provider (discovery, token and JWKS requests of
 * openid-client). The provider runs in this very process, under the app's origin; rather than
 * resolving that origin (through a dev proxy, a container's port mapping, or a `localhost` that
 * may resolve to ::1 while we listen on 127.0.0.1), the request goes straight to this server's
 * listening socket with the app origin's Host header, so the provider answers exactly as it
 * does to the browser.
 */
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { CustomFetch, CustomFetchOptions } from 'openid-client';

export type ListeningAddress = () => AddressInfo | string | null;

/** Where to connect: a wildcard listening address (0.0.0.0, ::) is reached on loopback. */
export function loopbackTarget(address: AddressInfo): { host: string; port: number } {
  const wildcard: Record<string, string> = { '0.0.0.0': '127.0.0.1', '::': '::1' };
  return { host: wildcard[address.address] ?? address.address, port: address.port };
}

function bodyBytes(body: CustomFetchOptions['body']): Buffer | undefined {
  if (body === undefined || body === null) return undefined;
  if (typeof body === 'string') return Buffer.from(body);
  if (body instanceof URLSearchParams) return Buffer.from(body.toString());
  if (body instanceof ArrayBuffer) return Buffer.from(body);
  if (body instanceof Uint8Array) return Buffer.from(body);
  throw new TypeError('loopbackFetch: streamed request bodies are not supported');
}

function responseHeaders(headers: IncomingHttpHeaders): Headers {
  const result = new Headers();
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) result.append(name, item);
  }
  return result;
}

export function loopbackFetch(listening: ListeningAddress): CustomFetch {
  return (url, options) =>
    new Promise<Response>((resolve, reject) => {
      const address = listening();
      if (address === null || typeof address === 'string') {
        reject(new Error('loopbackFetch: the server is not listening on a TCP port'));
        return;
      }
      const target = new URL(url);
      const body = bodyBytes(options.body);
      const headers: Record<string, string> = { ...options.headers, host: target.host };
      if (body) headers['content-length'] = String(body.length);
      const { host, port } = loopbackTarget(address);
      const outgoing = httpRequest(
        {
          host,
          port,
          method: options.method,
          path: target.pathname + target.search,
          headers,
          signal: options.signal,
        },
        (incoming) => {
          const chunks: Buffer[] = [];
          incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
          incoming.on('error', reject);
          incoming.on('end', () => {
            const status = incoming.statusCode ?? 502;
            const empty = status === 204 || status === 304;
            resolve(
              new Response(empty ? null : Buffer.concat(chunks), {
                status,
                headers: responseHeaders(incoming.headers),
              }),
            );
          });
        },
      );
      outgoing.on('error', reject);
      outgoing.end(body);
    });
}
