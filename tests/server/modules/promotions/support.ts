// Promotions suites: a lotus content file with one activity per kind and period case, and the member facts
// (deposits, settled bets) the statuses depend on, written by SQL as the payment and game modules would.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PromotionsContent } from '../../../../src/generated/types.ts';
import type { Database } from '../../../../src/server/db/types.ts';

const t = (en: string) => ({ EN: en, BN: `${en} (বাংলা)` });
const base = { category: 'all', html: t('<p>Rules</p>'), start: '2030-01-10', end: '2030-01-31', eligibility: { kind: 'all' as const } };

/** The world's clock starts at 2030-01-15T10:00Z (16:00 in lotus, +06:00). */
export const TEST_PROMOTIONS: PromotionsContent = {
  categories: [{ id: 'all', title: t('All') }],
  activities: [
    { ...base, id: 'cashback', kind: 'apply', title: t('Cashback'), reward: { amount: '50', turnover: 3 } },
    { ...base, id: 'first-deposit', kind: 'claim', title: t('First deposit'), reward: { percent: 50, cap: '300' } },
    { ...base, id: 'bettor', kind: 'join', title: t('Bettor'), eligibility: { kind: 'minDeposit', amount: '100' }, reward: { amount: '20', validBet: '1000', turnover: 1 } },
    { ...base, id: 'february', kind: 'join', title: t('February'), start: '2030-02-01', end: '2030-02-28', reward: { amount: '10', validBet: '100' } },
    { ...base, id: 'december', kind: 'apply', title: t('December'), start: '2029-12-01', end: '2029-12-31', reward: { amount: '10' } },
    { ...base, id: 'newcomers', kind: 'apply', title: t('Newcomers'), eligibility: { kind: 'newMembers', since: '2030-01-20' }, reward: { amount: '10' } },
  ],
};

export function writePromotions(brandsDir: string, content: PromotionsContent = TEST_PROMOTIONS, brand = 'lotus'): void {
  writeFileSync(join(brandsDir, brand, 'content', 'promotions.json'), JSON.stringify(content));
}

let seq = 0;

export async function confirmedDeposit(db: Database, memberId: string, amountMinor: bigint, at: Date, brand = 'lotus'): Promise<void> {
  seq += 1;
  await db.query(
    `INSERT INTO deposit_orders (id, brand_id, member_id, provider, channel_id, amount_minor, status, pay_token_hash, request_id, created_at, expires_at, settled_at)
     VALUES ($1, $2, $3, 'sandbox', 'bank', $4, 'confirmed', 'x', $1, $5, $5, $5)`,
    [`DPROMO${Date.now()}${seq}`, brand, memberId, amountMinor.toString(), at],
  );
}

export async function settledBet(db: Database, memberId: string, stakeMinor: bigint, at: Date, brand = 'lotus'): Promise<void> {
  seq += 1;
  await db.query(
    `INSERT INTO bet_records (brand_id, member_id, vendor, game_code, game_type, round_id, stake_minor, win_minor, status, placed_at, settled_at)
     VALUES ($1, $2, 'JL', 'g1', 'RNG', $3, $4, 0, 'settled', $5, $5)`,
    [brand, memberId, `promo-${Date.now()}-${seq}`, stakeMinor.toString(), at],
  );
}

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** A PNG signature and padding: the server checks the first bytes and the size, not the picture. */
export const png = (bytes = 64): string => Buffer.concat([PNG, Buffer.alloc(Math.max(0, bytes - PNG.length), 1)]).toString('base64');
export const jpg = (): string => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(60, 2)]).toString('base64');
/** A GIF whatever its file name said. */
export const gif = (): string => Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(58, 3)]).toString('base64');
