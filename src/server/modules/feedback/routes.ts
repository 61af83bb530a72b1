// PUT /wps/feedback (feedback rules: docs/spec/rules.md; flag FEEDBACK3): a member's question with the image
// captcha, stored for an operator to answer into the member's inbox. A brand without FEEDBACK3 answers 404.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FeedbackRequest, FeedbackResult } from '../../../generated/types.ts';
import { emptyFeedbackFields, FEEDBACK_LENGTH, feedbackLengthOk, parseFeedbackType, type FeedbackField } from '../../../engine/feedback/rules.ts';
import { plainBody } from '../../http/body.ts';
import { ok } from '../../http/envelope.ts';
import { ApiError, ErrorCode } from '../../http/errors.ts';
import { serverText } from '../../i18n/texts.ts';
import { requireCaptcha } from '../captcha/index.ts';
import { brandOf, refuseTrial, requireSession, services } from '../../services.ts';
import { insertFeedback } from './repository.ts';
import { requestSchemas } from '../../../generated/request-schemas.ts';

function fieldList(fields: FeedbackField[], language: string): string {
  // Field names of 'X is empty' (the message itself is api.feedback.field_empty).
  return fields.map((f) => serverText(`feedback.field.${f}`, language)).join(serverText('feedback.field.separator', language));
}

export async function feedbackRoutes(app: FastifyInstance): Promise<void> {
  const svc = services(app);

  app.put('/wps/feedback', { schema: { body: requestSchemas.FeedbackRequest } }, async (request: FastifyRequest) => {
    const brand = brandOf(request);
    if (!brand.flags.feedback) throw new ApiError(404, ErrorCode.notFound, 'Not found');
    const session = requireSession(request);
    refuseTrial(session);
    const body = plainBody<FeedbackRequest>(request);
    const input = { type: body.type, content: body.content, captcha: body.captcha };
    const empty = emptyFeedbackFields(input);
    if (empty.length) {
      const fields = fieldList(empty, request.language ?? 'EN');
      throw new ApiError(400, ErrorCode.feedbackFieldEmpty, `${fieldList(empty, 'EN')} is empty`, { value: { fields: empty }, messageValues: { fields } });
    }
    if (!feedbackLengthOk(body.content))
      throw new ApiError(400, ErrorCode.feedbackLength, `The description must have ${FEEDBACK_LENGTH.min} to ${FEEDBACK_LENGTH.max} characters`, {
        messageValues: { ...FEEDBACK_LENGTH },
      });
    // the captcha is used up by this check, right or wrong: a wrong one means a new image
    await requireCaptcha(svc.db, svc.clock, request, brand.id, body.captcha.trim());
    const now = svc.clock.now();
    const stored = await insertFeedback(
      svc.db,
      { brandId: brand.id, memberId: session.customerId, type: parseFeedbackType(body.type)!, content: body.content.trim(), language: request.language ?? 'EN' },
      now,
    );
    if ('retryAt' in stored) {
      const minutes = Math.max(1, Math.ceil((stored.retryAt - now) / 60_000));
      throw new ApiError(429, ErrorCode.feedbackLimited, `You have sent a lot of feedback. Try again in ${minutes} min.`, { messageValues: { minutes } });
    }
    const value: FeedbackResult = { id: stored.id };
    return ok(value);
  });
}
