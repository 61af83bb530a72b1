import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { resetCountdowns } from '../../../src/app/features/auth/fields/countdown.ts';
import ForgotPasswordModal, { ForgotPasswordBody, type ForgotMode } from '../../../src/app/features/auth/password/ForgotPasswordModal.tsx';
import type { BootPayload, FieldRule, ModId, WhitelabelNode } from '../../../src/generated/types.ts';
import { storyBoot } from '../../brandContent.ts';
import { brandView, capabilities, mobileRuleOf, newPasswordSample, Requires, samplesFor, whenAvailable, type BrandView, type Capability } from '../../capabilities.tsx';
import { FALLBACK_RULES, requiredRule } from '../../../src/app/features/auth/fields/fallbackRules.ts';
import { Matrix, Surface } from '../../ui/helpers.tsx';
import { BootOverride, failWith, storyCountries, WithApi, WithSession, type CannedAnswers } from '../fixtures.tsx';

const answers: CannedAnswers = {
  'GET /wps/system/country': storyCountries,
  'POST /wps/verification/sms/noLogin': { expiredMinutes: 1 },
  'POST /wps/member/password/email': null,
  'POST /wps/member/password/verification': null,
};

// CHNGPASSVERIF3 decides the modes: one BootOverride change per setting, made once.
const flagChanges = new Map<string, (boot: BootPayload) => BootPayload>();
function withFlags(flags: Partial<Record<ModId, boolean>>): (boot: BootPayload) => BootPayload {
  const key = JSON.stringify(flags);
  let change = flagChanges.get(key);
  if (!change) {
    change = (boot) => {
      const seen = new Set<string>();
      const walk = (n: WhitelabelNode): void => {
        seen.add(n.modId);
        const on = flags[n.modId];
        if (on !== undefined) n.enabled = on ? '1' : '0';
        n.childrenNodes?.forEach(walk);
      };
      walk(boot.status.info.whitelabel);
      for (const [modId, on] of Object.entries(flags) as [ModId, boolean][])
        if (!seen.has(modId)) (boot.status.info.whitelabel.childrenNodes ??= []).push({ modId, enabled: on ? '1' : '0' });
      return boot;
    };
    flagChanges.set(key, change);
  }
  return change;
}
const BY_PHONE = withFlags({ CHNGPASSVERIF3: true });
const EMAIL_ONLY = withFlags({ CHNGPASSVERIF3: false });

function Fresh({ answers: canned, children }: { answers: CannedAnswers; children: ReactNode }): ReactNode {
  const [client] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: false } } }));
  useState(resetCountdowns);
  return (
    <QueryClientProvider client={client}>
      <WithApi answers={canned}>{children}</WithApi>
    </QueryClientProvider>
  );
}

const flagsOf = (parameters: Record<string, unknown>): ((b: BootPayload) => BootPayload) =>
  (parameters.flags as ((b: BootPayload) => BootPayload) | undefined) ?? BY_PHONE;

/** parameters.needs: what the story's play function types in must pass the brand's rules (else the panel). */
const withForgot: Decorator = (Story, { parameters }) => (
  <Fresh answers={{ ...answers, ...(parameters.answers as CannedAnswers | undefined) }}>
    <BootOverride change={flagsOf(parameters)}>
      <Requires needs={(parameters.needs as Capability[] | undefined) ?? []}>
        <WithSession state={{ modal: 'forgetPass' }}>
          <Story />
        </WithSession>
      </Requires>
    </BootOverride>
  </Fresh>
);

/** The brand a play function works on: the toolbar's, with the story's flags (as the decorator renders it). */
const brandOf = ({ globals, parameters }: { globals: Record<string, unknown>; parameters: Record<string, unknown> }): BrandView =>
  brandView(storyBoot(globals, flagsOf(parameters)));

/** The brand's own username and e-mail (the e-mail form checks both with its rules or the fallbacks). */
const emailFormRules = (b: BrandView): Record<'username' | 'email', FieldRule> => ({
  username: requiredRule(b.rules.username, FALLBACK_RULES.username),
  email: requiredRule(b.rules.email, FALLBACK_RULES.email),
});
const emailFormValues = capabilities.custom((b) => samplesFor(emailFormRules(b)).missing);

/** Mobile number, code and new password for the mobile form, as the brand's rules accept them. */
const mobileFormValues = (b: BrandView): { mobileNum: string; newPassword: string } => ({
  mobileNum: samplesFor({ mobileNum: mobileRuleOf(b) }).values.mobileNum!,
  newPassword: newPasswordSample(b).values.newPassword!,
});
const MOBILE_NEEDS = [capabilities.mobileNumber, capabilities.newPassword];

