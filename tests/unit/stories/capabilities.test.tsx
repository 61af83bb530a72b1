// The story-side capability helpers: sample values follow the brand's rules (the shipped values where accepted),
// missing capabilities are named, and the panel replaces a story the brand cannot show.
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BootProvider } from '../../../src/app/boot/BootContext.tsx';
import { allFlagsOff, type Flags } from '../../../src/engine/flags.ts';
import type { BootPayload, FieldRule, RegisterRules } from '../../../src/generated/types.ts';
import {
  capabilities,
  missingCapabilities,
  NOT_AVAILABLE_TEST_ID,
  registerSamples,
  Requires,
  sampleValue,
  samplesFor,
  type BrandView,
} from '../../../stories/capabilities.tsx';

const rule = (acceptedPattern: string, minLength: number, maxLength: number, patternId: number | string = 0): FieldRule => ({
  acceptedPattern,
  minLength,
  maxLength,
  patternId,
  enabled: true,
  required: true,
});

const view = (rules: RegisterRules, flags: Partial<Flags> = {}): BrandView => ({
  flags: { ...allFlagsOff(), ...flags },
  rules,
  login: { captcha: 'never', socialProviders: [], secondFactor: 'none' } as BrandView['login'],
  languages: ['TH'],
});

describe('sampleValue', () => {
  it('keeps the story value when the rule accepts it', () => {
    expect(sampleValue('mobileNum', rule('^[0-9]+$', 10, 11), '9171234567')).toBe('9171234567');
  });
  it('finds a number for a market whose numbers start with 0', () => {
    expect(sampleValue('mobileNum', rule('^0[689][0-9]{8}$', 10, 10, 'th_mobile'))).toBe('0812345678');
  });
  it('stretches a password to the brand minimum', () => {
    expect(sampleValue('newPassword', rule('*', 12, 64))).toBe('Secret123Sec');
  });
  it('finds a Thai name for a Thai-only rule', () => {
    expect(sampleValue('payeeName', rule('^\\p{Script=Thai}+(?: \\p{Script=Thai}+)*$', 2, 40))).toBe('ลักกี้ เพลเยอร์');
  });
  it('gives up (null) on a rule none of the samples passes', () => {
    expect(sampleValue('idNumber', rule('^ZZ-[0-9]{3}$', 6, 6))).toBeNull();
  });
});

describe('samplesFor / registerSamples', () => {
  it('names the field it found no value for', () => {
    expect(samplesFor({ idNumber: rule('^ZZ-[0-9]{3}$', 6, 6) }).missing).toEqual([expect.stringContaining('idNumber')]);
  });
  it('fills the mobile tab of a mobile-only brand with values its rules accept, confirmation = password', () => {
    const rules: RegisterRules = { mobileNum: rule('^0[689][0-9]{8}$', 10, 10), password: rule('*', 12, 64), verificationCode: rule('*', 0, 255) };
    const s = registerSamples(view(rules, { mobileRegister: true, mobileRegisterPassword: true }), { mobileNum: '9171234567', password: 'Secret123' });
    expect(s.missing).toEqual([]);
    expect(s.values).toMatchObject({ mobileNum: '0812345678', password: 'Secret123Sec', confirmPassword: 'Secret123Sec' });
  });
  it('says so when the brand has no registration tab', () => {
    expect(registerSamples(view({}), {}).missing).toEqual([expect.stringContaining('registration tab')]);
  });
});

describe('capabilities', () => {
  const mobileOnly = view({ mobileNum: rule('^[0-9]+$', 6, 12) }, { mobileRegister: true, usernameRegister: true });
  it('a username tab needs the flag and a username rule', () => {
    expect(missingCapabilities(mobileOnly, [capabilities.registerTab('username')])).toEqual(['the username registration tab']);
    expect(missingCapabilities(mobileOnly, [capabilities.registerTab('mobile')])).toEqual([]);
  });
  it('a play function that reads English names needs English', () => {
    expect(missingCapabilities(mobileOnly, [capabilities.language('EN')])).toEqual(['the EN language']);
    expect(missingCapabilities(mobileOnly, [capabilities.language('TH')])).toEqual([]);
  });
  it('a register field must be shown on the tab', () => {
    expect(missingCapabilities(mobileOnly, [capabilities.registerField('affiliateCode')])).toEqual(['the affiliateCode field on registration']);
  });
});

describe('Requires', () => {
  const boot = (register: RegisterRules): BootPayload =>
    ({
      brand: { login: { captcha: 'never', socialProviders: [], secondFactor: 'none' }, games: { categories: [] }, languages: { supported: ['EN'], default: 'EN' } },
      status: { info: { whitelabel: { modId: 'ROOT', enabled: '1', childrenNodes: [{ modId: 'MOBILENUMREG3', enabled: '1' }] }, register } },
    }) as unknown as BootPayload;
  it('shows the panel naming what is missing instead of the story', () => {
    render(
      <BootProvider boot={boot({})}>
        <Requires needs={[capabilities.registerTab('username')]}>story</Requires>
      </BootProvider>,
    );
    expect(screen.getByRole('note')).toHaveTextContent("Not available for this brand's configuration");
    expect(screen.getByTestId(NOT_AVAILABLE_TEST_ID)).toHaveTextContent('missing: the username registration tab');
    expect(screen.queryByText('story')).toBeNull();
  });
  it('renders the story when the brand has everything', () => {
    render(
      <BootProvider boot={boot({})}>
        <Requires needs={[capabilities.registerTab('mobile')]}>story</Requires>
      </BootProvider>,
    );
    expect(screen.getByText('story')).toBeInTheDocument();
  });
});
