// Operator-written content files beyond help and announcements (brands/<id>/content/<name>.json): each is
// checked by its JSON Schema, then by `check` for what a schema cannot say, and a missing file is `empty`.
// A feature registers its file here once; the loader, the hot reload and `npm run brands:check` follow.
import type { DrawsContent, MissionsContent, PointsContent, PromotionsContent, RebateContent, ReferralContent, VipContent } from '../../generated/types.ts';
import {
  validateDrawsContent,
  validateMissionsContent,
  validatePointsContent,
  validatePromotionsContent,
  validateRebateContent,
  validateReferralContent,
  validateVipContent,
  type StandaloneValidator,
} from '../../generated/validators.js';
import type { BrandProblem } from '../brand/errors.ts';
import { EMPTY_PROMOTIONS, promotionProblems } from './promotions.ts';

export interface ContentFile<T> {
  /** The file's name without .json, under the brand's content/ folder. */
  name: string;
  validator: StandaloneValidator;
  /** What a brand without the file has. */
  empty: T;
  /** Problems beyond the schema (file: the path to report). A method, so CONTENT_FILES can hold every T. */
  check?(file: string, content: T): BrandProblem[];
}

export const contentFile = <T>(spec: ContentFile<T>): ContentFile<T> => spec;

/** Every registered content file, by the key it has in LoadedBrand.content. */
export const CONTENT_FILES = {
  // Promotions page activities: periods, eligibility, kind and reward (modules/promotions).
  promotions: contentFile<PromotionsContent>({ name: 'promotions', validator: validatePromotionsContent, empty: EMPTY_PROMOTIONS, check: promotionProblems }),
  // Red envelope and prize wheel: prize tables and how tickets are earned (reward center).
  draws: contentFile<DrawsContent>({ name: 'draws', validator: validateDrawsContent, empty: { raffle: [], wheel: [], earn: [] } }),
  // Points mall: earning, exchange ratio, catalog (ids unique: a redemption names its reward by id).
  points: contentFile<PointsContent>({
    name: 'points',
    validator: validatePointsContent,
    empty: { earning: [{ pointsPer100: 0 }], exchange: { points: 1, amount: '0', minimumPoints: 1 }, catalog: [] },
    check: (file, c) =>
      c.catalog.flatMap((item, i) =>
        c.catalog.findIndex((o) => o.id === item.id) < i ? [{ file, pointer: `/catalog/${i}/id`, message: `duplicate reward id ${item.id}` }] : [],
      ),
  }),
  // VIP levels climb: each threshold at least the one before it.
  vip: contentFile<VipContent>({
    name: 'vip',
    validator: validateVipContent,
    empty: { levels: [{ name: { EN: 'VIP 1' }, validBet: '0', deposits: '0', reward: '0', turnoverX100: 0 }] },
    check: (file, c) =>
      c.levels.flatMap((l, i) => {
        const prev = c.levels[i - 1];
        const down = prev && (Number(l.validBet) < Number(prev.validBet) || Number(l.deposits) < Number(prev.deposits));
        return down ? [{ file, pointer: `/levels/${i}`, message: 'thresholds must not fall below the previous level' }] : [];
      }),
  }),
  // Manual rebate: rates per game type and the least a claim pays (modules/rebate).
  rebate: contentFile<RebateContent>({ name: 'rebate', validator: validateRebateContent, empty: { rates: [{ basisPoints: 0 }], minimum: '0' } }),
  // Referral: what an inviter earns per qualified invitee (modules/referral).
  referral: contentFile<ReferralContent>({ name: 'referral', validator: validateReferralContent, empty: { reward: '0', turnoverX100: 0 } }),
  // Missions: daily and weekly; ids unique, since a claim is keyed by id and period (modules/missions).
  missions: contentFile<MissionsContent>({
    name: 'missions',
    validator: validateMissionsContent,
    empty: { missions: [] },
    check: (file, c) =>
      c.missions.flatMap((m, i) => [
        ...(c.missions.findIndex((o) => o.id === m.id) < i ? [{ file, pointer: `/missions/${i}/id`, message: `duplicate mission id ${m.id}` }] : []),
        ...(m.kind === 'login' && !/^[1-9][0-9]?$/.test(m.target) ? [{ file, pointer: `/missions/${i}/target`, message: 'a login mission counts 1 to 99 days' }] : []),
      ]),
  }),
} satisfies Record<string, ContentFile<unknown>>;

export type ContentKey = keyof typeof CONTENT_FILES;

/** The brand's content files as loaded (or their empty value). */
export type BrandContent = { [K in ContentKey]: (typeof CONTENT_FILES)[K] extends ContentFile<infer T> ? T : never };
