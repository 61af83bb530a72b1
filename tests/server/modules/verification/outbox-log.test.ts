// The built-in SMS/mail providers store every message in the outbox; the code is printed on the log
// only under `npm run dev` (createServer's dev option), never otherwise.
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Queryable } from '../../../../src/server/db/types.ts';
import { OutboxMailProvider, OutboxSmsProvider } from '../../../../src/server/modules/verification/providers.ts';

function recorder(): { db: Queryable; stored: unknown[][]; log: FastifyBaseLogger; lines: string[] } {
  const stored: unknown[][] = [];
  const lines: string[] = [];
  const db: Queryable = {
    query: async (_sql, params) => {
      stored.push([...(params ?? [])]);
      return { rows: [], rowCount: 1 } as never;
    },
    exec: async () => {},
  };
  const log = { info: (m: string) => lines.push(m) } as unknown as FastifyBaseLogger;
  return { db, stored, log, lines };
}

const clock = { now: () => Date.UTC(2026, 0, 15) };

describe('SMS and mail outbox logging', () => {
  it('stores the SMS and logs one line without the code by default', async () => {
    const r = recorder();
    await new OutboxSmsProvider(r.db, clock, r.log).send({ brandId: 'b1', to: '+8801712345678', text: 'Your code is 482913' });
    expect(r.stored[0]).toContain('Your code is 482913');
    expect(r.lines).toHaveLength(1);
    expect(r.lines.join('\n')).not.toContain('482913');
  });

  it('under npm run dev also prints the SMS text and the mail body, so a developer can use them', async () => {
    const r = recorder();
    await new OutboxSmsProvider(r.db, clock, r.log, true).send({ brandId: 'b1', to: '+8801712345678', text: 'Your code is 482913' });
    await new OutboxMailProvider(r.db, clock, r.log, true).send({ brandId: 'b1', to: 'p@example.com', subject: 'Reset', text: 'Open /?resetToken=abc' });
    expect(r.lines.join('\n')).toContain('Your code is 482913');
    expect(r.lines.join('\n')).toContain('/?resetToken=abc');
  });
});
