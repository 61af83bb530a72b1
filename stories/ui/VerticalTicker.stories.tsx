import type { Meta, StoryObj } from '@storybook/react-vite';
import { VerticalTicker } from '../../src/ui/index.ts';
import { Matrix, Surface } from './helpers.tsx';

const rows = Array.from({ length: 12 }, (_, i) => ({
  key: String(i + 4),
  content: (
    <div style={{ display: 'flex', justifyContent: 'space-between', padding: '12px 8px' }}>
      <span>No. {i + 4}</span>
      <span>pl***{i}</span>
      <strong>{(98_765.43 - i * 1234.5).toLocaleString('en', { minimumFractionDigits: 2 })}</strong>
    </div>
  ),
}));

// Paused in stories: the rows rest at the top (the visual runner also turns animations off).
const meta = {
  title: 'UI/VerticalTicker',
  component: VerticalTicker,
  args: { rows, height: 200, paused: true, pauseLabel: 'Pause winners', playLabel: 'Play winners' },
  decorators: [
    (Story) => (
      <Surface width={420}>
        <Story />
      </Surface>
    ),
  ],
} satisfies Meta<typeof VerticalTicker>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Taller than its window: scrolls in a loop, with a pause control (here paused, so it offers "Play"). */
export const Scrolling: Story = {};
/** Rows that fit stand still: no copy, no control. */
export const FitsWindow: Story = { args: { rows: rows.slice(0, 3) } };
export const Empty: Story = { args: { rows: [] } };

export const AllStates: Story = {
  render: (args) => (
    <Matrix
      columns={3}
      items={[
        ['scrolling (paused)', <VerticalTicker {...args} />],
        ['fits its window', <VerticalTicker {...args} rows={rows.slice(0, 3)} />],
        ['empty', <VerticalTicker {...args} rows={[]} />],
      ]}
    />
  ),
};
