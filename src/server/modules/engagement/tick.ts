// The engagement tick: VIP level-up and referral rewards are granted when the figures change, not only when the
// member opens the VIP card or the inviter opens the referral page. Like the bonus release tick: runs never
// overlap in a process, a failed run is retried by the next, and grants are idempotent per (member, source,
// sourceRef), so two processes, or the page and the tick, grant once.
//
// Cheap by construction: each run looks only at members with a settled bet (bet_records_brand_settled, index
// only) or a confirmed deposit since the previous run, per brand whose flag is on. The high-water mark lives in
// memory: the first run after a start looks back FIRST_LOOKBACK_MS, later ones overlap the previous window by
// OVERLAP_MS so a bet committed late with an earlier settled_at is still seen.
import type { FastifyInstance } from 'fastify';
import type { LoadedBrand } from '../../../engine/brand/loaded.ts';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/types.ts';
import { grantQualified, INVITEE_FACTS, type InviteeRow } from '../referral/index.ts';
import { grantVipLevels } from '../vip/index.ts';

export const ENGAGEMENT_TICK_MS = 60_000;
export const FIRST_LOOKBACK_MS = 7 * 24 * 3_600_000;
export const OVERLAP_MS = 10 * 60_000;

/** Members (not trial accounts) of the brand with a settled bet or a confirmed deposit in [since, until]. */
const ACTIVE = `SELECT x.member_id FROM (
    SELECT b.member_id FROM bet_records b WHERE b.brand_id = $1 AND b.status = 'settled' AND b.settled_at >= $2 AND b.settled_at <= $3
    UNION
    SELECT d.member_id FROM deposit_orders d WHERE d.brand_id = $1 AND d.status = 'confirmed' AND d.settled_at >= $2 AND d.settled_at <= $3
  ) x JOIN members m ON m.id = x.member_id WHERE m.type <> 4`;

export interface TickResult {
  vip: number;
  referral: number;
}

/** Grants what members of every brand reached in [since, now]; how many rewards were new. */
export async function grantEngagement(db: Database, brands: readonly LoadedBrand[], since: Date, now: Date): Promise<TickResult> {
  const result: TickResult = { vip: 0, referral: 0 };
  for (const brand of brands) {
    if (!brand.flags.vip && !brand.flags.referral) continue;
    const active = await db.query<{ member_id: string }>(ACTIVE, [brand.id, since, now]);
    if (!active.rows.length) continue;
    if (brand.flags.vip)
      for (const { member_id } of active.rows) result.vip += (await grantVipLevels(db, brand.content.vip, brand.id, String(member_id), now)).created;
    if (brand.flags.referral) {
      const invitees = await db.query<InviteeRow>(`${INVITEE_FACTS} WHERE r.brand_id = $1 AND r.invitee_id IN (${ACTIVE})`, [brand.id, since, now]);
      result.referral += await grantQualified(db, brand.content.referral, brand.id, invitees.rows, now);
    }
  }
  return result;
}

export interface EngagementTick {
  runOnce(): Promise<TickResult>;
  stop(): Promise<void>;
}

export function startEngagementTick(app: FastifyInstance, clock: Clock, tickMs = ENGAGEMENT_TICK_MS): EngagementTick {
  let running: Promise<TickResult> | null = null;
  let highWater: number | null = null;
  const runOnce = (): Promise<TickResult> => {
    if (running) return running;
    const now = clock.now();
    const since = highWater === null ? now - FIRST_LOOKBACK_MS : highWater - OVERLAP_MS;
    running = grantEngagement(app.db, app.registry.brands(), new Date(since), new Date(now))
      .then((r) => {
        // only a run that got through moves the mark: a failed one is covered again by the next
        highWater = now;
        return r;
      })
      .finally(() => {
        running = null;
      });
    return running;
  };
  const timer = setInterval(() => {
    runOnce().catch((err: unknown) => app.log.warn({ err }, 'engagement grant run failed; the next tick retries'));
  }, tickMs);
  timer.unref();
  return {
    runOnce,
    stop: async () => {
      clearInterval(timer);
      await running?.catch(() => undefined);
    },
  };
}
