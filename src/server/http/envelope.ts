import type { ApiEnvelope } from '../../generated/types.ts';

/** A /wps answer that succeeded (the response envelope: docs/spec/api.md). */
export function ok<T>(value: T): ApiEnvelope & { success: true; value: T } {
  return { success: true, value };
}

/** A /wps answer that failed; value stays present (null unless the failure carries data, e.g. {captcha: true}) because clients read it unconditionally. */
export function fail<T = null>(message: string, errorCode: string, value: T = null as T): ApiEnvelope & { success: false; value: T } {
  return { success: false, value, message, errorCode };
}
