import type { Meta, StoryObj } from '@storybook/react-vite';
import { Checkbox } from '../../src/ui/index.ts';
import { Matrix, onSurface } from './helpers.tsx';

const meta = {
  title: 'UI/Checkbox',
  component: Checkbox,
  args: { label: 'Remember me' },
  decorators: [onSurface],
} satisfies Meta<typeof Checkbox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {};
export const Checked: Story = { args: { defaultChecked: true } };
export const WithDescription: Story = { args: { description: 'Keeps you signed in for 1 day on this device.' } };
export const Required: Story = { args: { label: 'I am 18 or older and accept the terms', required: true } };
export const WithError: Story = {
  args: { label: 'I am 18 or older and accept the terms', required: true, error: 'Accept the terms to register.' },
};
export const Disabled: Story = { args: { disabled: true, defaultChecked: true } };

export const AllStates: Story = {
  parameters: { surfaceWidth: 880 },
  render: () => (
    <Matrix
      columns={2}
      items={[
        ['unchecked', <Checkbox label="Remember me" />],
        ['checked', <Checkbox label="Remember me" defaultChecked />],
        ['description', <Checkbox label="Remember me" description="Keeps you signed in for 1 day." />],
        ['required + error', <Checkbox label="I accept the terms" required error="Accept the terms to register." />],
        ['disabled', <Checkbox label="Remember me" disabled />],
        ['disabled checked', <Checkbox label="Remember me" disabled defaultChecked />],
      ]}
    />
  ),
};
