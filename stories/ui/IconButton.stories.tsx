import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { BellIcon, CloseIcon, IconButton, MenuIcon, UserIcon } from '../../src/ui/index.ts';
import { Matrix, Surface } from './helpers.tsx';

const meta = {
  title: 'UI/IconButton',
  component: IconButton,
  args: { label: 'Notifications', children: <BellIcon />, onClick: fn() },
} satisfies Meta<typeof IconButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Quiet: Story = {};
export const Ghost: Story = { args: { variant: 'ghost', label: 'Open menu', children: <MenuIcon /> } };
export const Primary: Story = { args: { variant: 'primary', label: 'Account', children: <UserIcon /> } };
export const Small: Story = { args: { size: 'sm', label: 'Close', children: <CloseIcon /> } };
export const Disabled: Story = { args: { disabled: true } };

export const AllStates: Story = {
  render: () => (
    <Surface>
      <Matrix
        columns={5}
        items={[
          ['quiet', <IconButton key="q" label="Notifications"><BellIcon /></IconButton>],
          ['ghost', <IconButton key="g" variant="ghost" label="Open menu"><MenuIcon /></IconButton>],
          ['primary', <IconButton key="p" variant="primary" label="Account"><UserIcon /></IconButton>],
          ['secondary', <IconButton key="s" variant="secondary" label="Account"><UserIcon /></IconButton>],
          ['danger', <IconButton key="d" variant="danger" label="Remove"><CloseIcon /></IconButton>],
          ['small', <IconButton key="sm" size="sm" label="Close"><CloseIcon /></IconButton>],
          ['large', <IconButton key="lg" size="lg" label="Account"><UserIcon /></IconButton>],
          ['loading', <IconButton key="l" loading label="Refreshing"><BellIcon /></IconButton>],
          ['disabled', <IconButton key="x" disabled label="Notifications"><BellIcon /></IconButton>],
        ]}
      />
    </Surface>
  ),
};
