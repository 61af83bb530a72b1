// Playing a round: record it (with its seeds' hash, nonce and deterministic outcome) before the stake moves, debit
// the stake and credit the win through the seamless wallet, each by the round's own txId. A round cut short by a
// crash is finished by recoverRounds on the next start, exactly once (the wallet is idempotent by txId).
import { randomBytes } from 'node:crypto';
import type { Clock } from '../../clock.ts';
import type { Database, Queryable } from '../../db/types.ts';
import { ApiError } from '../../http/errors.ts';
import type { SeamlessBetRef, SeamlessWallet } from '../seamless/index.ts';
import { GAME_CODES, INHOUSE_GAME_TYPE, INHOUSE_VENDOR, resolve, winChancePpm, type GameParams, type InhouseGame, type Outcome } from './games.ts';
import { SeedStore } from './seeds.ts';

export type RoundStatus = 'pending' | 'debited' | 'settled' | 'refused' | 'void';

export interface Round {
  roundId: string;
  game: InhouseGame;
  gameCode: string;
  seedId: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
  params: GameParams;
  outcome: Outcome;
  stakeMinor: bigint;
  payoutMinor: bigint;
  status: RoundStatus;
  createdAt: Date;
  settledAt: Date | null;
}

interface RawRound {
  round_id: string;
  brand_id: string;
  member_id: string;
  game: InhouseGame;
  game_code: string;
  seed_id: string;
  server_seed_hash: string;
  client_seed: string;
  nonce: string;
  params: GameParams | string;
  outcome: Outcome | string;
  stake_minor: string;
  payout_minor: string;
  status: RoundStatus;
  created_at: Date | string;
  settled_at: Date | string | null;
}

const json = <T>(v: T | string): T => (typeof v === 'string' ? (JSON.parse(v) as T) : v);

export const ROUND_COLUMNS =
  'round_id, brand_id, member_id, game, game_code, seed_id, server_seed_hash, client_seed, nonce, params, outcome, stake_minor, payout_minor, status, created_at, settled_at';

export function roundOf(r: RawRound): Round & { brandId: string; memberId: string } {
  return {
    roundId: r.round_id,
    brandId: r.brand_id,
    memberId: String(r.member_id),
    game: r.game,
    gameCode: r.game_code,
    seedId: String(r.seed_id),
    serverSeedHash: r.server_seed_hash,
    clientSeed: r.client_seed,
    nonce: Number(r.nonce),
    params: json(r.params),
    outcome: json(r.outcome),
    stakeMinor: BigInt(r.stake_minor),
    payoutMinor: BigInt(r.payout_minor),
    status: r.status,
    createdAt: new Date(r.created_at),
    settledAt: r.settled_at === null ? null : new Date(r.settled_at),
  };
}

export interface InhouseDeps {
  db: Database;
  clock: Clock;
  wallet: () => SeamlessWallet;
}

const betRef = (r: { brandId: string; memberId: string; roundId: string; gameCode: string }): SeamlessBetRef => ({
  brandId: r.brandId,
  memberId: r.memberId,
  vendor: INHOUSE_VENDOR,
  roundId: r.roundId,
  gameCode: r.gameCode,
  gameType: INHOUSE_GAME_TYPE,
});

async function setStatus(q: Queryable, roundId: string, from: RoundStatus[], to: RoundStatus, now: Date | null): Promise<void> {
  await q.query(`UPDATE inhouse_rounds SET status = $2, settled_at = COALESCE($3, settled_at) WHERE round_id = $1 AND status = ANY($4::text[])`, [
    roundId,
    to,
    now,
    `{${from.join(',')}}`,
  ]);
}

export async function roundById(db: Queryable, roundId: string): Promise<(Round & { brandId: string; memberId: string }) | null> {
  const r = await db.query<RawRound>(`SELECT ${ROUND_COLUMNS} FROM inhouse_rounds WHERE round_id = $1`, [roundId]);
  return r.rows[0] ? roundOf(r.rows[0]) : null;
}

/**
 * Writes the round's win chance on the bet record the wallet opened, before the win settles it: from then on the
 * record counts as valid bet, and only by the risk it took (a round resumed after a crash gets it too).
 */
async function recordWinChance(q: Queryable, round: { brandId: string; roundId: string; game: InhouseGame; params: GameParams }): Promise<void> {
  await q.query(`UPDATE bet_records SET win_chance_ppm = $4 WHERE brand_id = $1 AND vendor = $2 AND round_id = $3 AND win_chance_ppm IS DISTINCT FROM $4`, [
    round.brandId,
    INHOUSE_VENDOR,
    round.roundId,
    winChancePpm(round.game, round.params),
  ]);
}

