// Feedback modal's server side (PUT /wps/feedback; feedback rules, docs/spec/rules.md: 'X is empty', 20-200
// characters): members only, captcha checked here, a sliding-window limit per member, the operator's answer arriving in
// the member's inbox once; FEEDBACK3 off (pebble) answers 404.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FeedbackResult, InboxList } from '../../../../src/generated/types.ts';
import { validateFeedbackResult } from '../../../../src/generated/validators.js';
import { FEEDBACK_LIMIT } from '../../../../src/engine/feedback/rules.ts';
import { runFeedbackCommand, type FeedbackOperatorContext } from '../../../../src/server/modules/feedback/operator.ts';
import { Client, createAccount, openWorld, uniqueName, type TestWorld } from '../../support/world.ts';
import { removeTemps } from '../../support/fixtures.ts';
import { dbLegs } from '../../support/legs.ts';
import { closeServers } from '../../support/server.ts';

const TEXT_20 = 'My deposit is late!!'; // exactly 20 characters

describe.each(dbLegs())('feedback on $name', (leg) => {
  let world: TestWorld;
  let ipSeq = 0;
  const ip = (): string => `10.13.${Math.floor(++ipSeq / 250)}.${ipSeq % 250}`;

  beforeAll(async () => {
    if (!leg.available) return;
    world = await openWorld(leg);
  });
  afterAll(async () => {
    await closeServers();
    await world?.dispose();
    removeTemps();
  });

  async function member(brand = 'lotus'): Promise<{ c: Client; id: string; username: string }> {
    const username = uniqueName('fb');
    const { id } = await createAccount(world, { brand, username, password: 'river2468', type: 'member' });
    const c = new Client(world, `${brand}.localhost`, ip());
    const res = await c.login(username, 'river2468');
    expect(res.status, JSON.stringify(res.envelope)).toBe(200);
    return { c, id, username };
  }

  async function send(c: Client, body: Record<string, unknown>, language = 'EN') {
    const captcha = body.captcha === undefined ? await c.captcha() : body.captcha;
    return c.put<FeedbackResult>('/wps/feedback', { type: 1, content: TEXT_20, sender: 'x', ...body, captcha }, { headers: { language } });
  }

  const rows = async (memberId: string): Promise<number> =>
    Number((await world.db.query<{ n: string }>('SELECT count(*) AS n FROM feedback WHERE member_id = $1', [memberId])).rows[0]!.n);

  const operator = (): FeedbackOperatorContext => ({ db: world.db, now: () => world.clock.now(), hasBrand: (id) => ['lotus', 'aurora', 'pebble'].includes(id) });

  describe.skipIf(!leg.available)('', () => {
    it('stores a trimmed 20-character description with its type; 19 or 201 characters after trim are refused', async () => {
      const m = await member();
      const ok = await send(m.c, { content: `   ${TEXT_20}\n  `, type: '3' });
      expect(ok.status, JSON.stringify(ok.envelope)).toBe(200);
      expect(validateFeedbackResult(ok.envelope.value)).toBe(true);
      const stored = await world.db.query<{ content: string; type: number }>('SELECT content, type FROM feedback WHERE id = $1', [ok.envelope.value.id]);
      expect(stored.rows[0]).toMatchObject({ content: TEXT_20, type: 3 });

      for (const content of [`  ${'a'.repeat(19)}  `, 'b'.repeat(201)]) {
        const res = await send(m.c, { content });
        expect(res.status).toBe(400);
        expect(res.envelope).toMatchObject({ success: false, errorCode: 'feedback.length', message: 'The description must have 20 to 200 characters' });
      }
      // 200 Bengali characters count as 200 (code points), not their UTF-16 length
      const bn = await send(m.c, { content: 'অ'.repeat(200) });
      expect(bn.status, JSON.stringify(bn.envelope)).toBe(200);
      expect(await rows(m.id)).toBe(2);
    });

    it('every empty field is named in one "X is empty" message, localized; nothing is stored', async () => {
      const m = await member();
      const res = await send(m.c, { type: '', content: '   ', captcha: '' });
      expect(res.status).toBe(400);
      expect(res.envelope).toMatchObject({ errorCode: 'feedback.field_empty', message: 'Question type, Description, Captcha is empty', value: { fields: ['type', 'content', 'captcha'] } });
      const bn = await send(m.c, { content: '' }, 'BN');
      expect(bn.envelope.message).toBe('বিবরণ খালি আছে');
      const badType = await m.c.put('/wps/feedback', { type: 5, content: TEXT_20, captcha: '1234' });
      expect(badType.envelope.errorCode).toBe('request_param_err');
      expect(await rows(m.id)).toBe(0);
    });

    it('a wrong captcha is refused and used up (the right answer after it fails too)', async () => {
      const m = await member();
      const answer = await m.c.captcha();
      const wrong = await m.c.put('/wps/feedback', { type: 2, content: TEXT_20, captcha: answer === '0000' ? '1111' : '0000' });
      expect(wrong.status).toBe(400);
      expect(wrong.envelope).toMatchObject({ errorCode: 'login.captcha_invalid', value: { captcha: true } });
      const replay = await m.c.put('/wps/feedback', { type: 2, content: TEXT_20, captcha: answer });
      expect(replay.envelope.errorCode).toBe('login.captcha_invalid');
      expect(await rows(m.id)).toBe(0);
    });

    it('guests get login.not_session; nothing is stored', async () => {
      const guest = new Client(world, 'lotus.localhost', ip());
      const res = await guest.put('/wps/feedback', { type: 1, content: TEXT_20, captcha: await guest.captcha() });
      expect(res.status).toBe(401);
      expect(res.envelope.errorCode).toBe('login.not_session');
    });

    it(`a sliding window of ${FEEDBACK_LIMIT.max} per hour per member that success does not reset`, async () => {
      const m = await member();
      for (let i = 0; i < FEEDBACK_LIMIT.max; i++) expect((await send(m.c, { content: `${TEXT_20} #${i}` })).status).toBe(200);
      const limited = await send(m.c, {});
      expect(limited.status).toBe(429);
      expect(limited.envelope.errorCode).toBe('feedback.limited');
      expect(limited.envelope.message).toMatch(/Try again in \d+ min\./);
      // another member is not limited by this one
      expect((await send((await member()).c, {})).status).toBe(200);
      // two browsers of the member hold a captcha each; then the clock moves until only the first feedback aged out
      // (each captcha() moves the clock 1.1 s: 2.2 s short of the moment, then the two captchas)
      const first = await world.db.query<{ t: Date | string }>('SELECT min(created_at) AS t FROM feedback WHERE member_id = $1', [m.id]);
      world.clock.advance(new Date(first.rows[0]!.t).getTime() + FEEDBACK_LIMIT.windowMs + 1 - 2200 - world.clock.now());
      await m.c.login(m.username, 'river2468'); // the idle session ended meanwhile
      const [b1, b2] = [new Client(world, 'lotus.localhost', ip()), new Client(world, 'lotus.localhost', ip())];
      const [a1, a2] = [await b1.captcha(), await b2.captcha()];
      b1.token = b2.token = m.c.token;
      expect((await b1.put('/wps/feedback', { type: 0, content: TEXT_20, captcha: a1 })).status).toBe(200);
      // the success just now counts: still 5 in the last hour
      expect((await b2.put('/wps/feedback', { type: 0, content: TEXT_20, captcha: a2 })).status).toBe(429);
      expect(await rows(m.id)).toBe(FEEDBACK_LIMIT.max + 1);
    });

    it('FEEDBACK3 off (pebble): PUT /wps/feedback answers 404 not.found', async () => {
      const m = await member('pebble');
      const res = await m.c.put('/wps/feedback', { type: 1, content: TEXT_20, captcha: '1234' });
      expect(res.status).toBe(404);
      expect(res.envelope.errorCode).toBe('not.found');
    });

    it('operator: list shows it open, answer posts to the member’s inbox once, answering twice is refused', async () => {
      const m = await member();
      const sent = await send(m.c, { type: 4, content: 'Customer service never answered my chat' }, 'BN');
      const id = sent.envelope.value.id;
      const open = await runFeedbackCommand(operator(), { command: 'list', brand: 'lotus', open: true });
      expect(open.lines.join('\n')).toContain(`#${id}  lotus  ${m.username}  customer service`);
      const answered = await runFeedbackCommand(operator(), { command: 'answer', id, text: '  We are sorry: chat is open 24/7 now.  ' });
      expect(answered.lines[0]).toContain(`feedback #${id} answered`);
      const inbox = await m.c.get<InboxList>('/wps/relay/CSP_getInbox?pageNum=1&pageSize=10');
      expect(inbox.envelope.value.content).toHaveLength(1);
      expect(inbox.envelope.value.content[0]).toMatchObject({ title: 'আপনার মতামতের উত্তর', kind: 'operator' });
      expect(inbox.envelope.value.content[0]!.body).toContain('We are sorry: chat is open 24/7 now.');
      await expect(runFeedbackCommand(operator(), { command: 'answer', id, text: 'again' })).rejects.toMatchObject({ errorCode: 'feedback.answered' });
      expect((await m.c.get<InboxList>('/wps/relay/CSP_getInbox?pageNum=1&pageSize=10')).envelope.value.content).toHaveLength(1);
      const stillOpen = await runFeedbackCommand(operator(), { command: 'list', brand: 'lotus', open: true });
      expect(stillOpen.lines.join('\n')).not.toContain(`#${id} `);
      await expect(runFeedbackCommand(operator(), { command: 'answer', id: '99999999', text: 'x' })).rejects.toMatchObject({ errorCode: 'not.found' });
      await expect(runFeedbackCommand(operator(), { command: 'list', brand: 'nope' })).rejects.toThrow('no brand nope is served');
    });

    it('operator: the same answer sent twice at once reaches the inbox once; the other is refused', async () => {
      const m = await member();
      const id = (await send(m.c, { type: 2, content: 'My withdrawal is still pending' })).envelope.value.id;
      const answer = () => runFeedbackCommand(operator(), { command: 'answer', id, text: 'It was paid this morning.' });
      const [x, y] = await Promise.allSettled([answer(), answer()]);
      expect([x.status, y.status].sort()).toEqual(['fulfilled', 'rejected']);
      expect(((x.status === 'rejected' ? x : y) as PromiseRejectedResult).reason).toMatchObject({ errorCode: 'feedback.answered' });
      const inbox = await world.db.query<{ n: string }>(`SELECT count(*) AS n FROM inbox_messages WHERE member_id = $1`, [m.id]);
      expect(inbox.rows[0]!.n).toBe('1');
      const row = await world.db.query<{ inbox_message_id: string | null }>('SELECT inbox_message_id FROM feedback WHERE id = $1', [id]);
      expect(row.rows[0]!.inbox_message_id).not.toBeNull();
    });
  });
});
