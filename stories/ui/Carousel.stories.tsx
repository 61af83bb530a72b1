import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { useBrand } from '../../src/app/boot/BootContext.tsx';
import { expect, waitFor, within } from 'storybook/test';
import { Carousel, EmptyState } from '../../src/ui/index.ts';
import { frozenTimers, Matrix, ThemedSlide } from './helpers.tsx';

const slides = [
  <ThemedSlide key="1" theme={0} title="Welcome bonus" text="100% on your first deposit" />,
  <ThemedSlide key="2" theme={1} title="Cricket season" text="Bet on every match" />,
  <ThemedSlide key="3" theme={2} title="Daily rebate" text="Up to 1.2% back, every day" />,
];

// Autoplay is frozen in stories (paused + timers that never fire) so screenshots are deterministic;
// the autoplay/loop behaviour is covered by tests/unit/ui/Carousel/Carousel.test.tsx with fake timers.
const meta = {
  title: 'UI/Carousel',
  // reads the brand (its CDN, currency or banners): rendered in the synthetic brands too
  tags: ['brand-config'],
  component: Carousel,
  args: { label: 'Promotions', slides, speed: 1000, timers: frozenTimers },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Carousel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const SecondSlide: Story = { args: { defaultIndex: 1 } };
/** Banners: autoplay 5000 ms, speed 1000 ms; paused here, so the pause control shows "Play". */
export const AutoplayPaused: Story = { args: { autoplay: 5000, paused: true } };
/** Without loop the previous arrow is disabled on the first slide. */
export const NoLoopAtStart: Story = { args: { loop: false } };
export const NoLoopAtEnd: Story = { args: { loop: false, defaultIndex: 2 } };
/** One banner never loops, so no arrows and no dots. */
export const SingleSlide: Story = { args: { slides: [slides[0]], autoplay: 5000 } };
export const WithoutArrows: Story = { args: { arrows: false } };
export const WithoutDots: Story = { args: { dots: false } };

const tiles = Array.from({ length: 9 }, (_, i) => (
  <ThemedSlide key={i} theme={(i % 6) as 0 | 1 | 2 | 3 | 4 | 5} title={`Game ${i + 1}`} text="Hot" />
));
/** Hot games: 4 per view, one slide per step (positions 1–6 of 9 tiles), arrows only above 7 items. */
export const FourPerView: Story = { args: { slides: tiles, perView: 4, aspectRatio: '4 / 1', dots: false, autoplay: 1200, paused: true } };
export const FourPerViewAtEnd: Story = { args: { slides: tiles, perView: 4, aspectRatio: '4 / 1', dots: false, loop: false, defaultIndex: 5 } };
/** Fewer tiles than the view holds: one position, nothing to move. */
export const FourPerViewFewTiles: Story = { args: { slides: tiles.slice(0, 3), perView: 4, aspectRatio: '4 / 1', autoplay: 1200 } };

function BrandBannersDemo(): ReactNode {
  const brand = useBrand();
  const banners = brand.banners.w_home ?? [];
  if (banners.length === 0) return <EmptyState title="No home banners" description={`${brand.name} has no w_home banners.`} />;
  return (
    <Carousel
      label="Home banners"
      autoplay={5000}
      paused
      timers={frozenTimers}
      slides={banners.map((b) => (
        <img key={b.bannerId} src={b.url} alt={b.title} />
      ))}
    />
  );
}

/** The current brand's own w_home banners (local /brands/<id>/assets URLs): 2 in lotus, 1 in aurora, none in pebble. */
export const BrandBanners: Story = { render: () => <BrandBannersDemo /> };

export const AllStates: Story = {
  render: (args) => (
    <Matrix
      columns={2}
      items={[
        ['first slide', <Carousel {...args} label="Promotions A" />],
        ['second slide', <Carousel {...args} label="Promotions B" defaultIndex={1} />],
        ['autoplay (paused)', <Carousel {...args} label="Promotions C" autoplay={5000} paused />],
        ['no loop, last slide', <Carousel {...args} label="Promotions D" loop={false} defaultIndex={2} />],
        ['single slide', <Carousel {...args} label="Promotions E" slides={[slides[0]]} />],
        ['no arrows', <Carousel {...args} label="Promotions F" arrows={false} />],
        ['4 per view', <Carousel {...args} label="Promotions G" slides={tiles} perView={4} aspectRatio="4 / 1" dots={false} />],
        ['4 per view, 3 tiles', <Carousel {...args} label="Promotions H" slides={tiles.slice(0, 3)} perView={4} aspectRatio="4 / 1" />],
      ]}
    />
  ),
};

/** Touch: a leftward swipe shows the next slide; on phones the arrows give way to swipe and dots. */
export const SwipeByTouch: Story = {
  tags: ['phone'],
  args: { loop: false },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Promotions' });
    const box = region.getBoundingClientRect();
    const y = box.top + box.height / 2;
    const at = (type: string, x: number): void => {
      region.dispatchEvent(new PointerEvent(type, { bubbles: true, pointerId: 7, isPrimary: true, pointerType: 'touch', clientX: x, clientY: y }));
    };
    // "next" is a swipe against the reading direction: leftwards, rightwards in a right-to-left page
    const rtl = getComputedStyle(region).direction === 'rtl';
    const from = box.left + box.width * (rtl ? 0.2 : 0.8);
    const to = box.left + box.width * (rtl ? 0.8 : 0.2);
    at('pointerdown', from);
    at('pointermove', (from + to) / 2);
    at('pointermove', to);
    at('pointerup', to);
    // the slide in view is the one that is not inert (its label's digits follow the story's language)
    const inView = (): number =>
      within(region)
        .getAllByRole('group')
        .filter((g) => g.getAttribute('aria-roledescription') === 'slide')
        .findIndex((g) => !g.hasAttribute('inert'));
    await waitFor(() => expect(inView()).toBe(1));
  },
};
