// Query strings of the games endpoints: only the parameters an endpoint knows are read (original clients send
// extra ones such as cache busters), integers are converted, then the JSON schema the route declares decides.
import type { FastifyRequest } from 'fastify';
import { validated } from './body.ts';
import { declaredValidator } from './route-schemas.ts';

type Query = Record<string, string | string[] | undefined>;

/** Parameters of the query (first value of a repeated one, empty ones left out), integer ones as numbers when
 *  they are written as integers; anything else stays a string, so the schema reports "must be integer". */
export function queryParams<T>(request: FastifyRequest, keys: readonly (keyof T & string)[], integers: readonly (keyof T & string)[]): T {
  const raw = (request.query ?? {}) as Query;
  const out: Record<string, unknown> = {};
  for (const key of keys) {
    const v = raw[key];
    const value = Array.isArray(v) ? v[0] : v;
    if (value === undefined || value === '') continue;
    out[key] = integers.includes(key) && /^-?\d{1,15}$/.test(value) ? Number(value) : value;
  }
  return validated<T>(out, declaredValidator(request, 'querystring'));
}

/** Page arithmetic of the paged answers (1-based pages). */
export function pageOf(pageNo: number | undefined, pageSize: number | undefined, defaultSize = 20): { pageNo: number; pageSize: number; offset: number } {
  const no = pageNo ?? 1;
  const size = pageSize ?? defaultSize;
  return { pageNo: no, pageSize: size, offset: (no - 1) * size };
}

export const totalPages = (count: number, pageSize: number): number => Math.ceil(count / pageSize);
