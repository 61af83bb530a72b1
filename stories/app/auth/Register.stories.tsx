import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { resetCountdowns } from '../../../src/app/features/auth/fields/countdown.ts';
import RegisterModal, { RegisterBody, type RegisterBodyProps } from '../../../src/app/features/auth/register/RegisterModal.tsx';
import type { RegisterValues } from '../../../src/app/features/auth/register/registerFields.ts';
import { useBoot } from '../../../src/app/boot/BootContext.tsx';
import type { BootPayload, ModId, WhitelabelNode } from '../../../src/generated/types.ts';
import { brandView, capabilities, registerSamples, Requires, whenAvailable, type Capability } from '../../capabilities.tsx';
import { Surface } from '../../ui/helpers.tsx';
import { StatesGallery } from '../StatesGallery.tsx';
import { BootOverride, failWith, STORY_CAPTCHA, storyCountries, WithApi, WithSession, type CannedAnswers } from '../fixtures.tsx';

/** Values that pass every shipped brand's register rules; a brand that refuses one gets a sample its rule accepts. */
const FILLED: RegisterValues = {
  username: 'player88',
  password: 'Secret123',
  confirmPassword: 'Secret123',
  payeeName: 'Lucky Player',
  email: 'player88@example.com',
  mobileNum: '9171234567',
  captcha: '1234',
  verificationCode: '123456',
  paymentPassword: '123456',
  whatsapp: '88017123456',
  idNumber: 'AB123456',
};
const AGREED = { terms: true, age: true };

const answers: CannedAnswers = {
  'GET /wps/system/country': storyCountries,
  'GET /wps/captcha': STORY_CAPTCHA,
  'POST /wps/verification/sms/register': { expiredMinutes: 1 },
  'GET /wps/agent/affiliate': { code: 'AGENT01', agentAccount: 'agent007' },
};

// BootOverride re-derives the boot when its `change` changes: one function per flag set, made once.
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
const NO_CHANGE = (boot: BootPayload): BootPayload => boot;

/** Each story: a fresh react-query cache, canned answers (parameters.answers over the defaults), no countdown running. */
const withRegister: Decorator = (Story, { parameters }) => (
  <Fresh answers={{ ...answers, ...(parameters.answers as CannedAnswers | undefined) }}>
    <BootOverride change={(parameters.flags as ((b: BootPayload) => BootPayload) | undefined) ?? NO_CHANGE}>
      <Story />
    </BootOverride>
  </Fresh>
);

function Fresh({ answers: canned, children }: { answers: CannedAnswers; children: ReactNode }): ReactNode {
  const [client] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: false } } }));
  useState(resetCountdowns);
  return (
    <QueryClientProvider client={client}>
      <WithApi answers={canned}>{children}</WithApi>
    </QueryClientProvider>
  );
}

function Open(props: RegisterBodyProps): ReactNode {
  return (
    <WithSession state={{ modal: 'register' }}>
      <RegisterModal {...props} />
    </WithSession>
  );
}

/** The brand's own register values for `preferred` (FILLED unless given): the story's where the brand's rules accept them. */
function useFilled(preferred: RegisterValues = FILLED, tab?: RegisterBodyProps['initialTab']): RegisterValues {
  const { boot } = useBoot();
  return registerSamples(brandView(boot), preferred, tab).values;
}

/** The modal filled in with values the brand accepts; the panel when it has no tab or no value for a shown field. */
function OpenFilled({ preferred = FILLED, needs = [], ...props }: RegisterBodyProps & { preferred?: RegisterValues; needs?: Capability[] }): ReactNode {
  return (
    <Requires needs={[...needs, capabilities.registerValues(preferred, props.initialTab)]}>
      <FilledModal preferred={preferred} {...props} />
    </Requires>
  );
}

function FilledModal({ preferred, ...props }: RegisterBodyProps & { preferred: RegisterValues }): ReactNode {
  return <Open {...props} initialValues={useFilled(preferred, props.initialTab)} />;
}

/** A story about one tab: the panel when the brand (with the story's flags) has no such tab. */
function OpenTab({ tab }: { tab: NonNullable<RegisterBodyProps['initialTab']> }): ReactNode {
  return (
    <Requires needs={[capabilities.registerTab(tab)]}>
      <Open initialTab={tab} />
    </Requires>
  );
}

const submit = async (): Promise<void> => {
  const body = within(document.body);
  await userEvent.click(await body.findByTestId('register-submit'));
};

