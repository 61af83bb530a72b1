// Inbox (messageV2) under /wps/relay: CSP_unreadCount and CSP_getInbox of the platform's engagement endpoints
// (docs/spec/api.md; modID INBOX3); read, read-all and delete follow the same naming (the platform's were not
// captured).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { InboxIdRequest, InboxList, InboxListRequest, UnreadCount } from '../../../generated/types.ts';
import { plainBody } from '../../http/body.ts';
import { ok } from '../../http/envelope.ts';
import { ApiError, ErrorCode } from '../../http/errors.ts';
import { pageOf, queryParams, totalPages } from '../../http/query.ts';
import { brandOf, refuseTrial, requireFlag, requireSession, services } from '../../services.ts';
import { countUnread, deleteOne, listPage, readAll, readOne } from './repository.ts';
import { requestSchemas } from '../../../generated/request-schemas.ts';

function notFound(): ApiError {
  return new ApiError(404, ErrorCode.messageNotFound, 'This message does not exist or was deleted');
}

export async function inboxRoutes(app: FastifyInstance): Promise<void> {
  const svc = services(app);

  /** Brand, member id and the checks every inbox call shares: a session, a real account, the INBOX3 flag. */
  const owner = (request: FastifyRequest): { brandId: string; memberId: string } => {
    const brand = brandOf(request);
    const session = requireSession(request);
    refuseTrial(session);
    requireFlag(brand.flags.inbox);
    return { brandId: brand.id, memberId: session.customerId };
  };

  app.get('/wps/relay/CSP_unreadCount', async (request) => {
    const { brandId, memberId } = owner(request);
    const value: UnreadCount = { count: await countUnread(svc.db, brandId, memberId) };
    return ok(value);
  });

  app.get('/wps/relay/CSP_getInbox', { schema: { querystring: requestSchemas.InboxListRequest } }, async (request) => {
    const { brandId, memberId } = owner(request);
    const q = queryParams<InboxListRequest>(request, ['pageNum', 'pageSize'], ['pageNum', 'pageSize']);
    const page = pageOf(q.pageNum, q.pageSize, 10);
    const { items, total } = await listPage(svc.db, brandId, memberId, page.offset, page.pageSize);
    const value: InboxList = {
      content: items,
      pageNum: page.pageNo,
      pageSize: page.pageSize,
      totalPages: totalPages(total, page.pageSize),
      totalElements: total,
      unreadCount: await countUnread(svc.db, brandId, memberId),
    };
    return ok(value);
  });

  app.post('/wps/relay/CSP_readMessage', { schema: { body: requestSchemas.InboxIdRequest } }, async (request) => {
    const { brandId, memberId } = owner(request);
    const body = plainBody<InboxIdRequest>(request);
    const message = await readOne(svc.db, brandId, memberId, body.id, new Date(svc.clock.now()));
    if (!message) throw notFound();
    return ok(message);
  });

  app.post('/wps/relay/CSP_readAllMessages', async (request) => {
    const { brandId, memberId } = owner(request);
    return ok({ updated: await readAll(svc.db, brandId, memberId, new Date(svc.clock.now())) });
  });

  app.post('/wps/relay/CSP_deleteMessage', { schema: { body: requestSchemas.InboxIdRequest } }, async (request) => {
    const { brandId, memberId } = owner(request);
    const body = plainBody<InboxIdRequest>(request);
    if (!(await deleteOne(svc.db, brandId, memberId, body.id, new Date(svc.clock.now())))) throw notFound();
    return ok(null);
  });
}
