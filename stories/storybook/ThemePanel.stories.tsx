import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import brands from 'virtual:storybook-brands';
import type { StorybookBrand } from '../../.storybook/brands.ts';
import type { Edits } from '../../.storybook/theme-panel/model.ts';
import { ThemePanel } from '../../.storybook/theme-panel/ThemePanel.tsx';

/** The Storybook Theme panel (docs/theme-panel.md) on the toolbar's brand: it wears that brand's tokens here. */
const meta = {
  title: 'Storybook/ThemePanel',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

function toolbarBrand(globals: StoryContext['globals']): { brand: StorybookBrand; mode: 'light' | 'dark' } {
  const brand = brands.find((b) => b.id === globals.brand) ?? brands[0]!;
  const mode = globals.mode === 'light' || globals.mode === 'dark' ? globals.mode : brand.defaultMode;
  return { brand, mode };
}

/** The panel with live edits (the stories are playable), starting from `initial(brand)`. */
function Panel({ globals, initial }: { globals: StoryContext['globals']; initial?: (brand: StorybookBrand) => Edits }): ReactNode {
  const { brand, mode } = toolbarBrand(globals);
  const [edits, setEdits] = useState<Edits>(() => initial?.(brand) ?? {});
  return <ThemePanel brandId={brand.id} brandName={brand.name} mode={mode} source={brand.themeSource} edits={edits} onEditsChange={setEdits} />;
}

/** The brand as brand.json declares it: palette and the current mode's roles open, every contrast pair passing. */
export const Default: Story = {
  render: (_args, { globals }) => <Panel globals={globals} />,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText(/pairs pass in both modes/)).toBeVisible();
    await expect(c.getByRole('button', { name: 'Reset' })).toBeDisabled();
    // editing a field marks it, enables reset, and typing the brand's value back clears the edit
    const step = canvasElement.querySelector<HTMLInputElement>('#theme-token-base-palette-primary-500')!;
    const original = step.value;
    await userEvent.clear(step);
    await userEvent.type(step, original === '#000000' ? '#ffffff' : '#000000');
    await expect(c.getByRole('button', { name: 'Reset' })).toBeEnabled();
    await expect(step.closest('[data-token]')).toHaveAttribute('data-edited', 'true');
    await userEvent.clear(step);
    await userEvent.type(step, original);
    await expect(c.getByRole('button', { name: 'Reset' })).toBeDisabled();
  },
};

/**
 * Muted text set to the page colour and the first game card's text to its gradient start, in both modes: the
 * panel lists each pair brands:check would reject (the edits are not applied to this document).
 */
export const FailingContrast: Story = {
  render: (_args, { globals }) => (
    <Panel
      globals={globals}
      initial={(b) => ({
        'light.color.text.muted': b.theme.light.color.bg.page,
        'dark.color.text.muted': b.theme.dark.color.bg.page,
        'light.gameCard.0.text': b.theme.light.gameCard[0]!.from,
        'dark.gameCard.0.text': b.theme.dark.gameCard[0]!.from,
      })}
    />
  ),
  play: async ({ canvasElement }) => {
    for (const mode of ['light', 'dark'])
      for (const pair of ['text.muted/bg.page', 'gameCard.0.text/gameCard.0.from'])
        await expect(canvasElement.querySelector(`[data-contrast-failure="${mode}:${pair}"]`)).not.toBeNull();
    await expect(within(canvasElement).getByText(/pairs fail: brands:check will reject this theme/)).toBeVisible();
  },
};

/** A palette step, a radius and a font size edited: marked, counted, and ready to export. */
export const Edited: Story = {
  render: (_args, { globals }) => (
    <Panel
      globals={globals}
      initial={(b) => ({
        'base.palette.primary.500': b.theme.base.palette.primary['500'] === '#0e7490' ? '#155e75' : '#0e7490',
        'base.radius.md': '12px',
        'base.font.size.md': '17px',
      })}
    />
  ),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText(/3 tokens edited \(marked •\)/)).toBeVisible();
    await expect(c.getByRole('button', { name: 'Copy theme JSON' })).toBeEnabled();
    await expect(canvasElement.querySelector('[data-theme-export]')?.textContent).toContain('"md": "12px"');
  },
};

/** A value the schema refuses: the field says why, the export is withheld until it is fixed. */
export const InvalidValue: Story = {
  render: (_args, { globals }) => <Panel globals={globals} initial={() => ({ 'base.radius.md': '12 px' })} />,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('button', { name: 'Copy theme JSON' })).toBeDisabled();
    await expect(c.getByText('Not exportable: the schema rejects')).toBeVisible();
  },
};
