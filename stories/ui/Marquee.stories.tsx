import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Marquee } from '../../src/ui/index.ts';
import { Matrix } from './helpers.tsx';

const notice =
  'Scheduled maintenance on 20 January from 02:00 to 03:00. Deposits made during the window are credited afterwards.';

// Paused in stories: the text rests at the start position (the visual runner also turns animations off).
const meta = {
  title: 'UI/Marquee',
  component: Marquee,
  args: { children: notice, paused: true },
} satisfies Meta<typeof Marquee>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Paused: Story = {};
export const Short: Story = { args: { children: 'Welcome to the new site!' } };
export const Bengali: Story = { args: { children: 'প্রিয় সদস্য, ২০ জানুয়ারি রাত ২টা থেকে ৩টা পর্যন্ত রক্ষণাবেক্ষণ চলবে।' } };
export const WithoutIcon: Story = { args: { icon: null } };
export const Clickable: Story = { args: { onActivate: fn() } };
export const CustomLabel: Story = { args: { label: 'Announcements' } };

export const AllStates: Story = {
  render: () => (
    <Matrix
      columns={1}
      items={[
        ['paused', <Marquee paused label="Notice A">{notice}</Marquee>],
        ['short', <Marquee paused label="Notice B">Welcome to the new site!</Marquee>],
        ['বাংলা', <Marquee paused label="Notice C">প্রিয় সদস্য, ২০ জানুয়ারি রাত ২টা থেকে ৩টা পর্যন্ত রক্ষণাবেক্ষণ চলবে।</Marquee>],
        ['no icon', <Marquee paused icon={null} label="Notice D">{notice}</Marquee>],
        ['clickable', <Marquee paused onActivate={() => {}} label="Notice E">{notice}</Marquee>],
      ]}
    />
  ),
};
