import { BlockList, isIP } from 'node:net';

/**
 * Which hops in front of the server are ours (VMS_TRUST_PROXY). The client's address is the
 * right-most hop that is not trusted: a client can write anything into X-Forwarded-For, but only
 * our proxies append to its right end.
 */
export type ProxyTrust =
  | { readonly mode: 'none' }
  /** The last `hops` hops (the socket's peer counting as the first) are our proxies. */
  | { readonly mode: 'hops'; readonly hops: number }
  /** Any hop whose address is in the list is one of our proxies. */
  | { readonly mode: 'addresses'; readonly list: BlockList; readonly text: string };

export const NO_PROXY: ProxyTrust = { mode: 'none' };

/** `false`/`0`: none; `true`: one hop; a number: that many hops; else addresses or CIDRs, comma-separated. */
export const parseProxyTrust = (value: string): ProxyTrust | string => {
  const text = value.trim().toLowerCase();
  if (text === 'false' || text === '0') return NO_PROXY;
  if (text === 'true') return { mode: 'hops', hops: 1 };
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return hops <= 10 ? { mode: 'hops', hops } : 'must be a number of hops from 0 to 10, or proxy addresses';
  }
  const list = new BlockList();
  for (const entry of text.split(',').map((part) => part.trim())) {
    const [address, prefix] = entry.split('/');
    const family = isIP(address ?? '');
    if (family === 0) return 'must be true, false, a number of hops, or comma-separated proxy addresses or CIDRs';
    const type = family === 4 ? 'ipv4' : 'ipv6';
    if (prefix === undefined) {
      list.addAddress(address!, type);
      continue;
    }
    const bits = Number(prefix);
    if (!/^\d+$/.test(prefix) || bits > (family === 4 ? 32 : 128)) return `has a bad CIDR prefix in ${entry}`;
    list.addSubnet(address!, bits, type);
  }
  return { mode: 'addresses', list, text };
};

// An IPv4 peer often arrives as an IPv4-mapped IPv6 address.
const plain = (address: string): string => (address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address);

const isTrustedAddress = (list: BlockList, address: string): boolean => {
  const family = isIP(address);
  return family !== 0 && list.check(address, family === 4 ? 'ipv4' : 'ipv6');
};

/**
 * The client's address from the chain of hops: the X-Forwarded-For entries, left to right, then
 * the socket's peer. With no trust, the peer; otherwise the right-most hop not trusted.
 */
export const clientAddressFrom = (forwardedFor: string | undefined, peer: string, trust: ProxyTrust): string => {
  const socketPeer = plain(peer);
  if (trust.mode === 'none') return socketPeer;
  const forwarded = (forwardedFor ?? '')
    .split(',')
    .map((entry) => plain(entry.trim()))
    .filter((entry) => entry !== '');
  const chain = [...forwarded, socketPeer];
  if (trust.mode === 'hops') return chain[Math.max(0, chain.length - 1 - trust.hops)]!;
  for (let index = chain.length - 1; index > 0; index -= 1) {
    if (!isTrustedAddress(trust.list, chain[index]!)) return chain[index]!;
  }
  return chain[0]!;
};
