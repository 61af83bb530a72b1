import type { Meta, StoryObj } from '@storybook/react-vite';
import { Card, Skeleton } from '../../src/ui/index.ts';
import { Matrix, Row } from './helpers.tsx';

const meta = {
  title: 'UI/Skeleton',
  component: Skeleton,
  args: { width: '240px' },
} satisfies Meta<typeof Skeleton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Line: Story = {};
export const Paragraph: Story = { args: { lines: 3, width: '320px' } };
export const Circle: Story = { args: { circle: true, height: '48px' } };
export const Block: Story = { args: { width: '320px', height: '120px', radius: 'lg' } };

/** A game card placeholder with the same box as the loaded card: nothing shifts when data arrives. */
export const CardPlaceholder: Story = {
  render: () => (
    <div css={{ width: 280 }}>
      <Card as="div">
        <Skeleton height="140px" radius="md" />
        <Row>
          <Skeleton circle height="40px" />
          <div css={{ flex: 1 }}>
            <Skeleton lines={2} />
          </div>
        </Row>
      </Card>
    </div>
  ),
};

export const AllStates: Story = {
  render: () => (
    <Matrix
      columns={3}
      items={[
        ['line', <Skeleton width="200px" />],
        ['paragraph', <Skeleton lines={3} />],
        ['circle', <Skeleton circle height="48px" />],
        ['block lg', <Skeleton height="80px" radius="lg" />],
        ['pill', <Skeleton width="120px" height="32px" radius="pill" />],
        ['square', <Skeleton width="80px" height="80px" radius="none" />],
      ]}
    />
  ),
};
