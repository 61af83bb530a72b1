import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import HelpCenterPage from '../../../src/app/features/help/HelpCenterPage.tsx';
import HelpModal from '../../../src/app/features/help/HelpModal.tsx';
import { WithHelpCenter, WithSession } from '../fixtures.tsx';

// /helpmc opens the help center as the helpModal; /help#term opens and scrolls to that section.
const meta = {
  title: 'App/Help/HelpModal',
  tags: ['phone'],
  parameters: { layout: 'fullscreen' },
  render: () => <></>,
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** /helpmc: the brand's help sections in the modal, the first one open. */
export const Modal: Story = {
  render: () => (
    <WithHelpCenter>
      <WithSession state={{ modal: 'help' }}>
        <HelpModal />
      </WithSession>
    </WithHelpCenter>
  ),
  play: async () => {
    const dialog = within(await within(document.body).findByRole('dialog'));
    await expect(dialog.getByTestId('help-modal')).toBeInTheDocument();
  },
};

/** /help#<last section>: that section is open (and scrolled to) as well as the first. */
export const AnchorOpensSection: Story = {
  parameters: { route: '/help#faq' },
  render: () => (
    <WithHelpCenter>
      <HelpCenterPage />
    </WithHelpCenter>
  ),
  play: async ({ canvasElement }) => {
    const sections = await within(canvasElement).findByTestId('help-sections');
    const faq = sections.querySelector('details#faq');
    // a brand without a faq section has the first one open instead; one without help content has none to open
    const opened = faq ?? sections.querySelector('details');
    if (opened) await expect(opened.hasAttribute('open')).toBe(true);
    else await expect(sections.querySelectorAll('details[open]')).toHaveLength(0);
  },
};
