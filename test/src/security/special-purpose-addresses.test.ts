import fc from 'fast-check';
import ipaddr from 'ipaddr.js';
import { describe, expect, it } from 'vitest';
import { classifyAddress, isAddressAllowed } from '@sauti/core/rules/network-address';

/**
 * The webhook address rule (core/src/rules/network-address.ts) against a second, independent list
 * of the IANA special-purpose registries: ipaddr.js's ranges (the library Express uses). Anything
 * ipaddr.js puts in a special range must not be public for webhooks, whatever the operator allows
 * for private networks. NAT64 (64:ff9b::/96) and IPv4-mapped addresses are judged by the IPv4
 * address they carry, so they are compared through it.
 */
const open = { allowPrivateNetworks: true };

const octet = fc.integer({ min: 0, max: 255 });
const group = fc.integer({ min: 0, max: 0xffff });

/** Random addresses, half of them inside a special range so the property sees both sides. */
const specialV4 = fc.oneof(
  fc.tuple(octet, octet, octet, octet),
  fc
    .constantFrom(
      [192, 0, 2],
      [198, 51, 100],
      [203, 0, 113],
      [192, 88, 99],
      [192, 0, 0],
      [192, 31, 196],
      [192, 52, 193],
      [192, 175, 48],
      [198, 18, 7],
    )
    .chain((prefix) => octet.map((last) => [...prefix, last])),
);
const specialV6 = fc.oneof(
  fc.array(group, { minLength: 8, maxLength: 8 }),
  fc
    .constantFrom(
      [0x2001, 0x0db8],
      [0x3fff, 0x0abc],
      [0x2001, 0x0000],
      [0x2001, 0x0002],
      [0x2001, 0x0010],
      [0x2001, 0x0020],
      [0x2002, 0x0808],
      [0x2620, 0x004f],
      [0x0064, 0xff9b],
      [0x5f00, 0x0001],
      [0x0100, 0x0000],
    )
    .chain((prefix) => fc.array(group, { minLength: 6, maxLength: 6 }).map((rest) => [...prefix, ...rest])),
);

/** True when ipaddr.js's registry counts the address as ordinary unicast. */
function unicastByRegistry(address: string): boolean {
  const parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6') {
    const v6 = parsed as ipaddr.IPv6;
    const [g0, g1, g2, g3, g4, g5] = v6.parts;
    // NAT64's well-known prefix carries an IPv4 address: judged as that address.
    if (g0 === 0x64 && g1 === 0xff9b && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0) {
      const bytes = v6.toByteArray().slice(12);
      return unicastByRegistry(bytes.join('.'));
    }
    if (v6.isIPv4MappedAddress()) return unicastByRegistry(v6.toIPv4Address().toString());
  }
  return parsed.range() === 'unicast';
}

describe('webhook addresses against the IANA special-purpose registries (ipaddr.js)', () => {
  it('refuses the documentation ranges, old and new', () => {
    for (const address of [
      '192.0.2.10',
      '198.51.100.7',
      '203.0.113.200',
      '2001:db8::1',
      '3fff::1',
      '3fff:fff:ffff::1',
    ]) {
      expect([address, isAddressAllowed(address, open)]).toEqual([address, false]);
    }
  });

  it('property: nothing in a special-purpose IPv4 range is public', () => {
    fc.assert(
      fc.property(specialV4, (octets) => {
        const address = octets.join('.');
        if (!unicastByRegistry(address))
          expect([address, classifyAddress(address)]).not.toEqual([address, 'public']);
      }),
      { numRuns: 2_000 },
    );
  });

  it('property: nothing in a special-purpose IPv6 range is public', () => {
    fc.assert(
      fc.property(specialV6, (groups) => {
        const address = groups.map((g) => g.toString(16)).join(':');
        if (!unicastByRegistry(address))
          expect([address, classifyAddress(address)]).not.toEqual([address, 'public']);
      }),
      { numRuns: 2_000 },
    );
  });

  it('still sends to ordinary public addresses', () => {
    for (const address of ['93.184.216.34', '8.8.8.8', '2606:4700:4700::1111', '2a00:1450:4001::1']) {
      expect([address, isAddressAllowed(address, open)]).toEqual([address, true]);
    }
  });
});
