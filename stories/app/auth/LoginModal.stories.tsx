import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState, type ReactNode } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { resetCountdowns } from '../../../src/app/features/auth/fields/countdown.ts';
import LoginModal, { LoginBody, type LoginTab } from '../../../src/app/features/auth/login/LoginModal.tsx';
import { forget, remember } from '../../../src/app/features/auth/login/rememberMe.ts';
import { useSession, type ModalReason } from '../../../src/app/state/session.ts';
import type { BootPayload } from '../../../src/generated/types.ts';
import { Surface } from '../../ui/helpers.tsx';
import { StatesGallery } from '../StatesGallery.tsx';
import {
  BootOverride,
  brandChange,
  failWith,
  STORY_CAPTCHA,
  storyCountries,
  storyMember,
  WithFreshApi,
  WithSession,
  type BrandChange,
  type CannedAnswers,
} from '../fixtures.tsx';

/** What the login flow asks the server in these stories. */
const answers: CannedAnswers = {
  'GET /wps/captcha': STORY_CAPTCHA,
  'GET /wps/system/country': storyCountries,
  'POST /wps/verification/sms/noLogin': { expiredMinutes: 1 },
  'GET /wps/member/info': storyMember,
  // The sign-in's state and the page the popup opens (a blank page: stories open no provider).
  'POST /wps/session/social/start': { url: 'about:blank', state: 'story-state' },
};

/** Every story states its own brand options, so it looks the same in every brand (flags and login differ per brand). */
const BASE: BrandChange = {
  flags: { MOBILEVERCODELOGIN3: true, FREEPLAY3: false, REG3: true, UPDATEMOBILEICC3: true, DISABLEDMOBILEICC3: false },
  login: { captcha: 'afterFailures', socialProviders: [] },
};

function options(extra: BrandChange = {}): (boot: BootPayload) => BootPayload {
  return brandChange({ flags: { ...BASE.flags, ...extra.flags }, login: { ...BASE.login, ...extra.login } });
}

/** Story parameters: canned answers over the defaults, brand options, why the modal opened. */
interface LoginParams {
  answers?: CannedAnswers;
  brand?: BrandChange;
  reason?: ModalReason;
}

function Fresh({ children }: { children: ReactNode }): ReactNode {
  useState(resetCountdowns);
  return children;
}

const withLogin: Decorator = (Story, { parameters }) => {
  const p = parameters as LoginParams;
  return (
    <WithFreshApi answers={{ ...answers, ...p.answers }}>
      <BootOverride change={options(p.brand)}>
        <WithSession state={{ modal: 'login', modalReason: p.reason ?? null }}>
          <Fresh>
            <Story />
          </Fresh>
        </WithSession>
      </BootOverride>
    </WithFreshApi>
  );
};

