import type { Meta, StoryObj } from '@storybook/react-vite';
import type { BootPayload } from '../../src/generated/types.ts';
import { MaintenancePage } from '../../src/app/features/status/MaintenancePage.tsx';
import { RegionBlockedPage } from '../../src/app/features/status/RegionBlockedPage.tsx';
import { BootOverride } from './fixtures.tsx';

const maintenance = (end: string | null) => (b: BootPayload): BootPayload => ({
  ...b,
  status: { ...b.status, maintenance: true, maintenanceEnd: end },
});
const region = (b: BootPayload): BootPayload => ({
  ...b,
  status: { ...b.status, regionRestriction: true, location: { ip: '203.0.113.24', countryCode: 'ZZ' } },
});
const noEnd = maintenance(null);
const withEnd = maintenance('2026-12-01T04:30:00Z');

/** System status pages: 1 maintenance, 2 region blocked. */
const meta = {
  title: 'App/StatusPages',
  // page level: the visual runner also screenshots these at 390 × 844
  tags: ['phone'],
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Maintenance: Story = {
  render: () => (
    <BootOverride change={noEnd}>
      <MaintenancePage />
    </BootOverride>
  ),
};
export const MaintenanceWithEndTime: Story = {
  render: () => (
    <BootOverride change={withEnd}>
      <MaintenancePage />
    </BootOverride>
  ),
};
export const RegionBlocked: Story = {
  render: () => (
    <BootOverride change={region}>
      <RegionBlockedPage />
    </BootOverride>
  ),
};
export const AllStates: Story = {
  render: () => (
    // the three pages side by side where each keeps 18rem (a desktop), stacked on a phone
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 18rem), 1fr))' }}>
      <BootOverride change={noEnd}>
        <MaintenancePage />
      </BootOverride>
      <BootOverride change={withEnd}>
        <MaintenancePage />
      </BootOverride>
      <BootOverride change={region}>
        <RegionBlockedPage />
      </BootOverride>
    </div>
  ),
};