const meta = {
  title: 'App/Auth/ForgotPassword',
  component: ForgotPasswordModal,
  decorators: [withForgot],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ForgotPasswordModal>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (): ReturnType<typeof within> => within(document.body);

/** CHNGPASSVERIF3 on: mobile mode first (dialing code, number, SMS code, new password). */
export const Mobile: Story = {};

/** CHNGPASSVERIF3 off: e-mail only (username + e-mail). */
export const Email: Story = { parameters: { flags: EMAIL_ONLY } };

/** Both modes: the player switched to e-mail. */
export const SwitchedToEmail: Story = {
  play: async () => {
    const tabs = await body().findAllByRole('tab');
    await userEvent.click(tabs[1]!);
    await body().findByTestId('forgot-email-form');
  },
};

/** The reset link went out: the in_been_out confirmation. */
export const EmailSent: Story = {
  parameters: { flags: EMAIL_ONLY, needs: [emailFormValues] },
  play: whenAvailable(async (context) => {
    const { username, email } = samplesFor(emailFormRules(brandOf(context))).values;
    await userEvent.type(await body().findByTestId('forgot-username'), username!);
    await userEvent.type(body().getByTestId('forgot-email'), email!);
    await userEvent.click(body().getByTestId('forgot-email-submit'));
    await body().findByTestId('forgot-email-sent');
  }),
};

/** 'Username/Email does not exist'. */
export const EmailNotFound: Story = {
  parameters: {
    flags: EMAIL_ONLY,
    needs: [emailFormValues],
    answers: { 'POST /wps/member/password/email': failWith('member.not_found', 'Username/Email does not exist') },
  },
  play: whenAvailable(async (context) => {
    const { username, email } = samplesFor(emailFormRules(brandOf(context))).values;
    await userEvent.type(await body().findByTestId('forgot-username'), username!);
    await userEvent.type(body().getByTestId('forgot-email'), email!);
    await userEvent.click(body().getByTestId('forgot-email-submit'));
    await body().findByTestId('forgot-error');
  }),
};

/** Submitted empty: every field says what is missing. */
export const MobileErrors: Story = {
  play: async () => {
    await userEvent.click(await body().findByTestId('forgot-mobile-submit'));
    await waitFor(() => expect(document.body.querySelector('[aria-invalid="true"]')).not.toBeNull());
  },
};

/** A wrong code from the server sits on the code field. */
export const MobileWrongCode: Story = {
  parameters: {
    needs: MOBILE_NEEDS,
    answers: { 'POST /wps/member/password/verification': failWith('verification.invalid', 'Please enter a valid verification code') },
  },
  play: whenAvailable(async (context) => {
    await fillMobileForm(mobileFormValues(brandOf(context)));
    await waitFor(() => expect(document.body.querySelector('input[name="verificationCode"]')).toHaveAttribute('aria-invalid', 'true'));
  }),
};

/** The password was reset by phone: the way back to login. */
export const MobileDone: Story = {
  parameters: { needs: MOBILE_NEEDS },
  play: whenAvailable(async (context) => {
    await fillMobileForm(mobileFormValues(brandOf(context)));
    await body().findByTestId('password-reset-done');
  }),
};

async function fillMobileForm({ mobileNum, newPassword }: { mobileNum: string; newPassword: string }): Promise<void> {
  await userEvent.type(await body().findByTestId('forgot-mobileNum'), mobileNum);
  await userEvent.type(body().getByLabelText(/./, { selector: 'input[name="verificationCode"]' }), '123456');
  await userEvent.type(body().getByTestId('forgot-newPassword'), newPassword);
  await userEvent.type(body().getByTestId('forgot-confirmNewPassword'), newPassword);
  await userEvent.click(body().getByTestId('forgot-mobile-submit'));
}

/** Both modes and the e-mail-only form side by side (without the modal chrome). */
export const AllStates: Story = {
  parameters: { layout: 'padded' },
  render: () => {
    const panel = (change: (b: BootPayload) => BootPayload, mode?: ForgotMode): ReactNode => (
      <BootOverride change={change}>
        <Surface width={440}>
          <ForgotPasswordBody {...(mode ? { initialMode: mode } : {})} />
        </Surface>
      </BootOverride>
    );
    return (
      <Matrix
        columns={3}
        items={[
          ['mobile (CHNGPASSVERIF3)', panel(BY_PHONE)],
          ['e-mail tab', panel(BY_PHONE, 'email')],
          ['e-mail only', panel(EMAIL_ONLY)],
        ]}
      />
    );
  },
};
