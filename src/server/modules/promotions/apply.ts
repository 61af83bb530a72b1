// "Activity application" (docs/spec/rules.md): a remark of at most 140 characters and at most 3 PNG or JPG images
// of 5 MB each, recognised by their first bytes like withdrawal proofs (payments/proof.ts), kept in the database.
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/types.ts';
import { ApiError, ErrorCode } from '../../http/errors.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { MAX_PROOF_BYTES, readProof } from '../payments/index.ts';
import { refuseTrial, requireSession } from '../../services.ts';

export const MAX_REMARK_CHARS = 140;
export const MAX_IMAGES = 3;
/** The body of three 5 MB images in base64 plus the remark. */
export const APPLY_BODY_LIMIT = MAX_IMAGES * Math.ceil((MAX_PROOF_BYTES * 4) / 3) + 16_384;
/** Applications a member may store in any window (each holds up to 15 MB of images); success never resets it. */
export const APPLY_LIMIT = { max: 5, windowMs: 60 * 60_000 } as const;

/**
 * The route's preParsing hook: a guest or trial member is refused before the server reads (and holds) a body of
 * up to APPLY_BODY_LIMIT bytes; the route checks again with the activity.
 */
export async function refuseBeforeUpload(request: FastifyRequest): Promise<void> {
  refuseTrial(requireSession(request));
}

const invalid = (message: string): ApiError => new ApiError(400, ErrorCode.applicationInvalid, message);

export interface CheckedApplication {
  remark: string;
  images: { bytes: Buffer; contentType: 'image/png' | 'image/jpeg' }[];
}

/** The remark (trimmed) and decoded images; application_invalid naming what is wrong, before anything is written. */
export function checkApplication(remark: string, images: string[]): CheckedApplication {
  // control characters (C0 but newline, DEL, C1) render as nothing here and as escapes in the reviewer's terminal
  // eslint-disable-next-line no-control-regex
  const text = remark.replace(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/g, '').trim();
  // characters as people count them: a Bengali conjunct's code points, not UTF-16 halves
  if ([...text].length > MAX_REMARK_CHARS) throw invalid(`The remark can have at most ${MAX_REMARK_CHARS} characters`);
  if (images.length > MAX_IMAGES) throw invalid(`At most ${MAX_IMAGES} images`);
  return {
    remark: text,
    images: images.map((b64, i) => {
      try {
        return readProof(b64);
      } catch {
        throw invalid(`Image ${i + 1} must be a PNG or JPG of at most 5 MB`);
      }
    }),
  };
}

/**
 * Stores the application and its images; promotion.state when a live one exists (a double submission),
 * promotion.application_limited past APPLY_LIMIT.
 */
export async function insertApplication(
  db: Database,
  r: { brandId: string; memberId: string; activityId: string; period: string; app: CheckedApplication },
  now: Date,
): Promise<string> {
  try {
    return await db.transaction(async (tx) => {
      // the member row lock makes two parallel applications count each other
      await tx.query('SELECT id FROM members WHERE id = $1 FOR UPDATE', [r.memberId]);
      const recent = await tx.query<{ n: string; oldest: Date | string | null }>(
        'SELECT count(*) AS n, min(created_at) AS oldest FROM promotion_applications WHERE member_id = $1 AND created_at > $2',
        [r.memberId, new Date(now.getTime() - APPLY_LIMIT.windowMs)],
      );
      if (Number(recent.rows[0]?.n ?? 0) >= APPLY_LIMIT.max) {
        const oldest = recent.rows[0]?.oldest ? new Date(recent.rows[0].oldest).getTime() : now.getTime();
        const minutes = Math.max(1, Math.ceil((oldest + APPLY_LIMIT.windowMs - now.getTime()) / 60_000));
        throw new ApiError(429, ErrorCode.applicationLimited, `You have sent many applications. Try again in ${minutes} min.`, { messageValues: { minutes } });
      }
      const row = await tx.query<{ id: string }>(
        `INSERT INTO promotion_applications (brand_id, member_id, activity_id, period, remark, created_at) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
        [r.brandId, r.memberId, r.activityId, r.period, r.app.remark, now],
      );
      const id = String(row.rows[0]!.id);
      for (const [i, img] of r.app.images.entries())
        await tx.query('INSERT INTO promotion_application_images (application_id, seq, content_type, bytes) VALUES ($1, $2, $3, $4)', [id, i + 1, img.contentType, img.bytes]);
      return id;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new ApiError(409, ErrorCode.promotionState, 'You have already applied for this promotion');
    throw err;
  }
}
