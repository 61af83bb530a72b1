// RNG sub-classification keys of a lane's gameClassify (the lane shape: docs/spec/api.md), in the order the lobby shows
// them; their names are server texts (games.category.<key>).
import type { GameTag } from '../../../generated/types.ts';
import { serverText } from '../../i18n/texts.ts';

const CLASSIFY = ['SC', 'VP', 'JP', 'TG', 'AC', 'BG', 'FISH'] as const satisfies readonly GameTag[];

/** Order of every tag in answers: NEW and HOT, then the classify keys. */
export const TAG_ORDER: readonly GameTag[] = ['NEW', 'HOT', ...CLASSIFY];

/** The classify keys present in counts (tag → games), with their display name in the language. */
export function classifyOf(counts: Map<GameTag, number>, language: string): { key: GameTag; displayName: string; gameCount: number }[] {
  return CLASSIFY.filter((key) => (counts.get(key) ?? 0) > 0).map((key) => ({
    key,
    displayName: serverText(`games.category.${key}`, language),
    gameCount: counts.get(key)!,
  }));
}
