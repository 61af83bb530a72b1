import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TextField } from '../../src/ui/index.ts';
import { Matrix, onSurface } from './helpers.tsx';
import { capabilities, requiring, whenAvailable } from '../capabilities.tsx';

// TextField, Select and Checkbox share the field chrome of src/ui/internal/field.tsx.
const meta = {
  title: 'UI/TextField',
  component: TextField,
  args: { label: 'Username', name: 'username' },
  decorators: [onSurface],
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { args: { placeholder: '6–16 letters or digits' } };
export const Required: Story = { args: { required: true } };
export const WithHint: Story = { args: { hint: 'Starts with a letter; 6 to 16 letters or digits.' } };
export const WithError: Story = { args: { required: true, defaultValue: 'ab', error: 'At least 6 characters.' } };
export const Password: Story = { args: { label: 'Password', type: 'password', defaultValue: 'Secret123' } };
export const PasswordRevealed: Story = {
  // the play function looks controls up by their English names
  globals: { locale: 'EN' },
  decorators: [requiring(capabilities.language('EN'))],
  args: { label: 'Password', type: 'password', defaultValue: 'Secret123' },
  play: whenAvailable(async ({ canvasElement }) => {
    const c = within(canvasElement);
    const toggle = c.getByRole('button', { name: 'Show password' });
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    await expect(c.getByLabelText('Password')).toHaveAttribute('type', 'text');
    await expect(c.getByRole('button', { name: 'Hide password' })).toBeInTheDocument();
  }),
};
export const WithPrefix: Story = { args: { label: 'Mobile number', type: 'tel', prefix: '+880', defaultValue: '1712345678' } };
export const Disabled: Story = { args: { disabled: true, defaultValue: 'player01' } };
export const Bengali: Story = { args: { label: 'ব্যবহারকারীর নাম', hint: 'ইংরেজি অক্ষর ও সংখ্যা', required: true } };

export const AllStates: Story = {
  parameters: { surfaceWidth: 880 },
  render: () => (
    <Matrix
      columns={2}
      items={[
        ['default', <TextField label="Username" placeholder="6–16 letters or digits" />],
        ['required', <TextField label="Username" required />],
        ['hint', <TextField label="Email" type="email" hint="We send the reset link here." />],
        ['error', <TextField label="Username" required defaultValue="ab" error="At least 6 characters." />],
        ['password', <TextField label="Password" type="password" defaultValue="Secret123" />],
        ['prefix', <TextField label="Mobile number" type="tel" prefix="+880" defaultValue="1712345678" />],
        ['disabled', <TextField label="Username" disabled defaultValue="player01" />],
        ['বাংলা', <TextField label="ব্যবহারকারীর নাম" hint="ইংরেজি অক্ষর ও সংখ্যা" required />],
      ]}
    />
  ),
};
