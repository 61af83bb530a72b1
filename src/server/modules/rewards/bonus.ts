// Bonus details: the bonus wallet and its turnover requirements. A requirement's progress is the member's
// settled valid bet (bet_records.stake_minor by settled_at) since it started; once it reaches required_minor the
// amount moves bonus → main in one ledger transfer keyed bonus_release:<reward id>. Checked when the member reads
// the page and by a scheduler tick; the row lock plus the key make two racing checks release once.
import type { BonusDetails } from '../../../generated/types.ts';
import type { Database, Queryable } from '../../db/types.ts';
import type { Ledger } from '../ledger/index.ts';
import { titleIn } from './repository.ts';

type Turnover = BonusDetails['active'][number];

interface Row {
  reward_id: string;
  brand_id: string;
  member_id: string;
  amount_minor: string;
  required_minor: string;
  started_at: Date | string;
  status: Turnover['status'];
  released_at: Date | string | null;
  title: Record<string, string> | string;
}

async function playedSince(q: Queryable, brandId: string, memberId: string, since: Date | string): Promise<bigint> {
  const r = await q.query<{ s: string | null }>(
    `SELECT COALESCE(sum(stake_minor), 0) AS s FROM bet_records WHERE brand_id = $1 AND member_id = $2 AND status = 'settled' AND settled_at >= $3`,
    [brandId, memberId, since],
  );
  return BigInt(r.rows[0]?.s ?? 0);
}

/** Releases one active requirement when played through; true when this call moved the money. */
async function releaseOne(db: Database, ledger: Ledger, rewardId: string, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const r = await tx.query<Row>(
      `SELECT reward_id, brand_id, member_id, amount_minor, required_minor, started_at, status, released_at, '{}'::jsonb AS title
       FROM bonus_turnover WHERE reward_id = $1 FOR UPDATE`,
      [rewardId],
    );
    const row = r.rows[0];
    if (!row || row.status !== 'active') return false;
    if ((await playedSince(tx, row.brand_id, row.member_id, row.started_at)) < BigInt(row.required_minor)) return false;
    const t = await ledger.transferIn(tx, {
      idempotencyKey: `bonus_release:${row.reward_id}`,
      from: { brandId: row.brand_id, kind: 'bonus', memberId: row.member_id },
      to: { brandId: row.brand_id, kind: 'main', memberId: row.member_id },
      amountMinor: BigInt(row.amount_minor),
      reason: 'bonus_release',
      reference: `reward:${row.reward_id}`,
    });
    await tx.query(`UPDATE bonus_turnover SET status = 'released', released_at = $2, release_transfer_id = $3 WHERE reward_id = $1 AND status = 'active'`, [
      row.reward_id,
      now,
      t.transferId,
    ]);
    return !t.replayed;
  });
}

/** Checks the active requirements of one member, or of everyone (the tick); answers how many were released. */
export async function releaseDue(db: Database, ledger: Ledger, now: Date, member?: { brandId: string; memberId: string }): Promise<number> {
  const rows = member
    ? await db.query<{ reward_id: string }>(`SELECT reward_id FROM bonus_turnover WHERE brand_id = $1 AND member_id = $2 AND status = 'active' ORDER BY started_at`, [
        member.brandId,
        member.memberId,
      ])
    : await db.query<{ reward_id: string }>(`SELECT reward_id FROM bonus_turnover WHERE status = 'active' ORDER BY started_at LIMIT 1000`);
  let released = 0;
  let failed: unknown;
  for (const { reward_id } of rows.rows) {
    // one requirement that cannot be released (a bonus wallet short of its amount) must not hold up the others
    try {
      if (await releaseOne(db, ledger, String(reward_id), now)) released++;
    } catch (err) {
      failed ??= err;
    }
  }
  // the member's page still answers; the tick reports the failure and retries it next time
  if (failed !== undefined && !member) throw failed;
  return released;
}

/** The page's answer, after releasing whatever is due. */
export async function bonusDetails(db: Database, ledger: Ledger, a: { brandId: string; memberId: string; language: string }, now: Date): Promise<BonusDetails> {
  await releaseDue(db, ledger, now, a);
  const rows = await db.query<Row>(
    `SELECT t.reward_id, t.brand_id, t.member_id, t.amount_minor, t.required_minor, t.started_at, t.status, t.released_at, r.title
     FROM bonus_turnover t JOIN member_rewards r ON r.id = t.reward_id
     WHERE t.brand_id = $1 AND t.member_id = $2 AND (t.status = 'active' OR t.reward_id IN (
       SELECT reward_id FROM bonus_turnover WHERE brand_id = $1 AND member_id = $2 AND status <> 'active' ORDER BY released_at DESC NULLS LAST LIMIT 20))
     ORDER BY t.started_at DESC, t.reward_id DESC`,
    [a.brandId, a.memberId],
  );
  const out: BonusDetails = { bonusMinor: (await ledger.balance({ brandId: a.brandId, kind: 'bonus', memberId: a.memberId })).toString(), active: [], released: [] };
  for (const r of rows.rows) {
    const required = BigInt(r.required_minor);
    const played = r.status === 'active' ? await playedSince(db, a.brandId, a.memberId, r.started_at) : required;
    const item: Turnover = {
      rewardId: String(r.reward_id),
      title: titleIn(typeof r.title === 'string' ? (JSON.parse(r.title) as Record<string, string>) : r.title, a.language),
      amountMinor: String(r.amount_minor),
      requiredMinor: required.toString(),
      playedMinor: (played > required ? required : played).toString(),
      status: r.status,
      startedAt: new Date(r.started_at).toISOString(),
      releasedAt: r.released_at === null ? null : new Date(r.released_at).toISOString(),
    };
    (r.status === 'active' ? out.active : out.released).push(item);
  }
  return out;
}
