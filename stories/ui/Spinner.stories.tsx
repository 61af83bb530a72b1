import type { Meta, StoryObj } from '@storybook/react-vite';
import { Loader, Spinner } from '../../src/ui/index.ts';
import { Matrix, Row } from './helpers.tsx';

const meta = {
  title: 'UI/Spinner',
  component: Spinner,
} satisfies Meta<typeof Spinner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithVisibleLabel: Story = { args: { showLabel: true, label: 'Loading games' } };
export const Sizes: Story = {
  render: () => (
    <Row>
      <Spinner size="sm" />
      <Spinner size="md" />
      <Spinner size="lg" />
    </Row>
  ),
};
/** Block-level loading state that reserves its height (Loader). */
export const BlockLoader: Story = { render: () => <Loader label="Loading promotions" /> };

export const AllStates: Story = {
  render: () => (
    <Matrix
      columns={3}
      items={[
        ['small', <Spinner size="sm" />],
        ['medium', <Spinner />],
        ['large', <Spinner size="lg" />],
        ['visible label', <Spinner showLabel label="Loading games" />],
        ['default label', <Spinner showLabel />],
        ['loader', <Loader minHeight="96px" />],
      ]}
    />
  ),
};
