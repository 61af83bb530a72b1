import type { Meta, StoryObj } from '@storybook/react-vite';
import { Select, type SelectOption } from '../../src/ui/index.ts';
import { Matrix, onSurface } from './helpers.tsx';

const options: SelectOption[] = [
  { value: 'deposit', label: 'Deposit' },
  { value: 'withdrawal', label: 'Withdrawal' },
  { value: 'promotion', label: 'Promotion' },
  { value: 'other', label: 'Other', disabled: true },
];

const meta = {
  title: 'UI/Select',
  component: Select,
  args: { label: 'Question type', options },
  decorators: [onSurface],
} satisfies Meta<typeof Select>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithPlaceholder: Story = { args: { placeholder: 'Choose a type', defaultValue: '', required: true } };
export const WithHint: Story = { args: { hint: 'Pick the closest match.' } };
export const WithError: Story = { args: { placeholder: 'Choose a type', defaultValue: '', required: true, error: 'Choose a question type.' } };
export const Disabled: Story = { args: { disabled: true } };

export const AllStates: Story = {
  parameters: { surfaceWidth: 880 },
  render: () => (
    <Matrix
      columns={2}
      items={[
        ['default', <Select label="Question type" options={options} />],
        ['placeholder', <Select label="Question type" options={options} placeholder="Choose a type" defaultValue="" required />],
        ['hint', <Select label="Question type" options={options} hint="Pick the closest match." />],
        ['error', <Select label="Question type" options={options} placeholder="Choose a type" defaultValue="" error="Choose a question type." />],
        ['disabled', <Select label="Question type" options={options} disabled />],
        ['selected', <Select label="Question type" options={options} defaultValue="promotion" />],
      ]}
    />
  ),
};
