import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { cardTheme, type CardTheme } from '../../src/engine/games/cards.ts';
import { GameCard, ImageSourceProvider, type GameCardProps } from '../../src/ui/index.ts';
import { useBrand } from '../../src/app/boot/BootContext.tsx';
import { storyGame } from '../app/games/gameFixtures.tsx';
import { Matrix } from './helpers.tsx';

/** The brand's app icon is the fallback, as GamesScope sets it in the app. */
function WithFallback({ children }: { children: ReactNode }): ReactNode {
  const brand = useBrand();
  return <ImageSourceProvider value={{ base: '', fallbackSrc: brand.assets.appIcon ?? brand.assets.favicon }}>{children}</ImageSourceProvider>;
}

const meta = {
  title: 'UI/GameCard',
  // reads the brand (its CDN, currency or banners): rendered in the synthetic brands too
  tags: ['brand-config'],
  component: GameCard,
  args: { game: storyGame(2), theme: 0, onLaunch: () => {} },
  decorators: [
    (Story) => (
      <WithFallback>
        <div css={{ width: 180 }}>
          <Story />
        </div>
      </WithFallback>
    ),
  ],
} satisfies Meta<typeof GameCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A guest's card: no favourite star. */
export const Guest: Story = {};
/** A member's card with the star; pressing it toggles (the page throttles and saves). */
function Toggling(props: GameCardProps): ReactNode {
  const [on, setOn] = useState(true);
  return <GameCard {...props} favorite={on} onFavorite={() => setOn((x) => !x)} />;
}
export const MemberFavorite: Story = { render: (args) => <Toggling {...args} /> };
export const HotAndNew: Story = { args: { game: storyGame(0, { gameGroupCode: ['NEW'] }) } };
/** A vendor under maintenance: the veil says so; launching is refused with 'Game maintenance'. */
export const Maintenance: Story = { args: { game: storyGame(3, { maintenance: true }) } };
/** The icon failed (one attempt): the brand's icon stands in, the box keeps its size. */
export const ImageFallback: Story = { args: { game: storyGame(4, { iconUrl: 'data:image/svg+xml,broken' }) } };
export const LongName: Story = { args: { game: storyGame(5, { gameName: 'The Extraordinarily Long Fortune of the Seven Jade Emperors' }) } };

/** Cards cycle over the brand's six themes; guest, favourite, hot/new, maintenance, fallback. */
export const AllStates: Story = {
  decorators: [(Story) => <div css={{ width: 'auto' }}><Story /></div>],
  render: () => (
    <Matrix
      columns={3}
      items={[
        ...Array.from({ length: 6 }, (_, i): [string, ReactNode] => [
          `Theme ${i}`,
          <GameCard key={i} game={storyGame(i)} theme={cardTheme(i) as CardTheme} onLaunch={() => {}} />,
        ]),
        ['Favourite', <GameCard key="f" game={storyGame(6)} theme={0} favorite onFavorite={() => {}} onLaunch={() => {}} />],
        ['Not favourite', <GameCard key="n" game={storyGame(7)} theme={1} favorite={false} onFavorite={() => {}} onLaunch={() => {}} />],
        ['New', <GameCard key="new" game={storyGame(1, { gameGroupCode: ['NEW'] })} theme={2} onLaunch={() => {}} />],
        ['Maintenance', <GameCard key="m" game={storyGame(8, { maintenance: true })} theme={3} onLaunch={() => {}} />],
        ['Fallback icon', <GameCard key="fb" game={storyGame(9, { iconUrl: 'data:image/svg+xml,broken' })} theme={4} onLaunch={() => {}} />],
      ]}
    />
  ),
};
