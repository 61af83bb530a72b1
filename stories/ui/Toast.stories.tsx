import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, type ReactNode } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button, Toast, ToastProvider, useToast } from '../../src/ui/index.ts';
import { frozenTimers, Matrix } from './helpers.tsx';
import { capabilities, requiring, whenAvailable } from '../capabilities.tsx';

const meta = {
  title: 'UI/Toast',
  component: Toast,
  args: { tone: 'info', children: 'Your deposit request was received.', onDismiss: fn() },
} satisfies Meta<typeof Toast>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {};
export const Success: Story = { args: { tone: 'success', children: 'Password changed.' } };
export const Warning: Story = { args: { tone: 'warning', children: 'Your session ends in 5 minutes.' } };
export const Danger: Story = { args: { tone: 'danger', children: 'The transfer failed. Try again.' } };
export const WithoutDismiss: Story = { args: { onDismiss: undefined } };

function Seed(): ReactNode {
  const toast = useToast();
  useEffect(() => {
    toast.show('Welcome back, player01.', { tone: 'success', id: 'a' });
    toast.show('A new promotion is available.', { tone: 'info', id: 'b' });
  }, [toast]);
  return null;
}

/** The live region as the app renders it (inline here), with two toasts; timers frozen. */
export const Region: Story = {
  render: () => (
    <ToastProvider timers={frozenTimers} inline>
      <Seed />
    </ToastProvider>
  ),
};

function Trigger(): ReactNode {
  const toast = useToast();
  return <Button onClick={() => toast.show('Saved.', { tone: 'success', duration: 0 })}>Save</Button>;
}

/** useToast(): the button adds a toast to the polite live region. */
export const Imperative: Story = {
  // the play function looks controls up by their English names
  globals: { locale: 'EN' },
  decorators: [requiring(capabilities.language('EN'))],
  render: () => (
    <ToastProvider timers={frozenTimers} inline>
      <Trigger />
    </ToastProvider>
  ),
  play: whenAvailable(async ({ canvasElement }) => {
    const c = within(canvasElement);
    c.getByRole('button', { name: 'Save' }).focus();
    await userEvent.keyboard('{Enter}');
    const region = c.getByRole('region', { name: 'Notifications' });
    await expect(region).toHaveTextContent('Saved.');
    await expect(region.querySelector('[aria-live="polite"]')).not.toBeNull();
  }),
};

export const AllStates: Story = {
  render: () => (
    <Matrix
      columns={2}
      items={[
        ['info', <Toast tone="info" onDismiss={() => {}}>Your deposit request was received.</Toast>],
        ['success', <Toast tone="success" onDismiss={() => {}}>Password changed.</Toast>],
        ['warning', <Toast tone="warning" onDismiss={() => {}}>Your session ends in 5 minutes.</Toast>],
        ['danger', <Toast tone="danger" onDismiss={() => {}}>The transfer failed. Try again.</Toast>],
        ['no dismiss', <Toast>Read-only notice.</Toast>],
        ['long', <Toast tone="info" onDismiss={() => {}}>A long message that wraps onto a second line so the layout of multi-line toasts is covered.</Toast>],
      ]}
    />
  ),
};
