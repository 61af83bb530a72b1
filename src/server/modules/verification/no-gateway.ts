// A production site without a real SMS or mail gateway: the outbox stand-in is not mounted there (it would keep
// codes in a table instead of delivering them), so sending fails with a clear answer instead of pretending.
import { ApiError, ErrorCode } from '../../http/errors.ts';
import type { MailProvider, SmsProvider } from '../../gateways/messages.ts';

function gatewayMissing(): ApiError {
  return new ApiError(503, ErrorCode.messageGatewayMissing, 'This site cannot send messages yet. Please contact customer service.');
}

export class NoSmsGateway implements SmsProvider {
  async send(): Promise<void> {
    throw gatewayMissing();
  }
}

export class NoMailGateway implements MailProvider {
  async send(): Promise<void> {
    throw gatewayMissing();
  }
}
