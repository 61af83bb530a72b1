import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import RegisterCenterPage from '../../../src/app/features/agent/center/registerCenter/RegisterCenterPage.tsx';
import { downlineFields } from '../../../src/app/features/agent/center/registerCenter/fields.ts';
import type { RegisterValues } from '../../../src/app/features/auth/register/registerFields.ts';
import type { FieldRule } from '../../../src/generated/types.ts';
import { storyBoot } from '../../brandContent.ts';
import { brandView, capabilities, requiring, samplesFor, whenAvailable, type BrandView, type Samples } from '../../capabilities.tsx';
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

/** The story's own values, first choice for each field when the brand's rule accepts them (aurora: mobile starts with 9). */
const PREFERRED: RegisterValues = {
  password: 'Secret#2030x',
  payeeName: 'Karim Uddin',
  email: 'karim@example.com',
  mobileNum: '9712345678',
  whatsapp: '9712345678',
  idNumber: '1234567890',
  qqNum: '123456',
  line: 'karimline',
  facebook: 'karimfb',
  wechat: 'karimwx',
};

/** The brand a play function works on: the toolbar's (these stories change no flags). */
const brandOf = ({ globals }: { globals: Record<string, unknown> }): BrandView => brandView(storyBoot(globals));

/** Values the brand's rules accept for the username, the password and every required field the form shows. */
function downlineSamples(brand: BrandView, username: string): Samples<keyof RegisterValues> {
  const shown = downlineFields(brand.rules).filter((f) => f.name !== 'confirmPassword' && (f.required || f.name === 'username' || f.name === 'password'));
  const samples = samplesFor(Object.fromEntries(shown.map((f) => [f.name, f.rule])) as Partial<Record<keyof RegisterValues, FieldRule>>, { ...PREFERRED, username });
  // in the form's order, the confirmation right after the password (the last field typed keeps the focus)
  const { password, ...rest } = samples.values;
  const values: RegisterValues = password === undefined ? rest : { username: rest.username, password, confirmPassword: password, ...rest };
  return { values, missing: samples.missing };
}

/** The panel instead of the story when none of our samples passes one of the brand's rules. */
const needsSamples = requiring(capabilities.custom((b) => downlineSamples(b, 'rahimbd01').missing));

async function fillForm(f: ReturnType<typeof within>, values: RegisterValues): Promise<void> {
  for (const [name, value] of Object.entries(values)) if (value) await userEvent.type(f.getByTestId(`register-center-${name}`), value);
}

/** Register account (registerCenter): a member or agent under the agent, with the brand's register rules. */
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
  decorators: [needsSamples],
  render: page({ ...agentAnswers, 'POST /wps/agent/team/register': failWith('register.username_taken', 'This username is already taken', null, 409) }),
  play: whenAvailable(async (context) => {
    const f = await form();
    await fillForm(f, downlineSamples(brandOf(context), 'rahimbd01').values);
    await userEvent.click(f.getByTestId('register-center-submit'));
    await expect(await body().findByText('This username is already taken', {}, { timeout: 5000 })).toBeInTheDocument();
  }),
};

/** An agent account registered: its name, and that its first login asks for a new password. */
export const Registered: Story = {
  decorators: [needsSamples],
  render: page(),
  play: whenAvailable(async (context) => {
    const f = await form();
    await userEvent.click(f.getByTestId('register-center-type-agent'));
    const values = downlineSamples(brandOf(context), 'newagent01').values;
    await fillForm(f, values);
    await userEvent.click(f.getByTestId('register-center-submit'));
    await expect(await body().findByTestId('register-center-username', {}, { timeout: 5000 })).toHaveTextContent(values.username!);
    await expect(body().getByTestId('register-center-success')).toBeInTheDocument();
  }),
};
