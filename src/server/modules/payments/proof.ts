// Receipt proofs: PNG or JPEG up to 5 MB ("Image uploads", docs/spec/rules.md), recognised by their first bytes,
// never by a name.
import { ApiError, ErrorCode } from '../../http/errors.ts';

export const MAX_PROOF_BYTES = 5 * 1024 * 1024;
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff]);

export function proofInvalid(): ApiError {
  return new ApiError(400, ErrorCode.proofInvalid, 'The proof must be a PNG or JPG image of at most 5 MB');
}

/** The image's bytes and type from base64; proof_invalid for anything else. */
export function readProof(base64: string): { bytes: Buffer; contentType: 'image/png' | 'image/jpeg' } {
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length === 0 || bytes.length > MAX_PROOF_BYTES) throw proofInvalid();
  if (bytes.subarray(0, PNG.length).equals(PNG)) return { bytes, contentType: 'image/png' };
  if (bytes.subarray(0, JPEG.length).equals(JPEG)) return { bytes, contentType: 'image/jpeg' };
  throw proofInvalid();
}
