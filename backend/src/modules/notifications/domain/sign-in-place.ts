import { BlockList, isIP } from 'node:net';

/**
 * Addresses a customer could never recognise as theirs: this machine, the bank's own network,
 * a home router's side of it, the carrier's shared space. A sign-in seen from one of them (the
 * app behind a proxy that does not pass the client's address, a developer's laptop) names no place.
 */
const INTERNAL = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16],
  ['172.16.0.0', 12], ['192.168.0.0', 16], ['198.18.0.0', 15], ['224.0.0.0', 3],
] as const) INTERNAL.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [['::', 127], ['fc00::', 7], ['fe80::', 10], ['ff00::', 8]] as const) INTERNAL.addSubnet(network, prefix, 'ipv6');

/** The address as the customer's own network shows it ("81.2.69.160"), or null when it is not a public one. */
export function customerVisibleAddress(ip: string | null | undefined): string | null {
  if (!ip) return null;
  const address = ip.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, ''); // an IPv4 client of an IPv6 socket
  const family = isIP(address);
  if (family === 0) return null;
  return INTERNAL.check(address, family === 4 ? 'ipv4' : 'ipv6') ? null : address;
}
