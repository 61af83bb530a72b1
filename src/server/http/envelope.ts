import type { ApiEnvelope } from '../../generated/types.ts';

/** A /wps answer that succeeded (api-notes §1.1). */
export function ok<T>(value: T): ApiEnvelope & { success: true; value: T } {
  return { success: true, value };
}

/** A /wps answer that failed; value stays present (null) because clients read it unconditionally. */
export function fail(message: string, errorCode: string): ApiEnvelope & { success: false; value: null } {
  return { success: false, value: null, message, errorCode };
}
