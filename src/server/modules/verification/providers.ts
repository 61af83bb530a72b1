// Where codes and mails go. The built-in providers never deliver anything: they keep each message in the
// outbox table (tests and the dev tools read it) and log one line without the message body, which holds the code (the
// body too under `npm run dev`, where a developer needs the code).
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock.ts';
import type { Queryable } from '../../db/types.ts';
import type { MailMessage, MailProvider, SmsMessage, SmsProvider } from '../../gateways/messages.ts';

export type { MailMessage, MailProvider, SmsMessage, SmsProvider } from '../../gateways/messages.ts';

function redactedRecipient(to: string): string {
  return to.length <= 4 ? '••••' : `${to.slice(0, 4)}••••${to.slice(-2)}`;
}

export class OutboxSmsProvider implements SmsProvider {
  constructor(
    private readonly db: Queryable,
    private readonly clock: Clock,
    private readonly log: FastifyBaseLogger,
    /** `npm run dev` only: print the text (with its code) so a developer can use it; never in production logs. */
    private readonly showBody = false,
  ) {}

  async send(m: SmsMessage): Promise<void> {
    await this.db.query('INSERT INTO outbox (brand_id, channel, recipient, subject, body, created_at) VALUES ($1, $2, $3, NULL, $4, $5)', [
      m.brandId,
      'sms',
      m.to,
      m.text,
      new Date(this.clock.now()),
    ]);
    this.log.info(`outbox: sms for brand ${m.brandId} to ${redactedRecipient(m.to)} stored (not sent: built-in provider)`);
    if (this.showBody) this.log.info(`outbox (dev): sms to ${m.to}: ${m.text}`);
  }
}

export class OutboxMailProvider implements MailProvider {
  constructor(
    private readonly db: Queryable,
    private readonly clock: Clock,
    private readonly log: FastifyBaseLogger,
    /** `npm run dev` only, as for SMS. */
    private readonly showBody = false,
  ) {}

  async send(m: MailMessage): Promise<void> {
    await this.db.query('INSERT INTO outbox (brand_id, channel, recipient, subject, body, created_at) VALUES ($1, $2, $3, $4, $5, $6)', [
      m.brandId,
      'email',
      m.to,
      m.subject,
      m.text,
      new Date(this.clock.now()),
    ]);
    this.log.info(`outbox: e-mail "${m.subject}" for brand ${m.brandId} to ${redactedRecipient(m.to)} stored (not sent: built-in provider)`);
    if (this.showBody) this.log.info(`outbox (dev): e-mail to ${m.to}: ${m.text}`);
  }
}
