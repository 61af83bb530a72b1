import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { useBrand } from '../../src/app/boot/BootContext.tsx';
import { LazyImage } from '../../src/ui/index.ts';
import { storyIcon } from '../app/games/gameFixtures.tsx';
import { Matrix } from './helpers.tsx';

const meta = {
  title: 'UI/LazyImage',
  // reads the brand (its CDN, currency or banners): rendered in the synthetic brands too
  tags: ['brand-config'],
  component: LazyImage,
  args: { src: storyIcon('LI', 150), alt: 'Lucky icon', ratio: '1 / 1' },
  decorators: [
    (Story) => (
      <div css={{ width: 160 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LazyImage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Loads once 10 % of the box is in view; the box's size is reserved by aspect-ratio. */
export const Square: Story = {};
export const Wide: Story = { args: { src: storyIcon('16:9', 30, '16 / 9'), ratio: '16 / 9' } };

function Fallback({ src }: { src: string }): ReactNode {
  const brand = useBrand();
  return <LazyImage src={src} fallbackSrc={brand.assets.appIcon ?? brand.assets.favicon} alt="" />;
}
/** One attempt: a failed image shows the brand's icon. */
export const BrandFallback: Story = { render: () => <Fallback src="data:image/svg+xml,broken" /> };
/** No fallback either: the reserved box stays empty (no broken-image icon). */
export const EmptyBox: Story = { args: { src: 'data:image/svg+xml,broken' } };

export const AllStates: Story = {
  decorators: [(Story) => <div css={{ width: 'auto' }}><Story /></div>],
  render: () => (
    <Matrix
      columns={4}
      items={[
        ['Square', <LazyImage key="s" src={storyIcon('1:1', 10)} alt="" />],
        ['16 / 9', <LazyImage key="w" src={storyIcon('16:9', 200, '16 / 9')} alt="" ratio="16 / 9" />],
        ['Brand fallback', <Fallback key="f" src="data:image/svg+xml,broken" />],
        ['Failed, no fallback', <LazyImage key="e" src="data:image/svg+xml,broken" alt="" />],
      ]}
    />
  ),
};
