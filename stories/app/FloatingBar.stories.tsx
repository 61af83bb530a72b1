import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { FloatingBar } from '../../src/app/layout/FloatingBar.tsx';

const meta = {
  title: 'App/FloatingBar',
  // page level / layout: the visual runner also screenshots these at 390 × 844
  tags: ['phone'],
  component: FloatingBar,
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <div style={{ minHeight: 480 }}><Story /></div>],
} satisfies Meta<typeof FloatingBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

/** App download open: QR codes generated from the brand's iOS and Android resources (brands without them show none). */
export const DownloadOpen: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).queryByTestId('app-download');
    if (!button) return;
    await userEvent.click(button);
    await expect(await within(canvasElement).findByTestId('app-qr')).toBeInTheDocument();
  },
};
