import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isAddressAllowed } from './network-address.js';
import { ALLOW_PRIVATE_NETWORKS_SETTING, destinationRefusal } from './webhook-destination.js';

const closed = { allowPrivateNetworks: false };
const open = { allowPrivateNetworks: true };

describe('destinationRefusal (docs/behaviour/platform.md §16)', () => {
  it('refuses at save time exactly what the sender refuses at send time, for every address literal', () => {
    const ipv4 = fc.tuple(fc.nat(255), fc.nat(255), fc.nat(255), fc.nat(255)).map((o) => o.join('.'));
    const ipv6 = fc.ipV6();
    fc.assert(
      fc.property(fc.oneof(ipv4, ipv6), fc.boolean(), (address, allowPrivateNetworks) => {
        const options = { allowPrivateNetworks };
        expect(destinationRefusal(address, options) === null).toBe(isAddressAllowed(address, options));
      }),
    );
  });

  it('names the operator setting for a loopback, private or link-local address', () => {
    for (const host of [
      '127.0.0.1',
      'localhost',
      'hooks.localhost',
      'LOCALHOST.',
      '10.1.2.3',
      '[::1]',
      '169.254.169.254',
    ]) {
      const refusal = destinationRefusal(host, closed);
      expect(refusal, host).toContain(`${ALLOW_PRIVATE_NETWORKS_SETTING}=true`);
      expect(destinationRefusal(host, open), host).toBeNull();
    }
    expect(destinationRefusal('127.0.0.1', closed)).toMatch(/^127\.0\.0\.1 is a loopback address\. /);
  });

  it('refuses multicast, unspecified and reserved addresses whatever the setting, without naming it', () => {
    for (const host of ['0.0.0.0', '224.0.0.1', '255.255.255.255', '[::]']) {
      const refusal = destinationRefusal(host, open);
      expect(refusal, host).toMatch(/to which Sauti never sends webhooks/);
      expect(refusal).not.toContain(ALLOW_PRIVATE_NETWORKS_SETTING);
    }
  });

  it('leaves names to the send-time check, which resolves them', () => {
    for (const host of ['ats.example.com', 'hooks.tausi.co.tz', 'localhost.evil.com'])
      expect(destinationRefusal(host, closed), host).toBeNull();
  });
});
