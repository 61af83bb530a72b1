import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import AppDownloadPage from '../../../src/app/features/appDownload/AppDownloadPage.tsx';
import type { BootPayload, Resource } from '../../../src/generated/types.ts';
import { BootOverride } from '../fixtures.tsx';

// The floating bar's app download: /m/appDownload with iOS, Android and lite-app guides, QR codes made locally.
const APPS: Resource[] = [
  { resourceType: 'IOS', labelNameEn: 'iOS app', labelNameBn: 'আইওএস অ্যাপ', url: '/m/appDownload?platform=ios' },
  { resourceType: 'Android', labelNameEn: 'Android app', labelNameBn: 'অ্যান্ড্রয়েড অ্যাপ', url: '/m/appDownload?platform=android' },
  { resourceType: 'LITE', labelNameEn: 'Lite app', url: '/' },
];
const allApps = (boot: BootPayload): BootPayload => {
  boot.status.info.resources = [...boot.status.info.resources.filter((r) => !APPS.some((a) => a.resourceType === r.resourceType)), ...APPS];
  return boot;
};
const noApps = (boot: BootPayload): BootPayload => {
  boot.status.info.resources = boot.status.info.resources.filter((r) => !APPS.some((a) => a.resourceType === r.resourceType));
  return boot;
};

const meta = {
  title: 'App/AppDownload',
  tags: ['phone'],
  parameters: { layout: 'fullscreen', route: '/m/appDownload' },
  render: () => <></>,
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** The brand as shipped: its own app resources (not found when it has none). */
export const AsConfigured: Story = { render: () => <AppDownloadPage /> };

/** iOS, Android and lite app, each with a QR code and install steps. */
export const AllPlatforms: Story = {
  render: () => (
    <BootOverride change={allApps}>
      <AppDownloadPage />
    </BootOverride>
  ),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByTestId('app-IOS')).toBeInTheDocument();
    await expect(page.getByTestId('app-LITE')).toBeInTheDocument();
    await page.findAllByRole('img');
  },
};

/** No app resources: the route is not found. */
export const NoApps: Story = {
  render: () => (
    <BootOverride change={noApps}>
      <AppDownloadPage />
    </BootOverride>
  ),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('not-found')).toBeInTheDocument();
  },
};
