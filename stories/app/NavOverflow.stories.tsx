import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { useBoot } from '../../src/app/boot/BootContext.tsx';
import { NavOverflow } from '../../src/app/layout/NavOverflow.tsx';
import { navItems } from '../../src/app/layout/navItems.ts';
import { token } from '../../src/engine/theme/token.ts';

/** The brand's header navigation in a header-coloured box of a given width. */
function BrandNav({ width, promotions = 0 }: { width: number; promotions?: number }): ReactNode {
  const { lanes } = useBoot();
  return (
    <div style={{ display: 'flex', width, padding: 8, background: token('color.bg.header'), color: token('color.text.onHeader') }}>
      <NavOverflow items={navItems(lanes, promotions)} />
    </div>
  );
}

/** Header navigation: items that do not fit go under "More", whole; none is cut mid-word. */
const meta = {
  title: 'App/NavOverflow',
  component: BrandNav,
  parameters: { layout: 'padded' },
  play: async ({ canvasElement }) => {
    // the split runs after the first render (ResizeObserver): wait for it
    await within(canvasElement).findByRole('navigation');
    await waitFor(() => expect(canvasElement.querySelector('ul[data-measured]')).not.toBeNull());
  },
} satisfies Meta<typeof BrandNav>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Wide enough for every item: More holds its place, invisible. */
export const AllFit: Story = { args: { width: 1400 } };
/** A tablet's header: a few items, the rest under More. */
export const Tablet: Story = { args: { width: 480 }, parameters: { route: '/live' } };
/** More opened: the items that did not fit, the current page among them. */
export const MoreOpen: Story = {
  args: { width: 360 },
  parameters: { route: '/promotions' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('ul[data-measured]')).not.toBeNull());
    // a brand whose few items all fit (no game categories) has no More to open
    const more = within(canvasElement).queryByRole('button', { name: /More|আরও/ });
    if (!more) return;
    await userEvent.click(more);
    await expect(await within(canvasElement).findByRole('menu')).toBeInTheDocument();
  },
};

/** A member with availablePromoCount 4: PROMOTIONS carries a badge; under More on a narrow header, the badge goes along. */
export const PromotionsBadge: Story = {
  args: { width: 1400, promotions: 4 },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('ul[data-measured]')).not.toBeNull());
    const promo = canvasElement.querySelector('[data-nav=PROMO]')!;
    await expect(promo.querySelectorAll('span').length).toBeGreaterThan(0);
  },
};

/** A narrow header with availablePromoCount 2: PROMOTIONS sits under More, so More carries the badge and says why. */
export const PromotionsBadgeUnderMore: Story = {
  args: { width: 360, promotions: 2 },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('ul[data-measured]')).not.toBeNull());
    const hidden = canvasElement.querySelector('li[data-overflow] [data-nav=PROMO]');
    const more = canvasElement.querySelector('[data-testid=nav-more] button')!;
    // a brand whose items all fit keeps PROMOTIONS in the row, with its own badge
    if (!hidden) return;
    // the name comes from the content: the count's words are part of it
    await expect(more.getAttribute('aria-label')).toBeNull();
    await expect(more.querySelectorAll('span').length).toBeGreaterThan(0);
  },
};
