import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Button, ComingSoonPanel, WalletIcon } from '../../src/ui/index.ts';
import { Matrix } from './helpers.tsx';

const meta = {
  title: 'UI/ComingSoonPanel',
  component: ComingSoonPanel,
  args: { title: 'Points mall', text: 'Exchange your points for rewards. This part of the site opens soon.' },
} satisfies Meta<typeof ComingSoonPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithAction: Story = { args: { action: <Button onClick={fn()}>Back to home</Button> } };
export const CustomIconAndTag: Story = { args: { icon: <WalletIcon size={36} />, tag: 'Beta', title: 'Crypto wallet' } };
export const TitleOnly: Story = { args: { text: undefined } };

export const AllStates: Story = {
  render: () => (
    <Matrix
      columns={2}
      items={[
        ['default', <ComingSoonPanel headingLevel={3} title="Points mall" text="Exchange points for rewards." />],
        ['action', <ComingSoonPanel headingLevel={3} title="Agent center" text="Opens soon." action={<Button>Back to home</Button>} />],
        ['icon + tag', <ComingSoonPanel headingLevel={3} icon={<WalletIcon size={36} />} tag="Beta" title="Crypto wallet" />],
        ['বাংলা', <ComingSoonPanel headingLevel={3} title="পয়েন্ট মল" text="শীঘ্রই চালু হবে।" />],
      ]}
    />
  ),
};
