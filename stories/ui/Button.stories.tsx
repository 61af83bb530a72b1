import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Button, PlusIcon, SearchIcon, WalletIcon } from '../../src/ui/index.ts';
import { Matrix, Row, Surface } from './helpers.tsx';

const meta = {
  title: 'UI/Button',
  component: Button,
  args: { children: 'Deposit', onClick: fn() },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = { args: { variant: 'primary' } };
export const Secondary: Story = { args: { variant: 'secondary', children: 'Withdraw' } };
export const Ghost: Story = { args: { variant: 'ghost', children: 'Cancel' } };
export const Danger: Story = {
  args: { variant: 'danger', children: 'Log out' },
  render: (args) => (
    <Surface width={320}>
      <Button {...args} />
    </Surface>
  ),
};
export const Loading: Story = { args: { loading: true, children: 'Submitting' } };
export const Disabled: Story = { args: { disabled: true } };
export const WithIcon: Story = { args: { icon: <WalletIcon />, children: 'Wallet' } };
export const IconOnly: Story = {
  render: () => <Button variant="secondary" icon={<SearchIcon />} aria-label="Search games" />,
};
export const Sizes: Story = {
  render: () => (
    <Row>
      <Button size="sm">Small</Button>
      <Button size="md">Medium</Button>
      <Button size="lg">Large</Button>
    </Row>
  ),
};
export const FullWidth: Story = { args: { fullWidth: true, children: 'Sign in' } };

export const AllStates: Story = {
  render: () => (
    <Surface>
      <Matrix
        columns={4}
        items={[
          ['primary', <Button key="p">Deposit</Button>],
          ['secondary', <Button key="s" variant="secondary">Withdraw</Button>],
          ['ghost', <Button key="g" variant="ghost">Cancel</Button>],
          ['danger', <Button key="d" variant="danger">Log out</Button>],
          ['quiet', <Button key="q" variant="quiet">More</Button>],
          ['loading', <Button key="l" loading>Submitting</Button>],
          ['loading secondary', <Button key="ls" variant="secondary" loading>Saving</Button>],
          ['disabled', <Button key="x" disabled>Deposit</Button>],
          ['disabled ghost', <Button key="xg" variant="ghost" disabled>Cancel</Button>],
          ['with icon', <Button key="i" icon={<PlusIcon />}>Add bank</Button>],
          ['icon only', <Button key="io" icon={<SearchIcon />} aria-label="Search games" />],
          ['icon only ghost', <Button key="iog" variant="ghost" icon={<PlusIcon />} aria-label="Add" />],
          ['small', <Button key="sm" size="sm">Small</Button>],
          ['large', <Button key="lg" size="lg">Large</Button>],
          ['long label', <Button key="long">Claim your bonus</Button>],
          ['বাংলা', <Button key="bn">জমা দিন</Button>],
        ]}
      />
    </Surface>
  ),
};
