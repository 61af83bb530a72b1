// In-house games API (docs/inhouse-contract.md), under /wps/relay/inhouse/: bets (token, no trial members), seeds,
// my rounds and verification. Money moves only through app.seamlessWallet, like any vendor's.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type {
  InhouseBetResult,
  InhouseCrashBetRequest,
  InhouseDiceBetRequest,
  InhouseRound,
  InhouseRoundListRequest,
  InhouseSeedRotateRequest,
  InhouseSeeds,
  InhouseVerifyRequest,
  InhouseVerifyResult,
} from '../../../generated/types.ts';
import { plainBody } from '../../http/body.ts';
import { ApiError, ErrorCode } from '../../http/errors.ts';
import { ok } from '../../http/envelope.ts';
import { queryParams } from '../../http/query.ts';
import { brandOf, refuseTrial, requireSession, services } from '../../services.ts';
import { crashPoint, diceMultiplier, diceRoll, hmacBlock, seedHash, type DiceBet } from './fair.ts';
import { MAX_STAKE, MIN_STAKE, paramsProblem, type CrashBet, type GameParams, type InhouseGame } from './games.ts';
import { playRound, recoverRounds, roundById, roundOf, ROUND_COLUMNS, type InhouseDeps, type Round } from './rounds.ts';
import { SeedStore } from './seeds.ts';
import { requestSchemas } from '../../../generated/request-schemas.ts';

/** The answer shape of a round; the server seed only once revealed. */
export function roundView(r: Round, serverSeed?: string): InhouseRound {
  const p = r.params as Partial<DiceBet & CrashBet>;
  const o = r.outcome as { roll?: number; crash?: number };
  const multiplier = r.game === 'dice' ? diceMultiplier(p as DiceBet) : (p.cashOut ?? 0) * 100;
  return {
    roundId: r.roundId,
    game: r.game,
    serverSeedHash: r.serverSeedHash,
    ...(serverSeed ? { serverSeed } : {}),
    clientSeed: r.clientSeed,
    nonce: r.nonce,
    ...(p.target !== undefined ? { target: p.target, direction: p.direction! } : {}),
    ...(p.cashOut !== undefined ? { cashOut: p.cashOut } : {}),
    ...(o.roll !== undefined ? { roll: o.roll } : {}),
    ...(o.crash !== undefined ? { crash: o.crash } : {}),
    multiplier,
    stakeMinor: r.stakeMinor.toString(),
    payoutMinor: r.payoutMinor.toString(),
    status: r.status,
    createdAt: r.createdAt.toISOString(),
  };
}

