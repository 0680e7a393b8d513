import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addressKey } from './address-key.js';

describe('addressKey', () => {
  it('keys IPv6 clients on their /64, in any spelling', () => {
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:0db8:0001:0002:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
  });

  it('gives every address of one /64 the same key (property)', () => {
    const group = fc.integer({ min: 0, max: 0xffff });
    fc.assert(
      fc.property(
        fc.array(group, { minLength: 8, maxLength: 8 }),
        fc.array(group, { minLength: 4, maxLength: 4 }),
        (a, tail) => {
          const b = [...a.slice(0, 4), ...tail];
          fc.pre(!(a[0] === 0 && a[1] === 0 && a[2] === 0 && a[3] === 0 && a[4] === 0)); // not mapped/compat
          const text = (parts: number[]) => parts.map((p) => p.toString(16)).join(':');
          expect(addressKey(text(a))).toBe(addressKey(text(b)));
        },
      ),
    );
  });

  it('keeps IPv4 addresses (mapped ones too) as they are, and refuses garbage', () => {
    expect(addressKey('198.51.100.7')).toBe('198.51.100.7');
    expect(addressKey('::ffff:198.51.100.7')).toBe('198.51.100.7');
    for (const bad of ['', 'nope', '999.1.1.1', undefined, null]) expect(addressKey(bad)).toBeNull();
  });
});
