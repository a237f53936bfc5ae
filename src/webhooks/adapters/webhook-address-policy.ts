import { BlockList, isIP } from 'node:net';
import { WebhookAddressPolicy } from '../application/ports.ts';

/**
 * Addresses a webhook must not reach unless the installation allows private targets (ADR 46): a
 * request to one of these is a request from inside the network on an outsider's behalf (SSRF):
 * loopback, the private ranges, link-local (cloud metadata at 169.254.169.254), carrier-grade NAT,
 * "this network", multicast and reserved, and their IPv6 counterparts (IPv4-mapped addresses too).
 */
const INTERNAL = (() => {
  const list = new BlockList();
  for (const [net, prefix] of [
    ['0.0.0.0', 8],
    ['10.0.0.0', 8],
    ['100.64.0.0', 10],
    ['127.0.0.0', 8],
    ['169.254.0.0', 16],
    ['172.16.0.0', 12],
    ['192.0.0.0', 24],
    ['192.168.0.0', 16],
    ['198.18.0.0', 15],
    ['224.0.0.0', 3],
  ] as const) {
    list.addSubnet(net, prefix, 'ipv4');
  }
  for (const [net, prefix] of [
    ['::', 128],
    ['::1', 128],
    ['fc00::', 7],
    ['fe80::', 10],
    ['ff00::', 8],
  ] as const) {
    list.addSubnet(net, prefix, 'ipv6');
  }
  return list;
})();

/** Whether an address (as DNS answers it, or written in the URL) is inside (ADR 46). */
export const isInternalAddress = (address: string): boolean => {
  const family = isIP(address);
  if (family === 0) return false;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return INTERNAL.check(mapped[1], 'ipv4');
  return INTERNAL.check(address, family === 4 ? 'ipv4' : 'ipv6');
};

export interface AddressRules {
  /** Only https:// (production). */
  readonly httpsOnly: boolean;
  /** Whether internal addresses are allowed (off in production unless VMS_WEBHOOK_PRIVATE_TARGETS=on). */
  readonly privateTargets: boolean;
}

/**
 * The rule at registration: the scheme, and a host written as an internal address or named
 * `localhost`. A name that resolves inside is caught when a request is made (the transport checks
 * each address DNS answers, so a name that changes its answer later is caught too).
 */
export class RuleBasedAddressPolicy extends WebhookAddressPolicy {
  constructor(private readonly rules: AddressRules) {
    super();
  }

  refusalOf(text: string): string | null {
    const url = new URL(text);
    if (this.rules.httpsOnly && url.protocol !== 'https:') return 'only https:// addresses are allowed';
    if (this.rules.privateTargets) return null;
    const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
    if (host === 'localhost' || host.endsWith('.localhost') || isInternalAddress(host)) return 'it is an internal address';
    return null;
  }
}
