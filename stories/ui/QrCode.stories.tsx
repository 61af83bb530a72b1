import type { Meta, StoryObj } from '@storybook/react-vite';
import { QrCode } from '../../src/ui/index.ts';
import { Matrix } from './helpers.tsx';

const meta = {
  title: 'UI/QrCode',
  component: QrCode,
  args: { value: 'http://lotus.localhost:8080/m/appDownload?platform=ios', label: 'Scan to download the iOS app' },
} satisfies Meta<typeof QrCode>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Small: Story = { args: { size: 96 } };
export const Large: Story = { args: { size: 240 } };
export const HighErrorCorrection: Story = { args: { level: 'H' } };
export const ShortText: Story = { args: { value: 'INVITE-8842', label: 'Invite code INVITE-8842' } };

export const AllStates: Story = {
  render: () => (
    <Matrix
      columns={4}
      items={[
        ['iOS', <QrCode value="http://lotus.localhost:8080/m/appDownload?platform=ios" label="Download the iOS app" size={120} />],
        ['Android', <QrCode value="http://lotus.localhost:8080/m/appDownload?platform=android" label="Download the Android app" size={120} />],
        ['level H', <QrCode value="http://lotus.localhost:8080/m/appDownload?platform=ios" label="iOS app, level H" level="H" size={120} />],
        ['no quiet zone', <QrCode value="INVITE-8842" label="Invite code" margin={0} size={120} />],
      ]}
    />
  ),
};
