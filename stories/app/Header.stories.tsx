import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState, type ReactNode } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Header } from '../../src/app/layout/Header.tsx';
import { useBalanceVisibility } from '../../src/app/state/balanceVisibility.ts';
import { storyBalance, WithFreshApi, WithSession, type StoryVisitor } from './fixtures.tsx';

const meta = {
  title: 'App/Header',
  // page level / layout: the visual runner also screenshots these at 390 × 844
  tags: ['phone'],
  component: Header,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Header>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor type for the story (guest by default), with the balance answered by a canned API. */
const asVisitor: Decorator = (Story, { parameters }) => (
  <WithFreshApi answers={{ 'GET /wps/v2/wallets/balance': storyBalance }}>
    <WithSession as={(parameters.visitor as StoryVisitor | undefined) ?? 'guest'} state={parameters.session as object | undefined}>
      <Story />
    </WithSession>
  </WithFreshApi>
);

/** The balance hidden (****), as a player who hid it before sees it; shown again after the story. */
function HiddenBalance({ children }: { children: ReactNode }): ReactNode {
  useState(() => useBalanceVisibility.setState({ hidden: true }));
  useEffect(() => () => useBalanceVisibility.setState({ hidden: false }), []);
  return children;
}
const balanceHidden: Decorator = (Story) => (
  <HiddenBalance>
    <Story />
  </HiddenBalance>
);

/** The logged-in part loads on demand: wait for it (and the balance) before the story counts as rendered. */
const accountLoaded = async (): Promise<void> => {
  await within(document.body).findByTestId('header-balance', {}, { timeout: 5000 });
};

export const OnHome: Story = { parameters: { route: '/' } };
export const OnCategory: Story = { parameters: { route: '/rng' } };
export const OnPromotions: Story = { parameters: { route: '/promotions' } };

/** Logged in: balance with 2 decimals, deposit, withdraw, the member menu. */
export const LoggedInMember: Story = { decorators: [asVisitor], parameters: { visitor: 'member' }, play: accountLoaded };

/** An agent: the member menu open, with the agent center entry. */
export const LoggedInAgent: Story = {
  decorators: [asVisitor],
  parameters: { visitor: 'agent' },
  play: async () => {
    await accountLoaded();
    const body = within(document.body);
    await userEvent.click(body.getByRole('button', { name: /Top Agent/ }));
    await expect(await body.findByRole('menu')).toBeInTheDocument();
  },
};

/** The balance hidden (remembered on the device). */
export const BalanceHidden: Story = { decorators: [asVisitor, balanceHidden], parameters: { visitor: 'member' }, play: accountLoaded };

/** A free-play (trial) account, marked as such. */
export const TrialMember: Story = { decorators: [asVisitor], parameters: { visitor: 'trial' }, play: accountLoaded };

/** A session is being restored at start: the account area holds its place. */
export const Restoring: Story = { decorators: [asVisitor], parameters: { session: { restoring: true } } };

/** Every active-item state in one view (guest). The logged-in states share one session store, so they are the stories above. */
export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      <Header />
    </div>
  ),
  parameters: { route: '/live' },
};

const PHONE = { viewport: { value: 'phone390', isRotated: false } };

/** Phone (below the tablet breakpoint): menu button, logo, login and register on one row; no navigation. */
export const PhoneGuest: Story = { tags: ['phone'], globals: PHONE, parameters: { route: '/' } };
/** Phone, logged in: the balance and the member menu icon; deposit and withdraw wait for a wider screen. */
export const PhoneMember: Story = {
  tags: ['phone'],
  globals: PHONE,
  decorators: [asVisitor],
  parameters: { visitor: 'member' },
  play: accountLoaded,
};
/** Tablet: the navigation comes back, what does not fit goes under More; language and mode stay in the drawer. */
export const Tablet: Story = { globals: { viewport: { value: 'tablet', isRotated: false } }, parameters: { route: '/live' } };
