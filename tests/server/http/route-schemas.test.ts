// Routes declare their request schema and the handler's reader checks against it: a declared generated schema
// refuses a bad body or query as 400 request_param_err in the handler's own order (after its session check), a
// schema without a generated validator stops the server from starting, and reading an undeclared part is a bug
// the server answers 500 for rather than skipping the check.
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import type { InboxIdRequest, InboxListRequest } from '../../../src/generated/types.ts';
import { requestSchemas } from '../../../src/generated/request-schemas.ts';
import { plainBody } from '../../../src/server/http/body.ts';
import { ok } from '../../../src/server/http/envelope.ts';
import { ApiError, ErrorCode, installErrorHandler } from '../../../src/server/http/errors.ts';
import { queryParams } from '../../../src/server/http/query.ts';
import { installRouteSchemas } from '../../../src/server/http/route-schemas.ts';

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

async function server(register: (app: FastifyInstance) => void): Promise<FastifyInstance> {
  app = Fastify();
  // The request context hook sets the language the error envelope is written in.
  app.decorateRequest('language', 'EN');
  installErrorHandler(app);
  installRouteSchemas(app);
  register(app);
  await app.ready();
  return app;
}

describe('route schemas', () => {
  it('the declared body schema decides, after the checks the handler makes first', async () => {
    const a = await server((s) =>
      s.post('/read', { schema: { body: requestSchemas.InboxIdRequest } }, async (request) => {
        if (request.headers.authorization !== 'Bearer ok') throw new ApiError(401, ErrorCode.notSession, 'The user is not logged in');
        return ok(plainBody<InboxIdRequest>(request));
      }),
    );
    const post = (body: unknown, token = 'ok') => a.inject({ method: 'POST', url: '/read', payload: body as object, headers: { authorization: `Bearer ${token}` } });
    expect((await post({ id: '7' })).json()).toMatchObject({ success: true, value: { id: '7' } });
    const bad = await post({ id: 7 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ success: false, errorCode: ErrorCode.badParam, message: expect.stringContaining('/id') });
    // A guest with a malformed body still learns only that they are not logged in.
    expect((await post({ id: 7 }, 'nobody')).json()).toMatchObject({ errorCode: ErrorCode.notSession });
  });

  it('the declared query schema decides, integers read as numbers', async () => {
    const a = await server((s) =>
      s.get('/list', { schema: { querystring: requestSchemas.InboxListRequest } }, async (request) =>
        ok(queryParams<InboxListRequest>(request, ['pageNum', 'pageSize'], ['pageNum', 'pageSize'])),
      ),
    );
    expect((await a.inject('/list?pageNum=2&pageSize=10&cacheBuster=1')).json()).toMatchObject({ value: { pageNum: 2, pageSize: 10 } });
    expect((await a.inject('/list?pageNum=two')).statusCode).toBe(400);
  });

  it('a schema without a generated validator stops the start', async () => {
    await expect(server((s) => s.post('/x', { schema: { body: { $id: 'http://schemas.localhost/nope.schema.json', type: 'object' } } }, async () => ok(null)))).rejects.toThrow(
      /declares no request schema with a generated validator/,
    );
  });

  it('reading a part the route does not declare is a server error, never an unchecked body', async () => {
    const a = await server((s) => s.post('/undeclared', async (request) => ok(plainBody<InboxIdRequest>(request))));
    const res = await a.inject({ method: 'POST', url: '/undeclared', payload: { id: '1' } });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toMatchObject({ success: false, errorCode: ErrorCode.system });
  });
});
