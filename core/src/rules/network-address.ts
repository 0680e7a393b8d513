/**
 * Which network addresses Sauti may send a webhook to (docs/behaviour/platform.md, "Webhooks";
 * docs/operations.md, WEBHOOK_ALLOW_PRIVATE_NETWORKS). A webhook URL is typed by a customer, so
 * without this rule it could make the server call its own admin ports, the cloud metadata service
 * (169.254.169.254) or machines of the private network (server-side request forgery). The sender
 * checks every address the host name resolves to, at send time, with this rule.
 */

/** What kind of address a text is. */
export type AddressKind =
  'public' | 'private' | 'loopback' | 'link-local' | 'multicast' | 'unspecified' | 'reserved' | 'invalid';

/** Kinds an operator may allow (a receiver on the same machine or the private network). */
const PRIVATE_KINDS: ReadonlySet<AddressKind> = new Set(['private', 'loopback', 'link-local']);

/**
 * True when a webhook may be sent to `address` (an IPv4 or IPv6 literal, brackets and zone id
 * allowed). Public addresses always; private, loopback and link-local ones only when the operator
 * allows private networks; multicast, unspecified, reserved and unparsable ones never.
 */
export function isAddressAllowed(address: string, options: { allowPrivateNetworks: boolean }): boolean {
  const kind = classifyAddress(address);
  return kind === 'public' || (options.allowPrivateNetworks && PRIVATE_KINDS.has(kind));
}

/** Classifies an IPv4 or IPv6 literal; IPv4 embedded in IPv6 (mapped, NAT64, 6to4) counts as that IPv4. */
export function classifyAddress(address: string): AddressKind {
  const text = address.trim().replace(/^\[(.*)\]$/, '$1');
  const v4 = parseIpv4(text);
  if (v4) return classifyIpv4(v4);
  const v6 = parseIpv6(text.replace(/%[^%]*$/, ''));
  return v6 ? classifyIpv6(v6) : 'invalid';
}

/** Four octets of a dotted-quad IPv4 address (decimal only, as resolvers answer), or null. */
export function parseIpv4(text: string): number[] | null {
  const parts = text.split('.');
  if (parts.length !== 4) return null;
  const octets: number[] = [];
  for (const part of parts) {
    if (!/^(0|[1-9]\d{0,2})$/.test(part)) return null;
    const value = Number(part);
    if (value > 255) return null;
    octets.push(value);
  }
  return octets;
}

function classifyIpv4([a, b, c]: number[]): AddressKind {
  const [x = 0, y = 0, z = 0] = [a, b, c];
  if (x === 0) return 'unspecified'; // 0.0.0.0/8: "this network", reaches the local host
  if (x === 127) return 'loopback';
  if (x === 10 || (x === 172 && y >= 16 && y <= 31) || (x === 192 && y === 168)) return 'private';
  if (x === 100 && y >= 64 && y <= 127) return 'private'; // carrier-grade NAT, 100.64.0.0/10
  if (x === 169 && y === 254) return 'link-local'; // includes the cloud metadata address
  if (x >= 224 && x <= 239) return 'multicast';
  if (x >= 240) return 'reserved'; // includes the broadcast address
  if (x === 198 && (y === 18 || y === 19)) return 'reserved'; // benchmarking, 198.18.0.0/15
  return SPECIAL_V4_24.has(`${x}.${y}.${z}`) ? 'reserved' : 'public';
}

/**
 * The /24 blocks of the IANA IPv4 special-purpose registry that are not private, loopback or
 * link-local: IETF protocol assignments, the three documentation networks, the old 6to4 relay
 * anycast, AMT and the AS112 sinks. None is a customer's receiver.
 */
const SPECIAL_V4_24: ReadonlySet<string> = new Set([
  '192.0.0', // IETF protocol assignments
  '192.0.2', // documentation (TEST-NET-1)
  '198.51.100', // documentation (TEST-NET-2)
  '203.0.113', // documentation (TEST-NET-3)
  '192.88.99', // 6to4 relay anycast (deprecated)
  '192.52.193', // AMT
  '192.31.196', // AS112-v4
  '192.175.48', // AS112 direct delegation
]);

