// RNG sub-classification keys of a lane's gameClassify (api-notes §4.3), in the order the lobby shows them.
import type { GameTag, LocalizedText } from '../../../generated/types.ts';
import { localized } from './items.ts';

const CLASSIFY: readonly (readonly [GameTag, LocalizedText])[] = [
  ['SC', { EN: 'Scratch', BN: 'স্ক্র্যাচ' }],
  ['VP', { EN: 'Video poker', BN: 'ভিডিও পোকার' }],
  ['JP', { EN: 'Jackpot', BN: 'জ্যাকপট' }],
  ['TG', { EN: 'Table games', BN: 'টেবিল গেম' }],
  ['AC', { EN: 'Arcade', BN: 'আর্কেড' }],
  ['BG', { EN: 'Bingo', BN: 'বিঙ্গো' }],
  ['FISH', { EN: 'Fishing', BN: 'মাছ ধরা' }],
];

/** Order of every tag in answers: NEW and HOT, then the classify keys. */
export const TAG_ORDER: readonly GameTag[] = ['NEW', 'HOT', ...CLASSIFY.map(([key]) => key)];

/** The classify keys present in counts (tag → games), with their display name in the language. */
export function classifyOf(counts: Map<GameTag, number>, language: string): { key: GameTag; displayName: string; gameCount: number }[] {
  return CLASSIFY.filter(([key]) => (counts.get(key) ?? 0) > 0).map(([key, name]) => ({
    key,
    displayName: localized(name, language),
    gameCount: counts.get(key)!,
  }));
}