const meta = {
  title: 'App/Auth/Register',
  // page level: the visual runner also screenshots these at 390 × 844
  tags: ['phone'],
  decorators: [withRegister],
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** The default: the mobile tab when MOBILENUMREG3 is on. */
export const Default: Story = { tags: ['language-matrix'], render: () => <Open /> };

/** USERNAMEREG3: every field of the brand's rules in the register form's field order, `*` where required. */
export const UsernameTab: Story = { render: () => <OpenTab tab="username" /> };

/** Username tab with REGMOBVERF3: mobile number, dialing code and the SMS code too. */
export const UsernameTabWithSms: Story = {
  parameters: { flags: withFlags({ USERNAMEREG3: true, REGMOBVERF3: true }) },
  render: () => <OpenTab tab="username" />,
};

/** Username tab without SMS verification. */
export const UsernameTabWithoutSms: Story = {
  parameters: { flags: withFlags({ USERNAMEREG3: true, REGMOBVERF3: false }) },
  render: () => <OpenTab tab="username" />,
};

/** Mobile tab: the SMS code always; a password only with MOBILENUMPASSREG3. */
export const MobileTabWithPassword: Story = {
  parameters: { flags: withFlags({ MOBILENUMREG3: true, MOBILENUMPASSREG3: true }) },
  render: () => <OpenTab tab="mobile" />,
};

export const MobileTabWithoutPassword: Story = {
  parameters: { flags: withFlags({ MOBILENUMREG3: true, MOBILENUMPASSREG3: false }) },
  render: () => <OpenTab tab="mobile" />,
};

/** DISABLEDMOBILEICC3: the dialing code is shown read-only. */
export const DialingCodeReadOnly: Story = {
  parameters: { flags: withFlags({ MOBILENUMREG3: true, UPDATEMOBILEICC3: true, DISABLEDMOBILEICC3: true }) },
  render: () => <OpenTab tab="mobile" />,
};

/** Without UPDATEMOBILEICC3 the number carries the default code as a prefix. */
export const DialingCodeHidden: Story = {
  parameters: { flags: withFlags({ MOBILENUMREG3: true, UPDATEMOBILEICC3: false }) },
  render: () => <OpenTab tab="mobile" />,
};

/** Submitted without the agreement: blocked before anything else, both texts shown. */
export const TermsError: Story = {
  render: () => <OpenFilled />,
  play: whenAvailable(async () => {
    await submit();
    await waitFor(() => expect(within(document.body).getByTestId('register-terms')).toHaveAttribute('aria-invalid', 'true'));
  }),
};

/** Agreement given, fields empty: every field's message at once. */
export const FieldErrors: Story = {
  render: () => (
    <Requires needs={[capabilities.registration]}>
      <Open initialAgreement={AGREED} />
    </Requires>
  ),
  play: whenAvailable(async () => {
    await submit();
    await waitFor(() => expect(document.body.querySelector('[aria-invalid="true"]')).not.toBeNull());
  }),
};

/** An invitation code that is not valid: 'Invalid invitation code', as a warning. */
export const AffiliateWarning: Story = {
  parameters: {
    flags: withFlags({ AFFMAN3: true }),
    answers: { 'GET /wps/agent/affiliate': failWith('affiliate.invalid', 'Invalid invitation code') },
  },
  render: () => (
    <OpenFilled preferred={{ ...FILLED, affiliateCode: 'NOPE01' }} initialAgreement={AGREED} needs={[capabilities.registerField('affiliateCode')]} />
  ),
  play: whenAvailable(async () => {
    await submit();
    await within(document.body).findByTestId('register-error');
  }),
};

/** The server names a field (register.username_taken / register.invalid_field): the message sits on it. */
export const ServerFieldError: Story = {
  parameters: {
    answers: {
      'PUT /wps/member/register': failWith('register.username_taken', 'This username is already taken'),
      'PUT /wps/member/register/mobile': failWith('register.mobile_taken', 'This mobile number is already registered'),
    },
  },
  render: () => <OpenFilled initialAgreement={AGREED} />,
  play: whenAvailable(async () => {
    await submit();
    await waitFor(() => expect(document.body.querySelector('[aria-invalid="true"]')).not.toBeNull());
  }),
};

/** A refusal that names no field: the server's message for the whole form. */
export const ServerError: Story = {
  parameters: {
    answers: {
      'PUT /wps/member/register': failWith('network', 'Network link is abnormal, please try again', null, 0),
      'PUT /wps/member/register/mobile': failWith('network', 'Network link is abnormal, please try again', null, 0),
    },
  },
  render: () => <OpenFilled initialAgreement={AGREED} />,
  play: whenAvailable(async () => {
    await submit();
    await within(document.body).findByTestId('register-error');
  }),
};

/** The form filled in with values the brand accepts (the All states cell). */
function FilledPanel(): ReactNode {
  return (
    <Surface width={440}>
      <RegisterBody initialValues={useFilled()} initialAgreement={AGREED} />
    </Surface>
  );
}

/** Every configuration side by side (the forms without the modal chrome). */
export const AllStates: Story = {
  parameters: { layout: 'padded' },
  render: () => {
    const panel = (change: (b: BootPayload) => BootPayload, props: RegisterBodyProps): ReactNode => (
      <BootOverride change={change}>
        <Surface width={440}>
          <RegisterBody {...props} />
        </Surface>
      </BootOverride>
    );
    return (
      <StatesGallery
        items={[
          ['default tab', panel(NO_CHANGE, {})],
          ['username tab', panel(NO_CHANGE, { initialTab: 'username' })],
          ['username tab, no SMS', panel(withFlags({ REGMOBVERF3: false }), { initialTab: 'username' })],
          ['mobile tab, with password', panel(withFlags({ MOBILENUMREG3: true, MOBILENUMPASSREG3: true }), { initialTab: 'mobile' })],
          ['mobile tab, no password', panel(withFlags({ MOBILENUMREG3: true, MOBILENUMPASSREG3: false }), { initialTab: 'mobile' })],
          ['dialing code read-only', panel(withFlags({ MOBILENUMREG3: true, UPDATEMOBILEICC3: true, DISABLEDMOBILEICC3: true }), { initialTab: 'mobile' })],
          ['filled in', <FilledPanel key="filled" />],
        ]}
      />
    );
  },
};
