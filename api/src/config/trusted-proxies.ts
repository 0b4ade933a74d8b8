import { isIP } from 'node:net';

/** Names Fastify (proxy-addr) understands for whole address ranges. */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrSubnet(entry: string): boolean {
  const [address, prefix, ...rest] = entry.split('/');
  if (rest.length > 0 || isIP(address) === 0) return false;
  if (prefix === undefined) return true;
  const bits = isIP(address) === 4 ? 32 : 128;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= bits;
}

/**
 * `TRUSTED_PROXIES`: the peers whose X-Forwarded-For the API believes, as a comma-separated
 * list of addresses, subnets (`10.0.0.0/8`) or `loopback`. The client address is then the last
 * address in X-Forwarded-For that is not itself a trusted proxy, and the socket's address for a
 * request from anyone else, whatever header it sends. Empty trusts nobody.
 *
 * The default is `loopback`: the shell's server proxies /api from this machine, and the API
 * listens on 127.0.0.1, so only local processes can claim to forward for someone.
 */
export function parseTrustedProxies(value: string | undefined): string[] {
  if (value === undefined) return ['loopback'];
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const invalid = entries.find((entry) => !RANGE_NAMES.has(entry) && !isAddressOrSubnet(entry));
  if (invalid !== undefined) {
    throw new Error(
      `TRUSTED_PROXIES must list IP addresses, subnets (10.0.0.0/8) or "loopback"; got "${invalid}"`,
    );
  }
  return entries;
}
