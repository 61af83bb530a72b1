import type { Meta, StoryObj } from '@storybook/react-vite';
import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { fn } from 'storybook/test';
import { token } from '../../src/engine/theme/token.ts';
import { Amount, Drawer, GlobeIcon, InboxIcon, UserIcon, WalletIcon } from '../../src/ui/index.ts';

const meta = {
  title: 'UI/Drawer',
  component: Drawer,
  args: { open: true, title: 'player01', onClose: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Drawer>;
export default meta;
type Story = StoryObj<typeof meta>;

const link = css`
  display: flex;
  align-items: center;
  gap: ${token('space.sm')};
  padding: ${token('space.sm')};
  border-radius: ${token('radius.sm')};
  color: ${token('color.text.primary')};
  text-decoration: none;
  &:hover {
    background: ${token('color.bg.sunken')};
  }
`;

function MemberMenu(): ReactNode {
  return (
    <nav aria-label="Member">
      <p css={{ margin: `0 0 ${token('space.md')}`, color: token('color.text.muted') }}>
        Balance <Amount value={12850.5} symbol="$" />
      </p>
      <ul css={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {[
          ['Profile', <UserIcon key="u" />],
          ['Wallet', <WalletIcon key="w" />],
          ['Inbox', <InboxIcon key="i" />],
          ['Language', <GlobeIcon key="g" />],
        ].map(([label, icon]) => (
          <li key={label as string}>
            <a href="#member" css={link}>
              {icon}
              {label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export const Right: Story = { args: { children: <MemberMenu /> } };
export const Left: Story = { args: { side: 'start', title: 'Games', children: <MemberMenu /> } };
export const Narrow: Story = { args: { width: 240, children: <MemberMenu /> } };
export const AllStates: Story = { args: { children: <MemberMenu /> } };
