/**
 * Behind a TLS proxy (nginx, a load balancer) the preview server sees plain HTTP from the proxy.
 * The proxy says what the visitor used in `X-Forwarded-Proto`, but any client can send that
 * header: it is believed only when the socket is a trusted proxy (env `TRUST_PROXY`). Then the
 * request's URL reads `https://` for everything after it, so attribution cookies get `Secure`,
 * the URLs they carry (and the forms store) read `https://`, and the same-origin check compares
 * against the visitor's origin.
 */
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, MiddlewareHandler } from 'hono';
import { isIP } from 'node:net';
import { normalizeAddress } from '../guards/client.ts';

/** What `loopback` in TRUST_PROXY stands for: a proxy on the same machine. */
export const LOOPBACK = ['127.0.0.1', '::1'] as const;

/**
 * Parses TRUST_PROXY: comma-separated IP addresses and/or `loopback`; empty trusts nobody.
 * Throws naming a bad entry.
 */
export function parseTrustProxy(value: string | undefined): string[] {
  if (!value?.trim()) return [];
  const addresses = value.split(',').flatMap((entry) => {
    const trimmed = entry.trim();
    if (trimmed.toLowerCase() === 'loopback') return [...LOOPBACK];
    const address = normalizeAddress(trimmed);
    if (!isIP(address)) {
      throw new Error(
        `TRUST_PROXY: "${trimmed}" is neither an IP address nor "loopback" (e.g. TRUST_PROXY=loopback,10.0.0.5)`,
      );
    }
    return [address];
  });
  return [...new Set(addresses)];
}

export function socketAddressOf(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined;
  }
}

/** True when the request's socket is one of the trusted proxies. */
export function fromTrustedProxy(
  socketAddress: string | undefined,
  trusted: readonly string[],
): boolean {
  return socketAddress !== undefined && trusted.includes(normalizeAddress(socketAddress));
}

/**
 * The scheme a trusted proxy reports, or null when the request is not from one or the header
 * is absent or not http/https. A chain of proxies may append: the first value is the visitor's.
 */
export function forwardedScheme(
  socketAddress: string | undefined,
  forwardedProto: string | undefined,
  trusted: readonly string[],
): 'http' | 'https' | null {
  if (!forwardedProto || !fromTrustedProxy(socketAddress, trusted)) return null;
  const first = forwardedProto.split(',')[0]?.trim().toLowerCase();
  return first === 'https' || first === 'http' ? first : null;
}

/** Middleware: the request URL takes the scheme a trusted proxy reports. */
export function trustProxy(
  trusted: readonly string[],
  addressOf: (c: Context) => string | undefined = socketAddressOf,
): MiddlewareHandler {
  return async (c, next) => {
    if (trusted.length === 0) return next();
    const scheme = forwardedScheme(addressOf(c), c.req.header('x-forwarded-proto'), trusted);
    const url = new URL(c.req.url);
    if (scheme && url.protocol !== `${scheme}:`) {
      url.protocol = `${scheme}:`;
      // A body is a stream: Node's Request needs `duplex` to take it over.
      c.req.raw = new Request(url, { ...requestInit(c.req.raw), duplex: 'half' } as RequestInit);
    }
    return next();
  };
}

function requestInit(request: Request): RequestInit {
  return {
    method: request.method,
    headers: request.headers,
    body: request.body,
    signal: request.signal,
    redirect: request.redirect,
  };
}
