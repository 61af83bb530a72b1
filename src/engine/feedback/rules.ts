// Feedback modal rules (docs/spec/rules.md), shared by the app's form and the server's check.

/** Question types in the platform's order: 1 deposit, 2 withdraw, 3 game, 4 customer service, 6 apply-agent, 0 other. */
export const FEEDBACK_TYPES = [1, 2, 3, 4, 6, 0] as const;
export type FeedbackType = (typeof FEEDBACK_TYPES)[number];

/** Description length after trimming: 20-200 characters (docs/spec/rules.md). */
export const FEEDBACK_LENGTH = { min: 20, max: 200 } as const;

/** At most 5 feedbacks per member in any hour; every success counts, so none resets it. */
export const FEEDBACK_LIMIT = { max: 5, windowMs: 60 * 60_000 } as const;

export type FeedbackField = 'type' | 'content' | 'captcha';

/** Characters as a reader counts them (code points, like PostgreSQL's char_length), after trimming. */
export function feedbackLength(content: string): number {
  return Array.from(content.trim()).length;
}

export function parseFeedbackType(value: unknown): FeedbackType | null {
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^[0-9]$/.test(value) ? Number(value) : NaN;
  return (FEEDBACK_TYPES as readonly number[]).includes(n) ? (n as FeedbackType) : null;
}

export interface FeedbackInput {
  type: unknown;
  content: string;
  captcha: string;
}

/** The fields a submission lacks, in the form's order ('X is empty' names all of them). */
export function emptyFeedbackFields(input: FeedbackInput): FeedbackField[] {
  const empty: FeedbackField[] = [];
  if (parseFeedbackType(input.type) === null) empty.push('type');
  if (input.content.trim() === '') empty.push('content');
  if (input.captcha.trim() === '') empty.push('captcha');
  return empty;
}

export function feedbackLengthOk(content: string): boolean {
  const n = feedbackLength(content);
  return n >= FEEDBACK_LENGTH.min && n <= FEEDBACK_LENGTH.max;
}
