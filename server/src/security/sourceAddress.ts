/**
 * The "source" that per-address limits count: the client address, an IPv6 address cut to its
 * /64 (one customer line gets a whole /64 and could otherwise rotate through it) and an
 * IPv4-mapped IPv6 address read as IPv4 — the same rule as the request limits' plugin.
 */
import { isIPv6 } from 'node:net';
import { Address6 } from 'ip-address';

export function sourceOf(address: string): string {
  if (!isIPv6(address)) return address.toLowerCase();
  const parsed = new Address6(address);
  if (parsed.isMapped4()) return parsed.to4().correctForm();
  return new Address6(`${address}/64`).startAddress().correctForm();
}
