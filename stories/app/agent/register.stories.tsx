import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import RegisterCenterPage from '../../../src/app/features/agent/center/registerCenter/RegisterCenterPage.tsx';
import { failWith, type CannedAnswers } from '../fixtures.tsx';
import { agentAnswers } from './agentFixtures.tsx';
import { AgentShell } from './reportsFixtures.tsx';

const body = (): ReturnType<typeof within> => within(document.body);
const page = (answers: CannedAnswers = agentAnswers) => () => (
  <AgentShell answers={answers}>
    <RegisterCenterPage />
  </AgentShell>
);
const form = async (): Promise<ReturnType<typeof within>> => within(await body().findByTestId('register-center-form', {}, { timeout: 5000 }));

/** Register account (seed §2 registerCenter): a member or agent under the agent, with the brand's register rules. */
const meta = {
  title: 'App/Agent/Register',
  tags: ['phone'],
  parameters: { layout: 'fullscreen', route: '/agentHome?page=registerCenter' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** The empty form: account type, then the brand's fields. */
export const Form: Story = { render: page(), play: async () => void (await form()) };

/** Submitting empty marks the username with the brand's rule message; nothing is sent. */
export const FieldErrors: Story = {
  render: page({ ...agentAnswers, 'POST /wps/agent/team/register': failWith('story.unexpected', 'must not be sent') }),
  play: async () => {
    const f = await form();
    await userEvent.click(f.getByTestId('register-center-submit'));
    await expect(f.getByTestId('register-center-username')).toHaveAttribute('aria-invalid', 'true');
    await expect(f.queryByTestId('register-center-error')).toBeNull();
  },
};

/** A taken username comes back from the server on its field. */
export const UsernameTaken: Story = {
  render: page({ ...agentAnswers, 'POST /wps/agent/team/register': failWith('register.username_taken', 'This username is already taken', null, 409) }),
  play: async () => {
    const f = await form();
    await userEvent.type(f.getByTestId('register-center-username'), 'rahimbd01');
    await userEvent.type(f.getByTestId('register-center-password'), 'Secret#2030x');
    await userEvent.type(f.getByTestId('register-center-confirmPassword'), 'Secret#2030x');
    await fillOptionalRequired(f);
    await userEvent.click(f.getByTestId('register-center-submit'));
    await expect(await body().findByText('This username is already taken', {}, { timeout: 5000 })).toBeInTheDocument();
  },
};

/** Fills whatever else the brand requires with values every shipped brand's rules accept (aurora: mobile starts with 9). */
async function fillOptionalRequired(f: ReturnType<typeof within>): Promise<void> {
  const values: Record<string, string> = { payeeName: 'Karim Uddin', email: 'karim@example.com', mobileNum: '9712345678', whatsapp: '9712345678', idNumber: '1234567890', qqNum: '123456', line: 'karimline', facebook: 'karimfb', wechat: 'karimwx' };
  for (const [name, value] of Object.entries(values)) {
    const input = f.queryByTestId(`register-center-${name}`);
    if (input && input.hasAttribute('required')) await userEvent.type(input, value);
  }
}

/** An agent account registered: its name, and that its first login asks for a new password. */
export const Registered: Story = {
  render: page(),
  play: async () => {
    const f = await form();
    await userEvent.click(f.getByTestId('register-center-type-agent'));
    await userEvent.type(f.getByTestId('register-center-username'), 'newagent01');
    await userEvent.type(f.getByTestId('register-center-password'), 'Secret#2030x');
    await userEvent.type(f.getByTestId('register-center-confirmPassword'), 'Secret#2030x');
    await fillOptionalRequired(f);
    await userEvent.click(f.getByTestId('register-center-submit'));
    await expect(await body().findByTestId('register-center-username', {}, { timeout: 5000 })).toHaveTextContent('newagent01');
    await expect(body().getByTestId('register-center-success')).toBeInTheDocument();
  },
};
