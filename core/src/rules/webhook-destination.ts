import { classifyAddress, isAddressAllowed } from './network-address.js';

/** The operator's setting that lets webhooks reach private, loopback and link-local addresses. */
export const ALLOW_PRIVATE_NETWORKS_SETTING = 'WEBHOOK_ALLOW_PRIVATE_NETWORKS';

/** 'a loopback', 'an unspecified'. */
const aOrAn = (word: string) => `${/^[aeiou]/.test(word) ? 'an' : 'a'} ${word}`;

/** Names that always mean this machine (RFC 6761): no resolver is asked, they are loopback. */
function isLoopbackName(host: string): boolean {
  return host === 'localhost' || host.endsWith('.localhost');
}

/**
 * Why a webhook endpoint whose address has host `host` cannot be saved (docs/behaviour/platform.md §16),
 * or null when it may be. Decided without the network: an address literal by the send-time rule
 * (core/src/rules/network-address.ts, unchanged), `localhost` as loopback; any other name is
 * accepted here and checked, resolved, before every attempt. A refusal says what the member can do,
 * and names the operator's setting when the operator could allow the address.
 */
export function destinationRefusal(host: string, options: { allowPrivateNetworks: boolean }): string | null {
  const bare = host
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1')
    .replace(/\.$/, '');
  const address = isLoopbackName(bare) ? '127.0.0.1' : bare;
  const kind = classifyAddress(address);
  if (kind === 'invalid' || isAddressAllowed(address, options)) return null;
  if (isAddressAllowed(address, { allowPrivateNetworks: true })) {
    return (
      `${host} is ${aOrAn(kind)} address. Sauti sends webhooks to private, loopback and link-local ` +
      `addresses only when the operator of this installation sets ${ALLOW_PRIVATE_NETWORKS_SETTING}=true. ` +
      'Use your receiver’s public address, or ask your operator.'
    );
  }
  return `${host} is ${aOrAn(kind)} address, to which Sauti never sends webhooks. Use your receiver’s public address.`;
}
