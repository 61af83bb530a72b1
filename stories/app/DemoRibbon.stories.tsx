import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { BootPayload } from '../../src/generated/types.ts';
import { DemoRibbon } from '../../src/app/layout/DemoRibbon.tsx';
import { BootOverride } from './fixtures.tsx';

const demo = (boot: BootPayload): BootPayload => ({ ...boot, demo: true });
const production = (boot: BootPayload): BootPayload => {
  const { demo: _demo, ...rest } = boot;
  void _demo;
  return rest;
};

/**
 * The strip a demo site shows above every page: its vendor and payments are the server's sandboxes, so its money
 * is play money. The server's boot payload says `demo: true` only on a demo site.
 */
const meta = {
  title: 'App/DemoRibbon',
  component: DemoRibbon,
} satisfies Meta<typeof DemoRibbon>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A demo site: the translated note, announced as a note. */
export const Demo: Story = {
  decorators: [(Story) => <BootOverride change={demo}><Story /></BootOverride>],
  play: async ({ canvasElement }) => {
    const ribbon = within(canvasElement).getByTestId('demo-ribbon');
    await expect(ribbon.getAttribute('role')).toBe('note');
    await expect(ribbon.textContent?.trim().length).toBeGreaterThan(0);
  },
};

/** A production site: nothing at all. */
export const Production: Story = {
  decorators: [(Story) => <BootOverride change={production}><Story /></BootOverride>],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByTestId('demo-ribbon')).toBeNull();
  },
};
