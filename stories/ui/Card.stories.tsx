import type { Meta, StoryObj } from '@storybook/react-vite';
import { Amount, Button, Card } from '../../src/ui/index.ts';
import { Matrix } from './helpers.tsx';

const meta = {
  title: 'UI/Card',
  component: Card,
  args: {
    title: 'Main wallet',
    children: <p css={{ margin: 0 }}>Transfers between wallets are instant and free.</p>,
  },
} satisfies Meta<typeof Card>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithActions: Story = {
  args: {
    actions: (
      <Button size="sm" variant="ghost">
        Refresh
      </Button>
    ),
    children: <Amount value={1284.5} size="lg" />,
  },
};
export const Raised: Story = { args: { elevation: 'raised' } };
export const Untitled: Story = { args: { title: undefined, as: 'div' } };
export const Article: Story = { args: { as: 'article', title: 'Weekend reload bonus', padding: 'lg' } };

export const AllStates: Story = {
  render: () => (
    <Matrix
      columns={3}
      items={[
        ['default', <Card title="Main wallet"><p css={{ margin: 0 }}>Transfers are instant.</p></Card>],
        ['actions', <Card title="Balance" actions={<Button size="sm" variant="ghost">Refresh</Button>}><Amount value={1284.5} size="lg" /></Card>],
        ['raised', <Card title="Raised" elevation="raised"><p css={{ margin: 0 }}>bg.raised</p></Card>],
        ['untitled', <Card as="div"><p css={{ margin: 0 }}>No title.</p></Card>],
        ['padding sm', <Card title="Compact" padding="sm"><p css={{ margin: 0 }}>Small padding.</p></Card>],
        ['padding none', <Card as="div" padding="none"><p css={{ margin: 0 }}>Flush content.</p></Card>],
      ]}
    />
  ),
};
