import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import AgentLandingPage, { AgentLandingView } from '../../../src/app/features/agent/AgentLandingPage.tsx';
import { Matrix } from '../../ui/helpers.tsx';
import { BootOverride, brandChange, failWith, STORY_CAPTCHA, WithFreshApi, WithSession, type CannedAnswers, type StoryVisitor } from '../fixtures.tsx';

const answers: CannedAnswers = { 'GET /wps/captcha': STORY_CAPTCHA };
const captchaAfterFailures = brandChange({ login: { captcha: 'afterFailures' } });

const withAgentPage: Decorator = (Story, { parameters }) => (
  <WithFreshApi answers={{ ...answers, ...(parameters.answers as CannedAnswers | undefined) }}>
    <BootOverride change={captchaAfterFailures}>
      <WithSession as={(parameters.visitor as StoryVisitor | undefined) ?? 'guest'}>
        <Story />
      </WithSession>
    </BootOverride>
  </WithFreshApi>
);

/** /agent: the agent login page, no header or footer. */
const meta = {
  title: 'App/Auth/AgentLanding',
  // page level: the visual runner also screenshots these at 390 × 844
  tags: ['phone'],
  component: AgentLandingPage,
  decorators: [withAgentPage],
  parameters: { layout: 'padded', route: '/agent' },
} satisfies Meta<typeof AgentLandingPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (): ReturnType<typeof within> => within(document.body);

async function submitAgent(): Promise<void> {
  await userEvent.type(await body().findByTestId('login-username'), 'player88');
  await userEvent.type(body().getByTestId('login-password'), 'secret123');
  await userEvent.click(body().getByTestId('login-submit'));
}

/** Logo, language and mode switches, the agent login form. */
export const Default: Story = {};

/** A member's account on the agent page: 'Non-agents cannot log in'. */
export const NotAnAgent: Story = {
  parameters: { answers: { 'POST /wps/session/login': failWith('login.not_agent', 'Non-agents cannot log in') } },
  play: async () => {
    await submitAgent();
    await body().findByTestId('login-error');
  },
};

/** Wrong password after the failure threshold: the captcha joins the form. */
export const WrongPasswordCaptcha: Story = {
  parameters: {
    answers: { 'POST /wps/session/login': failWith('login.bad_credentials', 'Incorrect username or password', { captcha: true }) },
  },
  play: async () => {
    await submitAgent();
    await body().findByTestId('captcha-refresh');
  },
};

/** A logged-in member opens /agent: only agents can use the agent center. */
export const MemberLoggedIn: Story = { parameters: { visitor: 'member' } };

/** The page for a guest and for a logged-in member. */
export const AllStates: Story = {
  render: () => (
    <Matrix
      columns={2}
      items={[
        ['Guest', <AgentLandingView key="g" memberLoggedIn={false} />],
        ['Logged-in member', <AgentLandingView key="m" memberLoggedIn />],
      ]}
    />
  ),
};
