import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { classifyAddress, isAddressAllowed } from './network-address.js';

const strict = { allowPrivateNetworks: false };
const open = { allowPrivateNetworks: true };

const octet = fc.integer({ min: 0, max: 255 });
const ipv4 = fc.tuple(octet, octet, octet, octet);
const dotted = (o: number[]) => o.join('.');
const hexPair = (o: number[]) =>
  `${(((o[0] ?? 0) << 8) | (o[1] ?? 0)).toString(16)}:${(((o[2] ?? 0) << 8) | (o[3] ?? 0)).toString(16)}`;

/** Addresses inside each range the rule keeps away from webhooks unless allowed. */
const privateV4 = fc.oneof(
  fc.tuple(fc.constant(10), octet, octet, octet),
  fc.tuple(fc.constant(127), octet, octet, octet),
  fc.tuple(fc.constant(172), fc.integer({ min: 16, max: 31 }), octet, octet),
  fc.tuple(fc.constant(192), fc.constant(168), octet, octet),
  fc.tuple(fc.constant(169), fc.constant(254), octet, octet),
  fc.tuple(fc.constant(100), fc.integer({ min: 64, max: 127 }), octet, octet),
);
const neverV4 = fc.oneof(
  fc.tuple(fc.constant(0), octet, octet, octet),
  fc.tuple(fc.integer({ min: 224, max: 255 }), octet, octet, octet),
);

describe('isAddressAllowed (SSRF rule)', () => {
  it('refuses the classic targets unless private networks are allowed', () => {
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '192.168.1.1',
      '[::1]',
      '::1',
      'fe80::1%eth0',
    ]) {
      expect([address, isAddressAllowed(address, strict)]).toEqual([address, false]);
      expect([address, isAddressAllowed(address, open)]).toEqual([address, true]);
    }
    expect(isAddressAllowed('169.254.169.254', strict)).toBe(false);
    expect(isAddressAllowed('::ffff:127.0.0.1', strict)).toBe(false);
    expect(isAddressAllowed('::ffff:7f00:1', strict)).toBe(false);
    expect(isAddressAllowed('64:ff9b::a00:1', strict)).toBe(false);
    expect(isAddressAllowed('fd00::1', strict)).toBe(false);
  });

  it('never allows unspecified, multicast, reserved or garbage, even when private networks are', () => {
    for (const address of ['0.0.0.0', '::', '224.0.0.1', 'ff02::1', '255.255.255.255', '2001:db8::1']) {
      expect([address, isAddressAllowed(address, open)]).toEqual([address, false]);
    }
    for (const address of [
      '',
      'localhost',
      '127.1',
      '0x7f.0.0.1',
      '0177.0.0.1',
      '1.2.3.4.5',
      '1::2::3',
      '::ffff:1.2.3',
    ]) {
      expect([address, classifyAddress(address)]).toEqual([address, 'invalid']);
    }
  });

  it('allows public addresses either way', () => {
    for (const address of ['93.184.216.34', '8.8.8.8', '2606:4700:4700::1111', '::ffff:8.8.8.8']) {
      expect([address, isAddressAllowed(address, strict)]).toEqual([address, true]);
    }
  });

  it('property: every private, loopback, link-local or CGNAT IPv4 is refused, in every spelling', () => {
    fc.assert(
      fc.property(privateV4, (o) => {
        for (const form of [
          dotted(o),
          `::ffff:${dotted(o)}`,
          `::ffff:${hexPair(o)}`,
          `[::ffff:${dotted(o)}]`,
        ]) {
          expect(isAddressAllowed(form, strict)).toBe(false);
          expect(isAddressAllowed(form, open)).toBe(true);
        }
      }),
    );
  });

  it('property: unspecified, multicast and reserved IPv4 are refused whatever the operator allows', () => {
    fc.assert(
      fc.property(neverV4, (o) => {
        expect(isAddressAllowed(dotted(o), open)).toBe(false);
        expect(isAddressAllowed(`::ffff:${dotted(o)}`, open)).toBe(false);
      }),
    );
  });

  it('property: an IPv4-mapped IPv6 address is judged exactly as its IPv4 address', () => {
    fc.assert(
      fc.property(ipv4, (o) => {
        const kind = classifyAddress(dotted(o));
        expect(classifyAddress(`::ffff:${dotted(o)}`)).toBe(kind);
        expect(classifyAddress(`0:0:0:0:0:ffff:${hexPair(o)}`)).toBe(kind);
      }),
    );
  });

  it('property: link-local, unique-local and multicast IPv6 are never public', () => {
    const group = fc.integer({ min: 0, max: 0xffff });
    const prefixed = fc.oneof(
      fc.integer({ min: 0xfe80, max: 0xfebf }),
      fc.integer({ min: 0xfc00, max: 0xfdff }),
      fc.integer({ min: 0xff00, max: 0xffff }),
    );
    fc.assert(
      fc.property(prefixed, fc.array(group, { minLength: 7, maxLength: 7 }), (first, rest) => {
        const address = [first, ...rest].map((g) => g.toString(16)).join(':');
        expect(isAddressAllowed(address, strict)).toBe(false);
      }),
    );
  });

  it('property: never throws, and anything allowed is a parsable address', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (text) => {
        const allowed = isAddressAllowed(text, open);
        if (allowed) expect(classifyAddress(text)).not.toBe('invalid');
      }),
    );
  });
});
