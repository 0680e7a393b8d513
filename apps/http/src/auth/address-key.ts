import ipaddr from 'ipaddr.js';
import type { Context } from 'koa';

/**
 * The key a client's address is counted under by rate limits and budgets: an IPv4 address as
 * it is (IPv4-mapped IPv6 included), an IPv6 address by its /64 network, since one subscriber or
 * home gets a whole /64 and could otherwise take a fresh budget per address. Parsing and the
 * mapped-address handling are ipaddr.js's (the library Express uses for the same job).
 * Null for anything unparsable (no budget is then keyed on garbage).
 */
export function addressKey(ip: string | undefined | null): string | null {
  if (!ip || !ipaddr.isValid(ip)) return null;
  const address = ipaddr.process(ip); // ::ffff:1.2.3.4 becomes 1.2.3.4
  if (address.kind() === 'ipv4') return address.toString();
  const parts = (address as ipaddr.IPv6).parts.slice(0, 4);
  return `${parts.map((p) => p.toString(16)).join(':')}::/64`;
}

/** The address key of a request (from the socket, or X-Forwarded-For behind TRUST_PROXY). */
export function requestAddressKey(ctx: Pick<Context, 'ip'>): string | null {
  return addressKey(ctx.ip);
}