const meta = {
  title: 'App/Auth/Login',
  // page level: the visual runner also screenshots these at 390 × 844
  tags: ['phone'],
  component: LoginModal,
  decorators: [withLogin],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof LoginModal>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (): ReturnType<typeof within> => within(document.body);

async function fillAndSubmit(username = 'player88', password = 'secret123'): Promise<void> {
  const b = body();
  await userEvent.type(await b.findByTestId('login-username'), username);
  await userEvent.type(b.getByTestId('login-password'), password);
  await userEvent.click(b.getByTestId('login-submit'));
}

/** MOBILEVERCODELOGIN3 on: username / SMS tabs, the username tab first. */
export const UsernameTab: Story = { tags: ['language-matrix'] };

/** Without MOBILEVERCODELOGIN3 there are no tabs. */
export const UsernameOnly: Story = { parameters: { brand: { flags: { MOBILEVERCODELOGIN3: false } } } };

/** The SMS tab: dialing code (UPDATEMOBILEICC3), mobile number, 'send code'. */
export const SmsTab: Story = {
  play: async () => {
    await userEvent.click(await body().findByTestId('login-tab-sms'));
    await body().findByTestId('login-form-sms');
  },
};

/** The SMS tab after 'send code': the captcha dialog asks for the image's numbers before any code goes out. */
export const SmsCodeCaptcha: Story = {
  play: async () => {
    await userEvent.click(await body().findByTestId('login-tab-sms'));
    await userEvent.type(await body().findByTestId('login-mobile'), '1712345678');
    await userEvent.click(body().getByTestId('sms-send-login'));
    await body().findByTestId('sms-captcha-send-login');
  },
};

/** The SMS tab after 'send code' and the captcha: the countdown runs (60 s × expiredMinutes). */
export const SmsCodeSent: Story = {
  play: async () => {
    await userEvent.click(await body().findByTestId('login-tab-sms'));
    await userEvent.type(await body().findByTestId('login-mobile'), '1712345678');
    await userEvent.click(body().getByTestId('sms-send-login'));
    const send = await body().findByTestId('sms-captcha-send-login');
    await userEvent.type((send as HTMLElement).closest('[role=dialog]')!.querySelector('input[name="captcha"]') as HTMLInputElement, '1234');
    await userEvent.click(send);
    await waitFor(() => expect(body().getByTestId('sms-send-login')).toBeDisabled());
  },
};

/** login.captcha 'always': the image captcha is part of the form from the start. */
export const CaptchaShown: Story = { parameters: { brand: { login: { captcha: 'always' } } } };

/** Left empty and submitted: every field says what is missing. */
export const ValidationErrors: Story = {
  play: async () => {
    await userEvent.click(await body().findByTestId('login-submit'));
    await waitFor(() => expect(document.body.querySelectorAll('[aria-invalid="true"]').length).toBe(2));
  },
};

/** The server refuses, and from now on wants the captcha (value.captcha). */
export const ServerError: Story = {
  parameters: {
    answers: { 'POST /wps/session/login': failWith('login.bad_credentials', 'Incorrect username or password', { captcha: true }) },
  },
  play: async () => {
    await fillAndSubmit();
    await body().findByTestId('login-error');
    await body().findByTestId('captcha-refresh');
  },
};

/** Locked after repeated failures: the message says when it ends. */
export const Locked: Story = {
  parameters: {
    answers: {
      'POST /wps/session/login': failWith('login.locked', 'Locked', { captcha: true, lockedUntil: Date.UTC(2030, 0, 1, 10, 30) }),
    },
  },
  play: async () => {
    await fillAndSubmit();
    await body().findByTestId('login-error');
  },
};

/** An agent tried the member login ('Non-member account unable to login'). */
export const NotMember: Story = {
  parameters: { answers: { 'POST /wps/session/login': failWith('login.not_member', 'Non-member account unable to login') } },
  play: async () => {
    await fillAndSubmit('agent007');
    await body().findByTestId('login-error');
  },
};

/** Opened by the route guard: 'You are not logged in, please login'. */
export const FromGuard: Story = { parameters: { reason: 'notLoggedIn' } };

/** Opened because the session ended (401 login.not_session): 'The user is not logged in'. */
export const SessionExpired: Story = { parameters: { reason: 'sessionExpired' } };

/** One-click sign-in with the brand's providers (login.socialProviders). */
export const SocialButtons: Story = { parameters: { brand: { login: { socialProviders: ['google', 'facebook', 'telegram'] } } } };

/** The browser refused the provider's popup. */
export const SocialPopupBlocked: Story = {
  parameters: { brand: { login: { socialProviders: ['google', 'telegram'] } } },
  play: async () => {
    const open = window.open;
    window.open = () => null;
    try {
      await userEvent.click(await body().findByTestId('social-login-google'));
      await body().findByTestId('social-login-error');
    } finally {
      window.open = open;
    }
  },
};

/**
 * Social sign-in from a new IP (a login from an unregistered IP triggers extra verification): the popup's
 * proof is accepted, the server asks the second factor, and the second-factor modal takes over as after a password.
 * An interaction test: the screen before it is SocialButtons' own.
 */
export const SocialSecondFactor: Story = {
  tags: ['no-visual'],
  parameters: {
    brand: { login: { socialProviders: ['google'] } },
    answers: {
      'POST /wps/session/social/login': failWith('login.second_factor_required', 'Please complete verification first', {
        challengeId: 'story-challenge',
        method: 'email',
        hint: 'p***8@example.com',
        expiredMinutes: 5,
      }),
    },
  },
  play: async () => {
    const open = window.open;
    // A stand-in popup: the provider's page would post its proof back to this window.
    window.open = () => ({ closed: false, close() {}, location: { href: '' } }) as unknown as Window;
    try {
      await userEvent.click(await body().findByTestId('social-login-google'));
      // Posted until taken: the popup's message counts only once the start has answered its state.
      await waitFor(() => {
        window.postMessage({ type: 'wps-social', provider: 'google', state: 'story-state', idToken: 'story-token' }, window.location.origin);
        expect(useSession.getState().modal).toBe('secondFactor');
      });
      expect(useSession.getState().secondFactor).toMatchObject({ challengeId: 'story-challenge', method: 'email', loginType: 'social' });
    } finally {
      window.open = open;
    }
  },
};

/** FREEPLAY3: the free-play button under the form. */
export const FreePlay: Story = { parameters: { brand: { flags: { FREEPLAY3: true } } } };

/** Remember me from the last visit: the username prefilled (from a 1-day cookie), the box ticked. */
export const RememberMePrefilled: Story = {
  decorators: [
    (Story) => (
      <RememberedUsername>
        <Story />
      </RememberedUsername>
    ),
  ],
};

/** Everything on: tabs, captcha, social providers, free play. */
export const Everything: Story = {
  parameters: {
    brand: { flags: { FREEPLAY3: true }, login: { captcha: 'always', socialProviders: ['google', 'facebook', 'telegram'] } },
    reason: 'notLoggedIn',
  },
};

function RememberedUsername({ children }: { children: ReactNode }): ReactNode {
  useState(() => remember({ username: 'player88' }));
  useEffect(() => () => forget('username'), []);
  return children;
}

function Panel({ tab }: { tab?: LoginTab }): ReactNode {
  return (
    <Surface width={440}>
      <LoginBody {...(tab ? { initialTab: tab } : {})} />
    </Surface>
  );
}

/** The form's states side by side (without the modal frame). */
export const AllStates: Story = {
  render: () => (
    <div css={{ padding: 16 }}>
      <StatesGallery
        items={[
          ['Username tab', <Panel key="u" />],
          ['SMS tab', <Panel key="s" tab="sms" />],
          [
            'Captcha, social, free play',
            <BootOverride key="e" change={options({ flags: { FREEPLAY3: true }, login: { captcha: 'always', socialProviders: ['google', 'facebook', 'telegram'] } })}>
              <Panel />
            </BootOverride>,
          ],
        ]}
      />
    </div>
  ),
};
