import type { BrandProblem } from '../../engine/brand/errors.ts';
import type { Queryable } from '../db/types.ts';

export interface BrandRevision {
  id: string;
  brandId: string;
  hash: string | null;
  ok: boolean;
  problems: BrandProblem[];
  loadedAt: Date;
}

/** One row per load or rejection: operators read this to see what was served when and why an edit was refused. */
export async function recordRevision(
  db: Queryable,
  r: { brandId: string; hash: string | null; ok: boolean; problems: BrandProblem[] },
): Promise<void> {
  await db.query('INSERT INTO brand_revisions (brand_id, hash, ok, problems) VALUES ($1, $2, $3, $4::jsonb)', [
    r.brandId,
    r.hash,
    r.ok,
    JSON.stringify(r.problems),
  ]);
}

/** Newest first. */
export async function listRevisions(db: Queryable, brandId: string, limit = 50): Promise<BrandRevision[]> {
  const { rows } = await db.query<{ id: string; brand_id: string; hash: string | null; ok: boolean; problems: BrandProblem[]; loaded_at: Date }>(
    'SELECT id, brand_id, hash, ok, problems, loaded_at FROM brand_revisions WHERE brand_id = $1 ORDER BY id DESC LIMIT $2',
    [brandId, limit],
  );
  return rows.map((r) => ({ id: r.id, brandId: r.brand_id, hash: r.hash, ok: r.ok, problems: r.problems, loadedAt: r.loaded_at }));
}
