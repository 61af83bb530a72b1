// Secrets never reach the request log: token, code and password query values are masked.
import { describe, expect, it } from 'vitest';
import { redactUrl } from '../../../src/server/http/logging.ts';

describe('log redaction', () => {
  it('masks token, code and password query values, keeps the rest', () => {
    expect(redactUrl('/?resetToken=abc&lang=BN')).toBe('/?resetToken=***&lang=BN');
    expect(redactUrl('/wps/x?token=t&code=1&password=p&idToken=i&state=s')).toBe('/wps/x?token=***&code=***&password=***&idToken=***&state=***');
    expect(redactUrl('/help')).toBe('/help');
  });
});