export async function inhouseRoutes(app: FastifyInstance): Promise<void> {
  const { db, clock } = services(app);
  const deps: InhouseDeps = { db, clock, wallet: () => app.seamlessWallet };
  const seeds = new SeedStore(db);

  // Rounds a crash left half done are finished once the whole server (and its wallet) is ready.
  app.addHook('onReady', async () => {
    const done = await recoverRounds(deps);
    if (done.settled || done.voided) app.log.info(`in-house games: resolved ${done.settled} debited and ${done.voided} pending round(s) after a restart`);
  });

  const bet = async (request: FastifyRequest, game: InhouseGame, stake: number, params: GameParams): Promise<InhouseBetResult> => {
    const brand = brandOf(request);
    const session = requireSession(request);
    refuseTrial(session);
    const problem = paramsProblem(game, params);
    if (problem) throw new ApiError(400, ErrorCode.badParam, problem);
    const stakeMinor = BigInt(stake);
    if (stakeMinor < MIN_STAKE || stakeMinor > MAX_STAKE)
      throw new ApiError(400, ErrorCode.amountOutOfLimits, 'The amount is out of limits', {
        messageValues: { min: (Number(MIN_STAKE) / 100).toFixed(2), max: (Number(MAX_STAKE) / 100).toFixed(2) },
      });
    const { round, balanceMinor } = await playRound(deps, { brandId: brand.id, memberId: session.customerId, game, params, stakeMinor });
    return { round: roundView(round), balanceMinor: balanceMinor.toString() };
  };

  app.post('/wps/relay/inhouse/dice/bet', { schema: { body: requestSchemas.InhouseDiceBetRequest } }, async (request) => {
    const b = plainBody<InhouseDiceBetRequest>(request);
    return ok(await bet(request, 'dice', b.stakeMinor, { target: b.target, direction: b.direction }));
  });

  app.post('/wps/relay/inhouse/crash/bet', { schema: { body: requestSchemas.InhouseCrashBetRequest } }, async (request) => {
    const b = plainBody<InhouseCrashBetRequest>(request);
    return ok(await bet(request, 'crash', b.stakeMinor, { cashOut: b.cashOut }));
  });

  const seedsValue = async (brandId: string, memberId: string): Promise<InhouseSeeds> => {
    const active = await seeds.active(db, brandId, memberId, new Date(clock.now()));
    const prev = await seeds.previous(brandId, memberId);
    return {
      serverSeedHash: active.serverSeedHash,
      clientSeed: active.clientSeed,
      nonce: active.nextNonce,
      previous: prev && { serverSeed: prev.serverSeed, serverSeedHash: prev.serverSeedHash, clientSeed: prev.clientSeed, nonce: prev.nextNonce },
    };
  };

  app.get('/wps/relay/inhouse/seeds', async (request) => {
    const session = requireSession(request);
    refuseTrial(session);
    return ok(await seedsValue(brandOf(request).id, session.customerId));
  });

  app.post('/wps/relay/inhouse/seeds/rotate', { schema: { body: requestSchemas.InhouseSeedRotateRequest } }, async (request) => {
    const brand = brandOf(request);
    const session = requireSession(request);
    refuseTrial(session);
    const b = plainBody<InhouseSeedRotateRequest>(request);
    await db.transaction((tx) => seeds.rotate(tx, brand.id, session.customerId, b.clientSeed, new Date(clock.now())));
    return ok(await seedsValue(brand.id, session.customerId));
  });

  app.get('/wps/relay/inhouse/rounds', { schema: { querystring: requestSchemas.InhouseRoundListRequest } }, async (request) => {
    const brand = brandOf(request);
    const session = requireSession(request);
    const q = queryParams<InhouseRoundListRequest>(request, ['game', 'pageSize'], ['pageSize']);
    const r = await db.query<Parameters<typeof roundOf>[0] & { revealed: boolean }>(
      `SELECT ${ROUND_COLUMNS.split(', ').map((c) => `r.${c}`).join(', ')}, s.revealed_at IS NOT NULL AS revealed
       FROM inhouse_rounds r JOIN inhouse_seeds s ON s.id = r.seed_id
       WHERE r.brand_id = $1 AND r.member_id = $2 AND r.status <> 'refused' AND ($3::text IS NULL OR r.game = $3)
       ORDER BY r.id DESC LIMIT $4`,
      [brand.id, session.customerId, q.game ?? null, q.pageSize ?? 20],
    );
    const revealed = new Map<string, string>();
    for (const row of r.rows)
      if (row.revealed && !revealed.has(String(row.seed_id))) revealed.set(String(row.seed_id), (await seeds.byId(String(row.seed_id)))!.serverSeed);
    return ok({ list: r.rows.map((row) => roundView(roundOf(row), revealed.get(String(row.seed_id)))) });
  });

  app.post('/wps/relay/inhouse/verify', { schema: { body: requestSchemas.InhouseVerifyRequest } }, async (request) => {
    const b = plainBody<InhouseVerifyRequest>(request);
    let game = b.game;
    let serverSeed = b.serverSeed;
    let clientSeed = b.clientSeed;
    let nonce = b.nonce;
    let recorded: number | undefined;
    let recordedHash: string | undefined;
    if (b.roundId !== undefined) {
      const brand = brandOf(request);
      const session = requireSession(request);
      const round = await roundById(db, b.roundId);
      if (!round || round.brandId !== brand.id || round.memberId !== session.customerId) throw new ApiError(404, ErrorCode.badParam, 'No such round', { messageId: 'inhouse.round_not_found' });
      const seed = (await seeds.byId(round.seedId))!;
      if (!seed.revealed)
        throw new ApiError(400, ErrorCode.badParam, 'This round’s server seed is still in use: rotate your seed to reveal it, then verify', {
          messageId: 'inhouse.seed_in_use',
        });
      game = round.game;
      serverSeed = seed.serverSeed;
      clientSeed = round.clientSeed;
      nonce = round.nonce;
      recordedHash = round.serverSeedHash;
      const o = round.outcome as { roll?: number; crash?: number };
      recorded = o.roll ?? o.crash;
    }
    if (!game || serverSeed === undefined || clientSeed === undefined || nonce === undefined)
      throw new ApiError(400, ErrorCode.badParam, 'Give a roundId, or game, serverSeed, clientSeed and nonce');
    const result = game === 'dice' ? diceRoll(serverSeed, clientSeed, nonce) : crashPoint(serverSeed, clientSeed, nonce);
    const hash = seedHash(serverSeed);
    const value: InhouseVerifyResult = {
      game,
      serverSeed,
      serverSeedHash: hash,
      clientSeed,
      nonce,
      hmac: hmacBlock(serverSeed, clientSeed, nonce).toString('hex'),
      result,
      ...(recorded !== undefined ? { recorded, hashMatches: hash === recordedHash, matches: hash === recordedHash && result === recorded } : {}),
    };
    return ok(value);
  });
}
