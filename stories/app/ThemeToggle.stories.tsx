import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ThemeToggle } from '../../src/app/layout/ThemeToggle.tsx';

/** The face that shows for the page's mode: a sun ("Switch to light mode") in dark, a moon ("Switch to dark mode") in light. */
function shownFace(button: HTMLElement): string | null {
  const shown = [...button.querySelectorAll<HTMLElement>('[data-face]')].filter((f) => getComputedStyle(f).display !== 'none');
  return shown.length === 1 ? shown[0]!.dataset.face! : null;
}

/**
 * Header light/dark switch. Both faces are in the markup, so it renders the same on the server in either
 * mode; html[data-mode] shows one. Its accessible name is the action, in the current language.
 */
const meta = {
  title: 'App/ThemeToggle',
  component: ThemeToggle,
  decorators: [(Story) => <div style={{ padding: 16, color: 'var(--color-text-primary)' }}><Story /></div>],
} satisfies Meta<typeof ThemeToggle>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The face of the toolbar's mode; the name says what a press does. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByTestId('theme-toggle');
    await expect(shownFace(button)).toBe(document.documentElement.dataset.mode === 'dark' ? 'dark' : 'light');
    await expect(button.textContent).not.toBe('');
  },
};

/** Pressed once: the page's mode flips, and the other face (and name) shows. */
export const Flipped: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByTestId('theme-toggle');
    const before = document.documentElement.dataset.mode;
    const name = (): string => [...button.querySelectorAll<HTMLElement>('[data-face]')].find((f) => getComputedStyle(f).display !== 'none')!.textContent!;
    const nameBefore = name();
    await userEvent.click(button);
    await expect(document.documentElement.dataset.mode).not.toBe(before);
    await expect(name()).not.toBe(nameBefore);
    // leave the page as the toolbar set it, for the next story
    await userEvent.click(button);
    await expect(document.documentElement.dataset.mode).toBe(before);
  },
};
