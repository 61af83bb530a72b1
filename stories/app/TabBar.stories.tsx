import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useCallback, type ReactNode } from 'react';
import { expect } from 'storybook/test';
import { TabBar } from '../../src/app/layout/TabBar.tsx';
import type { BootPayload, MemberInfo } from '../../src/generated/types.ts';
import { BootOverride, storyBalance, WithFreshApi, WithSession, type StoryVisitor } from './fixtures.tsx';

const PHONE = { viewport: { value: 'phone390', isRotated: false } };

/** The phone's bottom tab bar: shown below the tablet breakpoint only, so these stories pin the phone viewport. */
const meta = {
  title: 'App/TabBar',
  component: TabBar,
  tags: ['phone'],
  globals: PHONE,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof TabBar>;
export default meta;
type Story = StoryObj<typeof meta>;

const asVisitor: Decorator = (Story, { parameters }) => (
  <WithFreshApi answers={{ 'GET /wps/v2/wallets/balance': storyBalance }}>
    <WithSession as={(parameters.visitor as StoryVisitor | undefined) ?? 'guest'} info={parameters.info as Partial<MemberInfo> | undefined}>
      <Story />
    </WithSession>
  </WithFreshApi>
);

/** The brand's layout.tabBar replaced (or removed, for the engine's default), as another brand file would set it. */
function withTabBar(tabBar: string[] | undefined, flagsOff: string[] = []): Decorator {
  function WithTabBar({ children }: { children: ReactNode }) {
    const change = useCallback((boot: BootPayload): BootPayload => {
      if (tabBar) boot.brand.layout = { tabBar: tabBar as NonNullable<NonNullable<BootPayload['brand']['layout']>['tabBar']> };
      else delete boot.brand.layout;
      const off = (nodes: BootPayload['status']['info']['whitelabel'][]): void => {
        for (const n of nodes) {
          if (flagsOff.includes(n.modId)) n.enabled = '0';
          off(n.childrenNodes ?? []);
        }
      };
      off([boot.status.info.whitelabel]);
      return boot;
    }, []);
    return <BootOverride change={change}>{children}</BootOverride>;
  }
  return (Story) => (
    <WithTabBar>
      <Story />
    </WithTabBar>
  );
}

/** The brand's own bar on the home page: Home is current. */
export const OnHome: Story = { parameters: { route: '/' } };
/** On a category the brand put in its bar: that tab is current. */
export const OnCategory: Story = { parameters: { route: '/live' } };
/** A member: the account tab says Account and leads to the member center. */
export const LoggedIn: Story = { decorators: [asVisitor], parameters: { visitor: 'member', route: '/member' } };
/** A brand without layout.tabBar: the engine's default (home, two categories, promotions, account). */
export const EngineDefault: Story = { decorators: [withTabBar(undefined)], parameters: { route: '/promotions' } };
/** Favourites and points mall configured but switched off (GAMELOFAV3, PTSYS3): those tabs are dropped. */
export const FlagsOff: Story = {
  decorators: [withTabBar(['home', 'favorite', 'recent', 'pointMall', 'menu'], ['GAMELOFAV3', 'PTSYS3'])],
  parameters: { route: '/recent' },
};

const PROMO_INFO: Partial<MemberInfo> = { availablePromoCount: 3 };

/** A member with availablePromoCount 3 on the engine's default bar: the promotions tab carries a badge naming the count. */
export const PromotionsBadge: Story = {
  decorators: [asVisitor, withTabBar(undefined)],
  parameters: { visitor: 'member', info: PROMO_INFO, route: '/' },
  play: async ({ canvasElement }) => {
    const tab = canvasElement.querySelector('[data-tab=promotions]')!;
    await expect(tab.querySelector('[data-badge-anchor]')).not.toBeNull();
    // the accessible name says how many, in the brand's language and digits: longer than the label alone
    await expect((tab.textContent ?? '').length).toBeGreaterThan((tab.querySelector(':scope > span:last-child')?.textContent ?? '').length);
  },
};
