import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Amount, Carousel, ChevronLeftIcon, ChevronRightIcon, CloseIcon, Ltr, Pagination, PlayIcon, TextField } from '../../src/ui/index.ts';
import { frozenTimers, Row, Surface, ThemedSlide } from './helpers.tsx';

// Issue bullet "Right-to-left": the components whose layout has a direction, inside dir="rtl" in every brand
// (the RTL brand shows every story mirrored; this one also checks the mirroring in the default brand's run).

const slides = [
  <ThemedSlide key="1" theme={0} title="1" text="Rs 500" />,
  <ThemedSlide key="2" theme={1} title="2" text="Rs 1,000" />,
  <ThemedSlide key="3" theme={2} title="3" text="Rs 2,500" />,
];

function Mirrored(): ReactNode {
  return (
    <div dir="rtl">
      <Surface width={520}>
        <Row>
          <ChevronLeftIcon data-testid="chevron-back" />
          <ChevronRightIcon data-testid="chevron-forward" />
          <PlayIcon data-testid="play" />
          <CloseIcon />
        </Row>
        <Row>
          <Amount value={-1250.5} symbol="Rs" size="lg" />
          <Ltr>+92 300 1234567</Ltr>
        </Row>
        <TextField label="Mobile" type="tel" prefix="+92" defaultValue="3001234567" />
        <Pagination page={3} pageCount={8} onChange={() => {}} />
        <Carousel label="Banners" slides={slides} speed={0} timers={frozenTimers} phoneArrows />
      </Surface>
    </div>
  );
}

const meta = {
  title: 'UI/Right to left',
  parameters: { layout: 'padded' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** Chevrons flip, play and close do not; amounts and phone numbers stay LTR; the carousel moves leftwards. */
export const AllStates: Story = {
  render: () => <Mirrored />,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const transform = (el: Element) => getComputedStyle(el).transform;
    await expect(transform(c.getByTestId('chevron-back'))).toBe('matrix(-1, 0, 0, 1, 0, 0)');
    await expect(transform(c.getByTestId('play'))).toBe('none');
    await expect(c.getByLabelText('Mobile')).toHaveAttribute('dir', 'ltr');
    // the next-slide arrow sits at the inline end, the left; the second slide comes in from the left
    const region = canvasElement.querySelector('[aria-roledescription="carousel"]')!;
    const arrows = region.querySelectorAll(':scope > div > button[aria-controls$="-track"]');
    const [prev, next] = [arrows[0]!.getBoundingClientRect(), arrows[1]!.getBoundingClientRect()];
    await expect(next.left).toBeLessThan(prev.left);
    await userEvent.click(arrows[1]!);
    const second = region.querySelectorAll('[aria-roledescription="slide"]')[1]!;
    await waitFor(() => expect(Math.abs(second.getBoundingClientRect().left - region.getBoundingClientRect().left)).toBeLessThan(2));
    // back to the first slide, so the screenshot shows the resting state
    await userEvent.click(arrows[0]!);
  },
};
