// The feedback table (migration 016): submissions, the per-member window, the operator's list and answer.
import type { Database, Queryable } from '../../db/types.ts';
import { FEEDBACK_LIMIT, type FeedbackType } from '../../../engine/feedback/rules.ts';
import { serverText } from '../../i18n/texts.ts';
import { postMessage } from '../inbox/index.ts';

export interface NewFeedback {
  brandId: string;
  memberId: string;
  type: FeedbackType;
  content: string;
  language: string;
}

/**
 * Stores one feedback unless the member already sent FEEDBACK_LIMIT.max in the window: returns its id, or the
 * time the oldest counted one ages out. The member row is locked so two parallel submissions count each other.
 */
export async function insertFeedback(db: Database, f: NewFeedback, now: number): Promise<{ id: string } | { retryAt: number }> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT id FROM members WHERE id = $1 FOR UPDATE', [f.memberId]);
    const r = await tx.query<{ n: string; oldest: Date | string | null }>(
      'SELECT count(*) AS n, min(created_at) AS oldest FROM feedback WHERE member_id = $1 AND created_at > $2',
      [f.memberId, new Date(now - FEEDBACK_LIMIT.windowMs)],
    );
    if (Number(r.rows[0]?.n ?? 0) >= FEEDBACK_LIMIT.max) {
      const oldest = r.rows[0]?.oldest ? new Date(r.rows[0].oldest).getTime() : now;
      return { retryAt: oldest + FEEDBACK_LIMIT.windowMs };
    }
    const ins = await tx.query<{ id: string }>(
      `INSERT INTO feedback (brand_id, member_id, type, content, language, created_at) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
      [f.brandId, f.memberId, f.type, f.content, f.language, new Date(now)],
    );
    return { id: String(ins.rows[0]!.id) };
  });
}

export interface FeedbackRow {
  id: string;
  brandId: string;
  username: string;
  type: number;
  content: string;
  createdAt: Date;
  answer: string | null;
  answeredAt: Date | null;
}

/** Newest first, at most 200; `open` keeps the unanswered ones. */
export async function listFeedback(q: Queryable, opts: { brandId?: string | undefined; open?: boolean | undefined }): Promise<FeedbackRow[]> {
  const r = await q.query<{ id: string; brand_id: string; username: string; type: number; content: string; created_at: Date | string; answer: string | null; answered_at: Date | string | null }>(
    `SELECT f.id, f.brand_id, m.username, f.type, f.content, f.created_at, f.answer, f.answered_at
       FROM feedback f JOIN members m ON m.id = f.member_id
      WHERE ($1::text IS NULL OR f.brand_id = $1) AND (NOT $2::boolean OR f.answered_at IS NULL)
      ORDER BY f.created_at DESC, f.id DESC LIMIT 200`,
    [opts.brandId ?? null, opts.open ?? false],
  );
  return r.rows.map((x) => ({
    id: String(x.id),
    brandId: x.brand_id,
    username: x.username,
    type: Number(x.type),
    content: x.content,
    createdAt: new Date(x.created_at),
    answer: x.answer,
    answeredAt: x.answered_at ? new Date(x.answered_at) : null,
  }));
}

export type AnswerOutcome = { status: 'answered'; messageId: string; username: string; brandId: string } | { status: 'not_found' } | { status: 'already_answered'; answeredAt: Date };

/** Marks the feedback answered and posts the answer to the member's inbox, both or neither. */
export async function answerFeedback(db: Database, id: string, text: string, now: number): Promise<AnswerOutcome> {
  return db.transaction(async (tx) => {
    const cur = await tx.query<{ brand_id: string; member_id: string; content: string; language: string; answered_at: Date | string | null; username: string }>(
      'SELECT f.brand_id, f.member_id, f.content, f.language, f.answered_at, m.username FROM feedback f JOIN members m ON m.id = f.member_id WHERE f.id = $1 FOR UPDATE OF f',
      [id],
    );
    const row = cur.rows[0];
    if (!row) return { status: 'not_found' };
    if (row.answered_at) return { status: 'already_answered', answeredAt: new Date(row.answered_at) };
    const at = new Date(now);
    const messageId = await postMessage(
      tx,
      { brandId: row.brand_id, memberId: String(row.member_id), title: serverText('notice.feedback.answerTitle', row.language), body: `${text}\n\n« ${row.content} »`, kind: 'operator' },
      at,
    );
    await tx.query('UPDATE feedback SET answer = $2, answered_at = $3, inbox_message_id = $4 WHERE id = $1', [id, text, at, messageId]);
    return { status: 'answered', messageId, username: row.username, brandId: row.brand_id };
  });
}
