// The running server's outbox reader: codes only for a loopback caller with the secret from the data
// dir's holder file; anyone else gets the same 404 envelope as an unknown path.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { validateOutboxList } from '../../../../src/generated/validators.js';
import type { Database } from '../../../../src/server/db/types.ts';
import { OUTBOX_READER_PATH, outboxReaderApp } from '../../../../src/server/modules/outbox/reader.ts';
import { dbLegs } from '../../support/legs.ts';

const SECRET = 'test-secret-0123456789abcdefghijklmnopqrstu';

describe.each(dbLegs())('outbox reader on $name', (leg) => {
  let db: Database;
  let dispose: () => Promise<void>;
  let reader: FastifyInstance;
  beforeAll(async () => {
    if (!leg.available) return;
    ({ db, dispose } = await leg.open());
    for (const [brand, to, body] of [
      ['lotus', '+8801712345678', 'code 111111'],
      ['aurora', '+8801712345678', 'code 222222'],
      ['lotus', '+8801812345678', 'code 333333'],
    ])
      await db.query("INSERT INTO outbox (brand_id, channel, recipient, subject, body, created_at) VALUES ($1, 'sms', $2, NULL, $3, now())", [brand, to, body]);
    reader = outboxReaderApp(db, SECRET);
  });
  afterAll(async () => {
    await reader?.close();
    await dispose?.();
  });

  const get = (url: string, headers: Record<string, string> = { authorization: `Bearer ${SECRET}` }, remoteAddress = '127.0.0.1') =>
    reader.inject({ url, headers, remoteAddress });

  describe.skipIf(!leg.available)('', () => {
    it('answers the messages, filtered and oldest first, to a loopback caller with the secret', async () => {
      const res = await get(`${OUTBOX_READER_PATH}?brand=lotus`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      const e = res.json();
      expect(e.success).toBe(true);
      expect(validateOutboxList(e.value)).toBe(true);
      expect(e.value.map((m: { body: string }) => m.body)).toEqual(['code 111111', 'code 333333']);
      const newer = (await get(`${OUTBOX_READER_PATH}?to=1712345678&after=${e.value[0].id}`)).json();
      expect(newer.value.map((m: { body: string }) => m.body)).toEqual(['code 222222']);
    });

    it.each([
      ['no secret', {}, '127.0.0.1'],
      ['a wrong secret', { authorization: 'Bearer wrong' }, '127.0.0.1'],
      ['a secret of another length', { authorization: `Bearer ${SECRET}x` }, '127.0.0.1'],
      ['the secret not as a bearer token', { authorization: SECRET }, '127.0.0.1'],
      ['the secret from a non-loopback address', { authorization: `Bearer ${SECRET}` }, '192.168.1.20'],
    ])('refuses %s with a 404 envelope and no codes', async (_what, headers, remoteAddress) => {
      const res = await get(`${OUTBOX_READER_PATH}?brand=lotus`, headers, remoteAddress);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ success: false, value: null, message: 'Not found', errorCode: 'not.found' });
      expect(res.body).not.toContain('111111');
    });

    it('answers 400 to a bad after or limit, and 404 to other paths', async () => {
      for (const q of ['after=abc', 'limit=0', 'limit=1001', 'limit=x'])
        expect((await get(`${OUTBOX_READER_PATH}?${q}`)).json()).toMatchObject({ success: false, errorCode: 'request_param_err' });
      expect((await get('/wps/system/status')).statusCode).toBe(404);
    });
  });
});
