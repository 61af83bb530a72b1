// Which hops may tell this server the caller's address and scheme (X-Forwarded-For / -Proto / -Host).
import { isIP } from 'node:net';

/**
 * TRUST_PROXY: how many reverse proxies stand in front of this server (a hop count: 1 = one TLS proxy), or the
 * comma-separated addresses/CIDRs of the proxies. X-Forwarded-For/-Proto/-Host are read only from those hops;
 * "true"/"all" (trust every hop, so any caller could claim any address and https) is refused.
 */
export function trustProxyFromEnv(value: string | undefined): false | number | string[] {
  const v = value?.trim() ?? '';
  if (v === '' || v === '0' || v.toLowerCase() === 'false') return false;
  if (/^\d+$/.test(v)) return Number(v);
  if (/^(true|all|yes|\*)$/i.test(v))
    throw new Error(`TRUST_PROXY=${v} would trust every hop; give the number of proxies in front (e.g. TRUST_PROXY=1) or their addresses/CIDRs`);
  const list = v.split(',').map((p) => p.trim()).filter(Boolean);
  const bad = list.filter((p) => !isProxyAddress(p));
  if (bad.length) throw new Error(`TRUST_PROXY: not an IP address or CIDR: ${bad.join(', ')} (expected a hop count or e.g. 10.0.0.0/8,192.0.2.7)`);
  return list;
}

function isProxyAddress(text: string): boolean {
  const [addr, bits, ...rest] = text.split('/');
  const kind = isIP(addr ?? '');
  if (!kind || rest.length) return false;
  if (bits === undefined) return true;
  const n = Number(bits);
  return /^\d+$/.test(bits) && n >= 0 && n <= (kind === 4 ? 32 : 128);
}

/** A listen address only this machine reaches (HOST of main.ts). */
export function isLoopbackAddress(host: string): boolean {
  const h = host.replace(/^\[|\]$/g, '').toLowerCase();
  return h === 'localhost' || h === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(h);
}

/** Fastify's trustProxy for a hop count (the n nearest hops) or an address/CIDR list; never "every hop". */
export function proxyTrust(value: false | number | string | string[] | undefined): false | string | string[] | ((address: string, hop: number) => boolean) {
  if (value === undefined || value === false || value === 0) return false;
  if (typeof value === 'number') {
    const hops = value;
    return (_address, hop) => hop < hops;
  }
  return value;
}
