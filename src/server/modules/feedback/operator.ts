// `npm run feedback` as the running server answers it on its loopback operator listener (like `npm run agents`):
// list feedback, answer one into the member's inbox. The same runner serves the CLI when it opens the database.
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/types.ts';
import { fail, ok } from '../../http/envelope.ts';
import { ApiError, ErrorCode } from '../../http/errors.ts';
import { terminalText } from '../../security/terminal.ts';
import { answerFeedback, listFeedback } from './repository.ts';

export const FEEDBACK_OPERATOR_PATH = '/operator/feedback';

export interface FeedbackCommand {
  command: 'list' | 'answer';
  brand?: string | undefined;
  open?: boolean | undefined;
  id?: string | undefined;
  text?: string | undefined;
}

export interface FeedbackOperatorContext {
  db: Database;
  now: () => number;
  hasBrand(id: string): boolean;
}

const TYPE_NAMES: Record<number, string> = { 0: 'other', 1: 'deposit', 2: 'withdraw', 3: 'game', 4: 'customer service', 6: 'apply agent' };
const bad = (message: string, code: string = ErrorCode.badParam): ApiError => new ApiError(400, code, message);

/** Lines for the operator's terminal. */
export async function runFeedbackCommand(ctx: FeedbackOperatorContext, c: FeedbackCommand): Promise<{ lines: string[] }> {
  if (c.command === 'list') {
    if (c.brand !== undefined && !ctx.hasBrand(c.brand)) throw bad(`no brand ${c.brand} is served`);
    const rows = await listFeedback(ctx.db, { brandId: c.brand, open: c.open });
    if (rows.length === 0) return { lines: [c.open ? 'no open feedback' : 'no feedback'] };
    return {
      lines: rows.map((r) => {
        const state = r.answeredAt ? `answered ${r.answeredAt.toISOString()}` : 'open';
        return `#${r.id}  ${r.brandId}  ${r.username}  ${TYPE_NAMES[r.type] ?? r.type}  ${r.createdAt.toISOString()}  ${state}\n    ${terminalText(r.content)}`;
      }),
    };
  }
  if (c.command === 'answer') {
    const id = (c.id ?? '').trim();
    if (!/^[1-9][0-9]{0,17}$/.test(id)) throw bad(`the feedback id must be a number, got "${id}"`);
    const text = (c.text ?? '').trim();
    if (text.length === 0) throw bad('--text is required');
    if (text.length > 2000) throw bad('--text must have at most 2000 characters');
    const r = await answerFeedback(ctx.db, id, text, ctx.now());
    if (r.status === 'not_found') throw new ApiError(404, ErrorCode.notFound, `no feedback #${id}`);
    if (r.status === 'already_answered')
      throw bad(`feedback #${id} was already answered at ${r.answeredAt.toISOString()}; nothing sent`, ErrorCode.feedbackAnswered);
    return { lines: [`feedback #${id} answered: message ${r.messageId} is in ${r.username}'s inbox (${r.brandId})`] };
  }
  throw bad('unknown command');
}

/** POST FEEDBACK_OPERATOR_PATH on the operator listener. */
export function feedbackOperatorRoutes(reader: FastifyInstance, context: () => FeedbackOperatorContext): void {
  reader.post<{ Body: FeedbackCommand }>(FEEDBACK_OPERATOR_PATH, async (request, reply) => {
    try {
      return ok(await runFeedbackCommand(context(), request.body ?? { command: 'list' }));
    } catch (err) {
      if (err instanceof ApiError) return reply.code(err.statusCode).send(fail(err.message, err.errorCode));
      throw err;
    }
  });
}