export interface BetRequest {
  brandId: string;
  memberId: string;
  game: InhouseGame;
  params: GameParams;
  stakeMinor: bigint;
}

/** One round, start to finish; answers the settled round and the balance after it. */
export async function playRound(deps: InhouseDeps, bet: BetRequest): Promise<{ round: Round; balanceMinor: bigint }> {
  const seeds = new SeedStore(deps.db);
  const now = new Date(deps.clock.now());
  const roundId = `IH${now.getTime().toString(36)}${randomBytes(6).toString('hex')}`.toUpperCase();
  const gameCode = GAME_CODES[bet.game];
  await deps.db.transaction(async (tx) => {
    const seed = await seeds.active(tx, bet.brandId, bet.memberId, now, true);
    const nonce = await seeds.takeNonce(tx, seed.id);
    const { outcome, payoutMinor } = resolve(bet.game, bet.params, { serverSeed: seed.serverSeed, clientSeed: seed.clientSeed, nonce }, bet.stakeMinor);
    await tx.query(
      `INSERT INTO inhouse_rounds (round_id, brand_id, member_id, game, game_code, seed_id, server_seed_hash, client_seed, nonce,
         params, outcome, stake_minor, payout_minor, status, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::jsonb, $11::jsonb, $12, $13, 'pending', $14)`,
      [roundId, bet.brandId, bet.memberId, bet.game, gameCode, seed.id, seed.serverSeedHash, seed.clientSeed, nonce,
        JSON.stringify(bet.params), JSON.stringify(outcome), bet.stakeMinor.toString(), payoutMinor.toString(), now],
    );
  });
  const round = (await roundById(deps.db, roundId))!;
  const ref = betRef({ ...bet, roundId, gameCode });
  try {
    await deps.wallet().debit({ ...ref, txId: `${roundId}:bet`, amountMinor: bet.stakeMinor });
  } catch (err) {
    // A refusal (insufficient balance…) moved nothing; any other failure leaves the round pending for recovery.
    if (err instanceof ApiError) await setStatus(deps.db, roundId, ['pending'], 'refused', now);
    throw err;
  }
  await setStatus(deps.db, roundId, ['pending'], 'debited', null);
  await recordWinChance(deps.db, { ...bet, roundId });
  const credited = await deps.wallet().credit({ ...ref, txId: `${roundId}:win`, amountMinor: round.payoutMinor });
  await setStatus(deps.db, roundId, ['debited'], 'settled', new Date(deps.clock.now()));
  return { round: { ...round, status: 'settled', settledAt: new Date(deps.clock.now()) }, balanceMinor: credited.balanceMinor };
}

/** Did the wallet book this round's stake? (bet_records: the seamless wallet opens a record on debit.) */
async function stakeTaken(db: Queryable, round: { brandId: string; roundId: string }): Promise<boolean> {
  const r = await db.query(`SELECT 1 FROM bet_records WHERE brand_id = $1 AND vendor = $2 AND round_id = $3 AND status <> 'rolled_back'`, [
    round.brandId,
    INHOUSE_VENDOR,
    round.roundId,
  ]);
  return r.rowCount > 0;
}

/**
 * Finish rounds left behind by a crash (older than graceMs, so another instance's live round is left alone):
 * a round whose stake was taken (our status, or the wallet's open bet record when the crash came between the
 * debit and our status update) is credited its recorded outcome; a pending one whose debit never booked is
 * rolled back, so a late debit is refused. Returns how many were resolved.
 */
export async function recoverRounds(deps: InhouseDeps, graceMs = 60_000): Promise<{ settled: number; voided: number }> {
  const before = new Date(deps.clock.now() - graceMs);
  const r = await deps.db.query<RawRound>(
    `SELECT ${ROUND_COLUMNS} FROM inhouse_rounds WHERE status IN ('pending', 'debited') AND created_at <= $1 ORDER BY id`,
    [before],
  );
  let settled = 0;
  let voided = 0;
  for (const raw of r.rows) {
    const round = roundOf(raw);
    const ref = betRef(round);
    const now = new Date(deps.clock.now());
    if (round.status === 'debited' || (await stakeTaken(deps.db, round))) {
      await recordWinChance(deps.db, round);
      await deps.wallet().credit({ ...ref, txId: `${round.roundId}:win`, amountMinor: round.payoutMinor });
      await setStatus(deps.db, round.roundId, ['pending', 'debited'], 'settled', now);
      settled++;
    } else {
      await deps.wallet().rollback({ ...ref, txId: `${round.roundId}:bet` });
      await setStatus(deps.db, round.roundId, ['pending'], 'void', now);
      voided++;
    }
  }
  return { settled, voided };
}
