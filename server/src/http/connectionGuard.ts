/**
 * What one client address may hold of the server's connections, and room made under pressure.
 *
 * - A connection beyond MAX_CONNECTIONS_PER_ADDRESS for its remote address is destroyed at once,
 *   so one source trickling slow bodies cannot take the whole MAX_CONNECTIONS cap from everyone
 *   else. Behind a reverse proxy (TRUST_PROXY) every connection is the proxy's: the proxy is the
 *   place for that limit, and it is not applied here.
 * - When the open connections reach PRESSURE_SHARE of the global cap, idle keep-alive sockets
 *   are closed (their clients reconnect when they need to), so waiting browsers take no room
 *   that a new client needs.
 */
import type { Server, Socket } from 'node:net';

const PRESSURE_SHARE = 0.8;

export interface ConnectionGuardOptions {
  maxConnections: number;
  maxConnectionsPerAddress: number;
  /** Whether a reverse proxy stands in front (every connection comes from it). */
  behindProxy: boolean;
}

/** Whether one more connection from an address holding `open` ones may stay. */
export function admitsConnection(open: number, perAddress: number): boolean {
  return open < perAddress;
}

/** Whether `open` connections are enough of the cap to close idle keep-alive sockets. */
export function underPressure(open: number, maxConnections: number): boolean {
  return open >= Math.ceil(maxConnections * PRESSURE_SHARE);
}

export function guardConnections(
  server: Server & { closeIdleConnections?: () => void },
  options: ConnectionGuardOptions,
): void {
  const perAddress = new Map<string, number>();
  let open = 0;
  server.on('connection', (socket: Socket) => {
    open += 1;
    socket.once('close', () => (open -= 1));
    if (underPressure(open, options.maxConnections)) server.closeIdleConnections?.();
    if (options.behindProxy) return;
    const address = socket.remoteAddress ?? '';
    const held = perAddress.get(address) ?? 0;
    if (!admitsConnection(held, options.maxConnectionsPerAddress)) {
      socket.destroy();
      return;
    }
    perAddress.set(address, held + 1);
    socket.once('close', () => {
      const left = (perAddress.get(address) ?? 1) - 1;
      if (left > 0) perAddress.set(address, left);
      else perAddress.delete(address);
    });
  });
}
