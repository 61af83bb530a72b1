// The message gateways a site sends codes and notices through. A real one (Twilio, a local aggregator, an SMTP
// relay…) implements these and is passed to createServer; the built-in outbox stand-in is in modules/verification.

export interface SmsMessage {
  brandId: string;
  /** +<dialing code><number>. */
  to: string;
  text: string;
}

export interface MailMessage {
  brandId: string;
  to: string;
  subject: string;
  text: string;
}

/** An SMS gateway. A real one (Twilio, a local aggregator…) implements this and is passed to createServer. */
export interface SmsProvider {
  send(message: SmsMessage): Promise<void>;
}

export interface MailProvider {
  send(message: MailMessage): Promise<void>;
}