/** The eight 16-bit groups of an IPv6 address (with `::` and a dotted IPv4 tail), or null. */
export function parseIpv6(text: string): number[] | null {
  if (!/^[0-9a-fA-F:.]+$/.test(text) || text.length > 45) return null;
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const groupsOf = (part: string): number[] | null => {
    if (part === '') return [];
    const out: number[] = [];
    const pieces = part.split(':');
    for (const [index, piece] of pieces.entries()) {
      if (index === pieces.length - 1 && piece.includes('.')) {
        const v4 = parseIpv4(piece);
        if (!v4) return null;
        out.push(((v4[0] ?? 0) << 8) | (v4[1] ?? 0), ((v4[2] ?? 0) << 8) | (v4[3] ?? 0));
      } else if (/^[0-9a-fA-F]{1,4}$/.test(piece)) {
        out.push(parseInt(piece, 16));
      } else {
        return null;
      }
    }
    return out;
  };
  const head = groupsOf(halves[0] ?? '');
  const tail = halves.length === 2 ? groupsOf(halves[1] ?? '') : [];
  if (!head || !tail) return null;
  if (halves.length === 1) return head.length === 8 ? head : null;
  const missing = 8 - head.length - tail.length;
  if (missing < 1) return null;
  return [...head, ...new Array<number>(missing).fill(0), ...tail];
}

function embeddedIpv4(high: number, low: number): number[] {
  return [high >> 8, high & 0xff, low >> 8, low & 0xff];
}

function classifyIpv6(g: number[]): AddressKind {
  const [g0 = 0, g1 = 0, g2 = 0, g3 = 0, g4 = 0, g5 = 0, g6 = 0, g7 = 0] = g;
  const zeroTo = (n: number) => g.slice(0, n).every((v) => v === 0);
  if (zeroTo(8)) return 'unspecified';
  if (zeroTo(7) && g7 === 1) return 'loopback';
  // ::ffff:a.b.c.d (mapped) and ::a.b.c.d (compatible, deprecated) reach the IPv4 host.
  if (zeroTo(5) && (g5 === 0xffff || g5 === 0)) return classifyIpv4(embeddedIpv4(g6, g7));
  // 64:ff9b::/96 (NAT64) translates to the embedded IPv4 address.
  if (g0 === 0x64 && g1 === 0xff9b && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0) {
    return classifyIpv4(embeddedIpv4(g6, g7));
  }
  if ((g0 & 0xffc0) === 0xfe80) return 'link-local';
  if ((g0 & 0xffc0) === 0xfec0) return 'private'; // site-local, deprecated
  if ((g0 & 0xfe00) === 0xfc00) return 'private'; // unique local
  if ((g0 & 0xff00) === 0xff00) return 'multicast';
  // Outside global unicast 2000::/3: discard (100::/64), local-use NAT64 (64:ff9b:1::/48),
  // SRv6 (5f00::/16) and everything not yet allocated.
  if ((g0 & 0xe000) !== 0x2000) return 'reserved';
  // The special-purpose blocks inside 2000::/3.
  if (g0 === 0x2001 && g1 < 0x0200) return 'reserved'; // IETF protocol assignments, Teredo, ORCHID, benchmarking
  if (g0 === 0x2001 && g1 === 0x0db8) return 'reserved'; // documentation
  if (g0 === 0x3fff && g1 <= 0x0fff) return 'reserved'; // documentation, 3fff::/20
  if (g0 === 0x2002) return 'reserved'; // 6to4 (deprecated): a relay would reach the embedded IPv4
  if (g0 === 0x2620 && g1 === 0x004f && g2 === 0x8000) return 'reserved'; // AS112 direct delegation
  return 'public';
}
