// Operator-written content files beyond help and announcements (brands/<id>/content/<name>.json): each is
// checked by its JSON Schema, then by `check` for what a schema cannot say, and a missing file is `empty`.
// A feature registers its file here once; the loader, the hot reload and `npm run brands:check` follow.
import type { StandaloneValidator } from '../../generated/validators.js';
import type { DrawsContent } from '../../generated/types.ts';
import { validateDrawsContent } from '../../generated/validators.js';
import type { BrandProblem } from '../brand/errors.ts';
import type { PromotionsContent } from '../../generated/types.ts';
import { validatePromotionsContent } from '../../generated/validators.js';
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
} satisfies Record<string, ContentFile<unknown>>;

export type ContentKey = keyof typeof CONTENT_FILES;

/** The brand's content files as loaded (or their empty value). */
export type BrandContent = { [K in ContentKey]: (typeof CONTENT_FILES)[K] extends ContentFile<infer T> ? T : never };
