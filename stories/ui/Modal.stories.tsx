import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button, Checkbox, Modal, TextField } from '../../src/ui/index.ts';
import { capabilities, requiring, whenAvailable } from '../capabilities.tsx';

const meta = {
  title: 'UI/Modal',
  component: Modal,
  args: { open: true, title: 'Sign in', onClose: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Modal>;
export default meta;
type Story = StoryObj<typeof meta>;

function LoginBody(): ReactNode {
  return (
    <form css={{ display: 'flex', flexDirection: 'column', gap: 16 }} onSubmit={(e) => e.preventDefault()}>
      <TextField label="Username" name="username" required autoComplete="username" />
      <TextField label="Password" name="password" type="password" required autoComplete="current-password" />
      <Checkbox label="Remember me" />
    </form>
  );
}

/** The login popup: title, close button, body, footer actions. */
export const Open: Story = {
  args: { width: 420, children: <LoginBody />, footer: <Button>Sign in</Button> },
};

/** With little content a modal is still 200 × 200. */
export const MinimumSize: Story = { args: { title: 'Notice', children: 'Short.' } };

/** A forced step (first-login password change): no close button and Esc does nothing. */
export const WithoutClose: Story = {
  args: {
    title: 'Change your password',
    hideClose: true,
    closeOnEsc: false,
    width: 420,
    children: <p css={{ margin: 0 }}>Your password has expired. Choose a new one to continue.</p>,
    footer: <Button>Continue</Button>,
  },
};

export const CustomCloseLabel: Story = {
  args: { title: 'Announcement', closeLabel: 'Dismiss announcement', children: 'Maintenance tonight 02:00–03:00.' },
};

export const LongContent: Story = {
  args: {
    title: 'Terms and conditions',
    width: 480,
    children: (
      <div>
        {Array.from({ length: 30 }, (_, i) => (
          <p key={i}>
            {i + 1}. Players must be of legal age. Promotions follow their own terms. The operator may review any
            account.
          </p>
        ))}
      </div>
    ),
    footer: (
      <>
        <Button variant="ghost">Decline</Button>
        <Button>Accept</Button>
      </>
    ),
  },
};

function Toggle(): ReactNode {
  const [open, setOpen] = useState(false);
  return (
    <div css={{ padding: 16 }}>
      <Button onClick={() => setOpen(true)}>Open modal</Button>
      <Modal open={open} onClose={() => setOpen(false)} title="Feedback" width={360}>
        <TextField label="Subject" />
      </Modal>
    </div>
  );
}

/** Opened from a button: focus moves in, Esc closes, focus returns; a click outside does not close. */
export const KeyboardAndOutsideClick: Story = {
  // its point is where focus ends up: shot with the focus ring (scripts/visual.ts)
  tags: ['focus-state'],
  // the play function looks controls up by their English names
  globals: { locale: 'EN' },
  decorators: [requiring(capabilities.language('EN'))],
  render: () => <Toggle />,
  play: whenAvailable(async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const opener = body.getByRole('button', { name: 'Open modal' });
    opener.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await body.findByRole('dialog', { name: 'Feedback' });
    await expect(body.getByRole('textbox', { name: 'Subject' })).toHaveFocus();
    await userEvent.keyboard('{Tab}');
    await expect(body.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.keyboard('{Tab}');
    await expect(body.getByRole('textbox', { name: 'Subject' })).toHaveFocus();
    const backdrop = canvasElement.ownerDocument.querySelector('[data-modal-backdrop]') as HTMLElement;
    backdrop.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    await expect(dialog).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await expect(body.queryByRole('dialog')).toBeNull();
    await expect(opener).toHaveFocus();
  }),
};

export const AllStates: Story = {
  args: { width: 420, children: <LoginBody />, footer: <Button>Sign in</Button> },
};

/**
 * Below the tablet breakpoint a modal is a full-height sheet: edge to edge, the header with the close button stays
 * while the body scrolls (the visual runner shoots `phone` stories at 390 × 844; wider, it is the centred box).
 */
export const PhoneSheet: Story = {
  tags: ['phone'],
  args: { ...LongContent.args, title: 'Terms and conditions' },
};
