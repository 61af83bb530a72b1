// Bonus details: the bonus wallet and its turnover requirements. Each settled valid bet counts once: its valid
// stake goes to the member's open requirements oldest first (a requirement takes play settled at or after its
// start, and passes what is beyond its need to the next), never to two, so play released equals play made. Once a
// requirement's share reaches required_minor the amount moves bonus → main in one ledger transfer keyed
// bonus_release:<reward id>. Checked when the member reads the page and by a scheduler tick; the member's active
// rows are locked while a release decides, and the key makes two racing checks release once.
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

interface Requirement {
  reward_id: string;
  required_minor: string;
  started_at: Date | string;
  status: Turnover['status'];
  released_at: Date | string | null;
}

/** Valid bet settled from `from` on: before each of `until`, and in all. */
async function playSums(q: Queryable, brandId: string, memberId: string, from: Date, until: Date[]): Promise<{ before: bigint[]; total: bigint }> {
  const settled = `FROM bet_records b WHERE b.brand_id = $1 AND b.member_id = $2 AND b.status = 'settled' AND b.settled_at >= $3`;
  const r = await q.query<{ s: string | null }>(
    `SELECT (SELECT sum(b.valid_minor) ${settled} AND b.settled_at < u.t) AS s
     FROM unnest($4::timestamptz[]) WITH ORDINALITY AS u(t, i) ORDER BY u.i`,
    [brandId, memberId, from, `{${until.map((d) => `"${d.toISOString()}"`).join(',')}}`],
  );
  const t = await q.query<{ s: string | null }>(`SELECT sum(b.valid_minor) AS s ${settled}`, [brandId, memberId, from]);
  return { before: r.rows.map((x) => BigInt(x.s ?? 0)), total: BigInt(t.rows[0]?.s ?? 0) };
}

/**
 * Each active requirement's share of the member's play (reward id → minor units, at most its requirement).
 * Play fills the requirements in start order: one takes nothing while an older one is open, then starts at the
 * later of the older one's filling and its own start (play settled while none was open counts for none). A
 * released requirement still takes its share of the play it shared with an open one; those released before the
 * oldest open one started took only play settled before it, so the reading starts there.
 */
async function allocate(q: Queryable, brandId: string, memberId: string): Promise<Map<string, bigint>> {
  const r = await q.query<Requirement>(
    `SELECT reward_id, required_minor, started_at, status, released_at FROM bonus_turnover
     WHERE brand_id = $1 AND member_id = $2 AND status <> 'forfeited' ORDER BY started_at, reward_id`,
    [brandId, memberId],
  );
  const all = r.rows.map((x) => ({ ...x, reward_id: String(x.reward_id), start: new Date(x.started_at) }));
  const open = all.filter((x) => x.status === 'active');
  if (!open.length) return new Map();
  let from = open[0]!.start;
  for (;;) {
    const earlier = all.find((x) => x.start < from && x.status === 'released' && (x.released_at === null || new Date(x.released_at) >= from));
    if (!earlier) break;
    from = earlier.start;
  }
  const sharing = all.filter((x) => x.start >= from);
  const { before, total } = await playSums(q, brandId, memberId, from, sharing.map((x) => x.start));
  const out = new Map<string, bigint>();
  let filledAt = 0n;
  sharing.forEach((x, i) => {
    const required = BigInt(x.required_minor);
    const base = before[i]! > filledAt ? before[i]! : filledAt;
    filledAt = base + required;
    const share = total - base;
    if (x.status === 'active') out.set(x.reward_id, share < 0n ? 0n : share > required ? required : share);
  });
  return out;
}

/** Releases one active requirement when its share is played through; true when this call moved the money. */
async function releaseOne(db: Database, ledger: Ledger, member: { brandId: string; memberId: string }, rewardId: string, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    // the member's open requirements share their play: decide with all of them held
    const r = await tx.query<Row>(
      `SELECT reward_id, brand_id, member_id, amount_minor, required_minor, started_at, status, released_at, '{}'::jsonb AS title
       FROM bonus_turnover WHERE brand_id = $1 AND member_id = $2 AND status = 'active' ORDER BY reward_id FOR UPDATE`,
      [member.brandId, member.memberId],
    );
    const row = r.rows.find((x) => String(x.reward_id) === rewardId);
    if (!row) return false;
    if ((await allocate(tx, member.brandId, member.memberId)).get(rewardId)! < BigInt(row.required_minor)) return false;
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
  const members = member
    ? [member]
    : (
        await db.query<{ brand_id: string; member_id: string }>(
          `SELECT DISTINCT brand_id, member_id FROM bonus_turnover WHERE status = 'active' ORDER BY brand_id, member_id LIMIT 1000`,
        )
      ).rows.map((x) => ({ brandId: x.brand_id, memberId: String(x.member_id) }));
  let released = 0;
  let failed: unknown;
  for (const m of members) {
    const shares = await allocate(db, m.brandId, m.memberId);
    const required = await db.query<{ reward_id: string; required_minor: string }>(
      `SELECT reward_id, required_minor FROM bonus_turnover WHERE brand_id = $1 AND member_id = $2 AND status = 'active' ORDER BY started_at, reward_id`,
      [m.brandId, m.memberId],
    );
    for (const { reward_id, required_minor } of required.rows) {
      if ((shares.get(String(reward_id)) ?? 0n) < BigInt(required_minor)) continue;
      // one requirement that cannot be released (a bonus wallet short of its amount) must not hold up the others
      try {
        if (await releaseOne(db, ledger, m, String(reward_id), now)) released++;
      } catch (err) {
        failed ??= err;
      }
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
  const shares = await allocate(db, a.brandId, a.memberId);
  for (const r of rows.rows) {
    const required = BigInt(r.required_minor);
    const played = r.status === 'active' ? (shares.get(String(r.reward_id)) ?? 0n) : required;
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
