/**
 * Who a request comes from, for the rate limits: the socket's address. `X-Forwarded-For` is
 * believed only when the socket is a configured trusted proxy (env `TRUSTED_PROXIES`), or any
 * client could claim to be a new one on every request.
 */
import { getConnInfo } from '@hono/node-server/conninfo';
import { isIP } from 'node:net';
import type { Context } from 'hono';

/** What a request without a socket (in-process `app.request` in tests) counts as. */
export const UNKNOWN_CLIENT = 'unknown';

/** `::ffff:127.0.0.1` and `127.0.0.1` are one client. */
export function normalizeAddress(address: string): string {
  const trimmed = address.trim().toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(trimmed);
  return mapped?.[1] ?? trimmed;
}

/** Parses a comma-separated list of IP addresses; throws naming a bad entry. */
export function parseProxyList(value: string | undefined): string[] {
  if (!value?.trim()) return [];
  return value.split(',').map((entry) => {
    const address = normalizeAddress(entry);
    if (!isIP(address)) throw new Error(`TRUSTED_PROXIES: "${entry.trim()}" is not an IP address`);
    return address;
  });
}

/**
 * The client address: the socket's, or behind trusted proxies the right-most address of
 * `X-Forwarded-For` that is not itself a trusted proxy (left-most entries are client-supplied).
 */
export function clientAddress(
  socketAddress: string | undefined,
  forwardedFor: string | undefined,
  trustedProxies: readonly string[],
): string {
  if (!socketAddress) return UNKNOWN_CLIENT;
  let address = normalizeAddress(socketAddress);
  if (!trustedProxies.includes(address) || !forwardedFor) return address;
  const hops = forwardedFor.split(',').map(normalizeAddress).slice(-32);
  for (let i = hops.length - 1; i >= 0; i--) {
    const hop = hops[i] as string;
    if (!isIP(hop)) break;
    address = hop;
    if (!trustedProxies.includes(hop)) break;
  }
  return address;
}

function socketAddressOf(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined;
  }
}

/** The client address of a request handled by @hono/node-server. */
export function clientOf(c: Context, trustedProxies: readonly string[]): string {
  return clientAddress(socketAddressOf(c), c.req.header('x-forwarded-for'), trustedProxies);
}
