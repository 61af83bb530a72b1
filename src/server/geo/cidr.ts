import { isIPv4, isIPv6 } from 'node:net';

/** An address as a 128-bit number; IPv4 and IPv4-mapped IPv6 share the ::ffff:0:0/96 space so either spelling matches. */
export function ipToBigInt(ip: string): bigint | null {
  const addr = ip.trim().replace(/^\[|\]$/g, '').replace(/%.*$/, ''); // brackets and zone ids carry no location
  if (isIPv4(addr)) return 0xffff00000000n | v4(addr);
  if (!isIPv6(addr)) return null;
  let text = addr;
  let tail: bigint[] = [];
  const dotted = /:(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted?.[1]) {
    const n = v4(dotted[1]);
    tail = [n >> 16n, n & 0xffffn];
    text = text.slice(0, dotted.index + 1) + '0:0'; // placeholder groups, replaced below
  }
  const [head = '', rest] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = rest ? rest.split(':') : [];
  const groups = rest === undefined ? left : [...left, ...Array(8 - left.length - right.length).fill('0'), ...right];
  let out = 0n;
  const parsed = groups.map((g) => BigInt(parseInt(g, 16)));
  if (tail.length) parsed.splice(6, 2, ...tail);
  for (const g of parsed) out = (out << 16n) | g;
  return out;
}

function v4(addr: string): bigint {
  return addr.split('.').reduce((acc, p) => (acc << 8n) | BigInt(Number(p)), 0n);
}

export interface Cidr {
  base: bigint;
  /** Prefix length in the 128-bit space. */
  bits: number;
}

/** "10.0.0.0/8" or "fc00::/7"; null when it is not a CIDR. */
export function parseCidr(cidr: string): Cidr | null {
  const [addr = '', len] = cidr.split('/');
  const base = ipToBigInt(addr);
  if (base === null) return null;
  const isV4 = isIPv4(addr.trim());
  const max = isV4 ? 32 : 128;
  const prefix = len === undefined ? max : Number(len);
  if (!Number.isInteger(prefix) || prefix < 0 || prefix > max) return null;
  const bits = isV4 ? prefix + 96 : prefix;
  return { base: base & mask(bits), bits };
}

function mask(bits: number): bigint {
  return bits === 0 ? 0n : ((1n << BigInt(bits)) - 1n) << BigInt(128 - bits);
}

export function contains(c: Cidr, ip: bigint): boolean {
  return (ip & mask(c.bits)) === c.base;
}
