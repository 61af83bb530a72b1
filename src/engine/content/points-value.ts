// What points are worth against the valid bet that earns them: an earning rule gives pointsPer100 points per 100
// of valid bet, and the exchange turns `points` points into `amount` of balance, so the rule pays back
// pointsPer100 × amount / points per 100 of valid bet (in basis points: pointsPer100 × amount in hundredths /
// points). At or above the lowest house edge of the games offered, betting costs nothing: the points pay back
// the whole expected loss, and every valid-bet gate is met for free. So the value must stay below it.
import type { PointsContent } from '../../generated/types.ts';
import type { BrandProblem } from '../brand/errors.ts';
import { LOWEST_HOUSE_EDGE_BP } from '../games/house-edge.ts';

/** `amount` (a decimal string with at most 2 decimals) in hundredths. */
function hundredths(amount: string): bigint {
  const [whole = '0', frac = ''] = amount.split('.');
  return BigInt(whole) * 100n + BigInt((frac + '00').slice(0, 2));
}

const percent = (bpTimesPoints: bigint, points: bigint): string => (Number(bpTimesPoints) / Number(points) / 100).toFixed(2);

/** One problem per earning rule worth at or above the lowest house edge (file: the points.json to report). */
export function pointsValueProblems(file: string, c: PointsContent, lowestEdgeBp = LOWEST_HOUSE_EDGE_BP): BrandProblem[] {
  const amount = hundredths(c.exchange.amount);
  const points = BigInt(c.exchange.points);
  return c.earning.flatMap((rule, i) => {
    const value = BigInt(rule.pointsPer100) * amount; // basis points × points
    if (value < BigInt(lowestEdgeBp) * points) return [];
    return [
      {
        file,
        pointer: `/earning/${i}/pointsPer100`,
        message:
          `must be worth less than the lowest house edge of the games offered, ${(lowestEdgeBp / 100).toFixed(2)}% of the valid bet ` +
          `(got ${rule.pointsPer100} points per 100 at ${c.exchange.points} points for ${c.exchange.amount}: ${percent(value, points)}%)`,
      },
    ];
  });
}
