// The feedback form's rules (all fields required, named in one 'X is empty' warning; 20-200 characters), free of React.
import { emptyFeedbackFields, feedbackLength, feedbackLengthOk, FEEDBACK_LENGTH, type FeedbackField } from '../../../engine/feedback/rules.ts';

export interface FeedbackDraft {
  /** '' until a type is chosen, else the type's number as a string ('0' other). */
  type: string;
  content: string;
  captcha: string;
}

export const EMPTY_DRAFT: FeedbackDraft = { type: '', content: '', captcha: '' };

export type FeedbackCheck = { ok: true } | { ok: false; empty: FeedbackField[]; lengthBad: boolean };

/** Every empty field at once (named together in one warning); the length only when the description is there. */
export function checkFeedback(d: FeedbackDraft): FeedbackCheck {
  const empty = emptyFeedbackFields(d);
  const lengthBad = d.content.trim() !== '' && !feedbackLengthOk(d.content);
  return empty.length || lengthBad ? { ok: false, empty, lengthBad } : { ok: true };
}

/** The live counter: characters after trimming, and whether they are inside 20-200 (shown in the danger colour). */
export function counterState(content: string): { count: number; max: number; within: boolean } {
  const count = feedbackLength(content);
  return { count, max: FEEDBACK_LENGTH.max, within: count >= FEEDBACK_LENGTH.min && count <= FEEDBACK_LENGTH.max };
}

/** The request body of PUT /wps/feedback. */
export function feedbackBody(d: FeedbackDraft, sender: string): { type: number; content: string; captcha: string; sender: string } {
  return { type: Number(d.type), content: d.content.trim(), captcha: d.captcha.trim(), sender };
}
