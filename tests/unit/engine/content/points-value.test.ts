// brands:check refuses points worth the house edge or more (src/engine/content/points-value.ts): at that value the
// points pay back a bet's whole expected loss, so every valid-bet gate could be met for free.
import { describe, expect, it } from 'vitest';
import type { PointsContent } from '../../../../src/generated/types.ts';
import { formatProblem } from '../../../../src/engine/brand/errors.ts';
import { pointsValueProblems } from '../../../../src/engine/content/points-value.ts';
import { LOWEST_HOUSE_EDGE_BP } from '../../../../src/engine/games/house-edge.ts';
import { HOUSE_EDGE_BP } from '../../../../src/server/modules/inhouse/fair.ts';

const FILE = 'brands/x/content/points.json';
const points = (earning: PointsContent['earning'], amount: string, per = 100): PointsContent => ({
  earning,
  exchange: { points: per, amount, minimumPoints: per },
  catalog: [],
});

describe('points value against the lowest house edge', () => {
  it('the lowest edge is the in-house games’ own', () => {
    expect(LOWEST_HOUSE_EDGE_BP).toBe(HOUSE_EDGE_BP);
  });

  it('refuses a rule worth exactly the edge (100 points per 100 at 100 points for 1: 1%) with the usual line', () => {
    const problems = pointsValueProblems(FILE, points([{ gameType: 'LIVE', pointsPer100: 50 }, { pointsPer100: 100 }], '1'));
    expect(problems.map(formatProblem)).toEqual([
      'brands/x/content/points.json: /earning/1/pointsPer100: must be worth less than the lowest house edge of the games offered, 1.00% of the valid bet ' +
        '(got 100 points per 100 at 100 points for 1: 1.00%)',
    ]);
  });

  it('refuses a rule above the edge and accepts one below it, exchange decimals included', () => {
    expect(pointsValueProblems(FILE, points([{ pointsPer100: 101 }], '1'))).toHaveLength(1);
    expect(pointsValueProblems(FILE, points([{ pointsPer100: 300 }], '0.50', 100))).toHaveLength(1); // 1.5%
    expect(pointsValueProblems(FILE, points([{ pointsPer100: 100 }], '0.50'))).toEqual([]); // 0.5%
    expect(pointsValueProblems(FILE, points([{ pointsPer100: 199 }], '1', 200))).toEqual([]); // 0.995%
    expect(pointsValueProblems(FILE, points([{ pointsPer100: 0 }], '0', 1))).toEqual([]);
  });
});
