// content/promotions.json beyond its schema: each kind carries the reward fields it pays by, categories exist,
// periods run forward, ids are unique (an application and a reward name their activity by id).
import type { ContentActivity, PromotionsContent } from '../../generated/types.ts';
import type { BrandProblem } from '../brand/errors.ts';

export const EMPTY_PROMOTIONS: PromotionsContent = { categories: [], activities: [] };

const NEEDS: Record<ContentActivity['kind'], (keyof ContentActivity['reward'])[]> = {
  apply: ['amount'],
  claim: ['percent', 'cap'],
  join: ['amount', 'validBet'],
};

const realDay = (day: string): boolean => {
  const ms = Date.parse(`${day}T00:00:00Z`);
  return !Number.isNaN(ms) && new Date(ms).toISOString().slice(0, 10) === day;
};

export function promotionProblems(file: string, c: PromotionsContent): BrandProblem[] {
  const problems: BrandProblem[] = [];
  const add = (pointer: string, message: string): void => void problems.push({ file, pointer, message });
  const categories = new Set(c.categories.map((k) => k.id));
  c.activities.forEach((a, i) => {
    const at = `/activities/${i}`;
    if (c.activities.findIndex((o) => o.id === a.id) < i) add(`${at}/id`, `duplicate activity id ${a.id}`);
    if (!categories.has(a.category)) add(`${at}/category`, `no category ${a.category} in /categories`);
    if (!realDay(a.start)) add(`${at}/start`, 'not a calendar day');
    if (!realDay(a.end)) add(`${at}/end`, 'not a calendar day');
    if (a.end < a.start) add(`${at}/end`, 'the period ends before it starts');
    for (const field of NEEDS[a.kind]) if (a.reward[field] === undefined) add(`${at}/reward`, `a ${a.kind} activity needs reward.${field}`);
    if (a.eligibility.kind === 'newMembers' && !a.eligibility.since) add(`${at}/eligibility`, 'newMembers needs since');
    if (a.eligibility.kind === 'minDeposit' && !a.eligibility.amount) add(`${at}/eligibility`, 'minDeposit needs amount');
  });
  return problems;
}
