import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { GlobeIcon, InboxIcon, MenuButton, UserIcon, WalletIcon, type MenuItem } from '../../src/ui/index.ts';
import { Matrix } from './helpers.tsx';

const member: MenuItem[] = [
  { id: 'profile', label: 'Profile', icon: <UserIcon size={18} />, onSelect: fn() },
  { id: 'wallet', label: 'Wallet', icon: <WalletIcon size={18} />, onSelect: fn() },
  { id: 'inbox', label: 'Inbox', icon: <InboxIcon size={18} />, onSelect: fn() },
  { id: 'vip', label: 'VIP club', disabled: true },
  { id: 'logout', label: 'Log out', tone: 'danger', onSelect: fn() },
];

const languages: MenuItem[] = [
  { id: 'EN', label: 'English', selected: false, onSelect: fn() },
  { id: 'BN', label: 'বাংলা', selected: true, onSelect: fn() },
];

// Open menus are absolutely positioned; the min-height keeps them inside the screenshot.
const meta = {
  title: 'UI/MenuButton',
  component: MenuButton,
  args: { children: 'player01', items: member },
  decorators: [
    (Story) => (
      <div css={{ minHeight: 300, display: 'flex', justifyContent: 'center' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MenuButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const MemberMenuClosed: Story = {};
export const MemberMenuOpen: Story = { args: { defaultOpen: true } };
export const LanguageMenu: Story = {
  args: { children: <><GlobeIcon size={18} /> বাংলা</>, items: languages, defaultOpen: true, menuLabel: 'Language', align: 'start' },
};
export const IconTrigger: Story = {
  args: { children: <UserIcon />, triggerLabel: 'Account menu', hideChevron: true, variant: 'quiet' },
};

/** Keyboard: ArrowDown opens on the first item, arrows skip disabled items, Esc closes and returns focus. */
export const Keyboard: Story = {
  // its point is where focus ends up: shot with the focus ring (scripts/visual.ts)
  tags: ['focus-state'],
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const trigger = c.getByRole('button', { name: 'player01' });
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(c.getByRole('menuitem', { name: 'Profile' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(c.getByRole('menuitem', { name: 'Log out' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(c.getByRole('menuitem', { name: 'Inbox' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(c.queryByRole('menu')).toBeNull();
    await expect(trigger).toHaveFocus();
  },
};

export const AllStates: Story = {
  render: () => (
    <Matrix
      columns={3}
      items={[
        ['closed', <MenuButton items={member}>player01</MenuButton>],
        ['open (member)', <MenuButton items={member} defaultOpen align="start">player02</MenuButton>],
        ['open (language)', <MenuButton items={languages} defaultOpen menuLabel="Language" align="start">বাংলা</MenuButton>],
      ]}
    />
  ),
};
