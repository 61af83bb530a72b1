import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { useBrand } from '../../../src/app/boot/BootContext.tsx';
import GameMenu from '../../../src/app/layout/GameMenu.tsx';
import { ImageSourceProvider } from '../../../src/ui/index.ts';
import type { BootPayload } from '../../../src/generated/types.ts';
import { BootOverride } from '../fixtures.tsx';

/** The brand's RNG category with 12 vendors: above 10 the menu takes its large layout. */
function manyVendors(boot: BootPayload): BootPayload {
  const rng = boot.brand.games.categories.find((c) => c.type === 'RNG');
  if (rng) rng.vendors = Array.from({ length: 12 }, (_, i) => rng.vendors[i] ?? { code: `RV${i + 1}`, name: `Reel Vendor ${i + 1}` });
  return boot;
}

function Menu({ type }: { type: string }): ReactNode {
  const brand = useBrand();
  // stories have no image CDN: every vendor icon fails at once (no request) and shows the brand's fallback icon
  const images = { base: 'data:image/svg+xml,', fallbackSrc: brand.assets.appIcon ?? brand.assets.favicon };
  // the menu hangs below the header bar it belongs to
  return (
    <div css={{ position: 'relative', height: 360 }}>
      <ImageSourceProvider value={images}>
        <GameMenu type={type} onClose={() => {}} />
      </ImageSourceProvider>
    </div>
  );
}

/** The header game menu: a category's vendors, each linking to its list (or the category's center). */
const meta = {
  title: 'App/Games/GameMenu',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** Up to 10 vendors: the compact list. */
export const Compact: Story = { render: () => <Menu type="RNG" /> };
/** More than 10 vendors: the large layout. */
export const Large: Story = {
  render: () => (
    <BootOverride change={manyVendors}>
      <Menu type="RNG" />
    </BootOverride>
  ),
};
/** Sports vendors open the sports center. */
export const Sports: Story = { render: () => <Menu type="SPORTS" /> };
export const AllStates: Story = {
  render: () => (
    <div css={{ display: 'grid', gap: 16 }}>
      <Menu type="LIVE" />
      <BootOverride change={manyVendors}>
        <Menu type="RNG" />
      </BootOverride>
    </div>
  ),
};
