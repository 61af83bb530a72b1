import { allFlagsOff, type Flags } from '../../../../src/engine/flags.ts';
import type { FieldRule, RegisterRules } from '../../../../src/generated/types.ts';

export const rule = (acceptedPattern: string, minLength: number, maxLength: number, patternId: number, required = true, enabled = true): FieldRule => ({
  acceptedPattern,
  minLength,
  maxLength,
  patternId,
  enabled,
  required,
});

/** Every field the register form knows, enabled, in an order unlike the form's (the form's order must win). */
export const ALL_RULES: RegisterRules = {
  idNumber: rule('^[A-Z0-9]+$', 6, 18, 25, false),
  wechat: rule('^\\S+$', 1, 30, 9, false),
  facebook: rule('^\\S+$', 1, 30, 9, false),
  whatsapp: rule('^[0-9]+$', 6, 16, 6, false),
  line: rule('^\\S+$', 1, 30, 9, false),
  paymentPassword: rule('^[0-9]+$', 6, 6, 6),
  affiliateCode: rule('^[a-zA-Z0-9]+$', 4, 12, 4, false),
  verificationCode: rule('^[0-9]+$', 6, 6, 6),
  captcha: rule('^[0-9]+$', 4, 4, 6),
  recommenderId: rule('^[a-zA-Z0-9]+$', 4, 12, 4, false),
  mobileNum: rule('^[0-9]+$', 10, 11, 6),
  qqNum: rule('^[0-9]+$', 5, 12, 6, false),
  email: rule('^[^@\\s]+@[^@\\s]+\\.[a-z]+$', 5, 100, 3, false),
  payeeName: rule('^.+$', 2, 40, 18),
  confirmPassword: rule('.+', 8, 64, 0),
  password: rule('.+', 8, 64, 0),
  username: rule('^[a-zA-Z][a-zA-Z0-9]*$', 6, 16, 1),
};

export function flags(on: Partial<Flags>): Flags {
  return { ...allFlagsOff(), ...on };
}
