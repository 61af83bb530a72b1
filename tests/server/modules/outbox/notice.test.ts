// `npm start` tells once where codes go while a built-in SMS or mail provider is active.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailProvider, SmsProvider } from '../../../../src/server/modules/verification/providers.ts';
import { makeDist, removeTemps } from '../../support/fixtures.ts';
import { dbLegs } from '../../support/legs.ts';
import { captureLog, closeServers } from '../../support/server.ts';
import { openWorld, startAnotherServer, type TestWorld } from '../../support/world.ts';

const gateway: SmsProvider & MailProvider = { send: async () => {} };
const pglite = dbLegs()[0]!;

describe('startup notice of the built-in outbox', () => {
  let world: TestWorld;
  beforeAll(async () => {
    world = await openWorld(pglite);
  });
  afterAll(async () => {
    await closeServers();
    await world?.dispose();
    removeTemps();
  });

  async function noticesWith(providers: { sms?: SmsProvider; mail?: MailProvider }): Promise<string[]> {
    const log = captureLog();
    // each start on the world's database, with the providers under test and a log of its own
    await startAnotherServer(world, { distDir: makeDist(), logger: log.logger, ...providers });
    return log.lines().filter((l) => l.includes('built-in outbox'));
  }

  it('says once where SMS and mail go, and how to read them, with both built-in providers', async () => {
    expect(await noticesWith({})).toEqual(['SMS and mail: built-in outbox (no messages leave this machine). Read codes with: npm run outbox -- --follow']);
  });

  it('names only the built-in one when the other is a real gateway', async () => {
    expect(await noticesWith({ mail: gateway })).toEqual(['SMS: built-in outbox (no messages leave this machine). Read codes with: npm run outbox -- --follow']);
    expect(await noticesWith({ sms: gateway })).toEqual(['Mail: built-in outbox (no messages leave this machine). Read codes with: npm run outbox -- --follow']);
  });

  it('says nothing about an outbox when both are real gateways', async () => {
    expect(await noticesWith({ sms: gateway, mail: gateway })).toEqual([]);
  });
});
