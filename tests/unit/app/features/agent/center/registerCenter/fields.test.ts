import { describe, expect, it } from 'vitest';
import { downlineFields, downlinePayload } from '../../../../../../../src/app/features/agent/center/registerCenter/fields.ts';
import { bootFor } from '../../../../../support/harness.tsx';

const fieldsOf = (brand: string) => {
  const boot = bootFor(brand);
  return downlineFields(boot.status.info.register);
};

describe('register center fields (registerCenter: the registration form fields)', () => {
  it("uses the brand's register rules without self-registration steps (captcha, SMS code, invitation)", () => {
    for (const brand of ['lotus', 'aurora', 'pebble']) {
      const names = fieldsOf(brand).map((f) => f.name);
      expect(names.slice(0, 3)).toEqual(['username', 'password', 'confirmPassword']);
      for (const gone of ['captcha', 'verificationCode', 'affiliateCode', 'paymentPassword', 'recommenderId']) expect(names).not.toContain(gone);
    }
    expect(fieldsOf('lotus').map((f) => f.name)).toEqual(['username', 'password', 'confirmPassword', 'payeeName', 'email', 'mobileNum']);
  });

  it('sends the filled fields, the account type, a nickname and the dialing code with a mobile number', () => {
    const fields = fieldsOf('lotus');
    const body = downlinePayload(fields, { username: 'newbie01', password: 'Secret123!', confirmPassword: 'Secret123!', mobileNum: '1712345678', email: '' }, {
      accountType: 'agent',
      nickname: '  Bob ',
      countryDialingCode: '880',
    });
    expect(body).toEqual({ accountType: 'agent', username: 'newbie01', password: 'Secret123!', confirmPassword: 'Secret123!', mobileNum: '1712345678', countryDialingCode: '880', nickname: 'Bob' });
  });
});
