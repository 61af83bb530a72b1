import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { useBrand } from '../../src/app/boot/BootContext.tsx';
import { ImageSourceProvider, VendorCard } from '../../src/ui/index.ts';
import { storyIcon } from '../app/games/gameFixtures.tsx';
import { Matrix } from './helpers.tsx';

function WithFallback({ children }: { children: ReactNode }): ReactNode {
  const brand = useBrand();
  return <ImageSourceProvider value={{ base: '', fallbackSrc: brand.assets.appIcon ?? brand.assets.favicon }}>{children}</ImageSourceProvider>;
}

const vendor = { vassalage: 'KSP', displayName: 'Kestrel Sports', lagerIcon: storyIcon('KSP', 200, '16 / 9'), gameCount: 0, maintenance: false };

const meta = {
  title: 'UI/VendorCard',
  // reads the brand (its CDN, currency or banners): rendered in the synthetic brands too
  tags: ['brand-config'],
  component: VendorCard,
  args: { vendor, theme: 0, onOpen: () => {} },
  decorators: [
    (Story) => (
      <WithFallback>
        <div css={{ width: 260 }}>
          <Story />
        </div>
      </WithFallback>
    ),
  ],
} satisfies Meta<typeof VendorCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithGameCount: Story = { args: { vendor: { ...vendor, gameCount: 48 } } };
/** A vendor under maintenance (brand config): shown on the card, launching answers 'Game maintenance'. */
export const Maintenance: Story = { args: { vendor: { ...vendor, maintenance: true } } };
export const ImageFallback: Story = { args: { vendor: { ...vendor, lagerIcon: 'data:image/svg+xml,broken' } } };

export const AllStates: Story = {
  decorators: [(Story) => <div css={{ width: 'auto' }}><Story /></div>],
  render: () => (
    <Matrix
      columns={3}
      items={[
        ...Array.from({ length: 6 }, (_, i): [string, ReactNode] => [
          `Theme ${i}`,
          <VendorCard key={i} vendor={{ ...vendor, vassalage: `V${i}`, lagerIcon: storyIcon(`V${i}`, i * 50, '16 / 9'), gameCount: i * 9 }} theme={i as 0 | 1 | 2 | 3 | 4 | 5} onOpen={() => {}} />,
        ]),
        ['Maintenance', <VendorCard key="m" vendor={{ ...vendor, maintenance: true }} theme={0} onOpen={() => {}} />],
        ['Fallback', <VendorCard key="f" vendor={{ ...vendor, lagerIcon: 'data:image/svg+xml,broken' }} theme={1} onOpen={() => {}} />],
      ]}
    />
  ),
};
