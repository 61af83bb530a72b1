// The winner board of a brand (docs/spec/api.md): generated once per brand from a seed of its id, so every server and
// every restart shows the same winners; stored in the winners table.
import { createHash } from 'node:crypto';
import type { Queryable } from '../../db/types.ts';

export const WINNERS_PER_BRAND = 60;

const NAMES = [
  'rahim', 'karim77', 'sumon', 'nadia', 'tanvir', 'farhana', 'joy2024', 'mitu', 'arif', 'shanta', 'rakib', 'puja',
  'sabbir', 'luna', 'hasan', 'riya', 'fahim', 'tania', 'imran', 'mim', 'sakib75', 'nusrat', 'babu', 'keya',
];

/** Winners of the brand, inserted once (concurrent servers insert the same rows; the first wins). */
export async function seedWinners(db: Queryable, brandId: string, nodeIds: number[], nowMs: number): Promise<void> {
  if (!nodeIds.length) return;
  const exists = await db.query('SELECT 1 FROM winners WHERE brand_id = $1 LIMIT 1', [brandId]);
  if (exists.rowCount) return;
  const rows = Array.from({ length: WINNERS_PER_BRAND }, (_, seq) => {
    const h = createHash('sha256').update(`${brandId}:winner:${seq}`).digest();
    // Mostly small wins, a few big ones: amount = base × 10^(0..3).
    const amount = ((h.readUInt32BE(0) % 90_000) + 1_000) * 10 ** (h[4]! % 4) / 100;
    return {
      seq,
      customer_name: `${NAMES[h[5]! % NAMES.length]}${h[6]! % 100}`,
      node_id: nodeIds[h.readUInt16BE(8) % nodeIds.length],
      win_amount: amount.toFixed(2),
      win_time: new Date(nowMs - (seq * 37 + (h[10]! % 30)) * 60_000).toISOString(),
    };
  });
  await db.query(
    `INSERT INTO winners (brand_id, seq, customer_name, node_id, win_amount, win_time)
     SELECT $1, seq, customer_name, node_id, win_amount, win_time
     FROM jsonb_to_recordset($2::jsonb) AS w(seq integer, customer_name text, node_id integer, win_amount numeric, win_time timestamptz)
     ON CONFLICT (brand_id, seq) DO NOTHING`,
    [brandId, JSON.stringify(rows)],
  );
}
