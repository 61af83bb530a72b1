import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import FeedbackModal from '../../../src/app/features/feedback/FeedbackModal.tsx';
import { AreaMessages } from '../../../src/app/i18n/AreaMessages.tsx';
import { FEEDBACK_LENGTH } from '../../../src/engine/feedback/rules.ts';
import { capabilities, Requires, whenAvailable } from '../../capabilities.tsx';
import { failWith, STORY_CAPTCHA, WithFreshApi, WithSession, type CannedAnswers } from '../fixtures.tsx';

// feedbackModal: every field required, one 'X is empty' warning, 20-200 characters. Only where FEEDBACK3 is on.
const answers: CannedAnswers = { 'GET /wps/captcha': STORY_CAPTCHA, 'PUT /wps/feedback': { id: '42' } };

const withModal: Decorator = (Story, { parameters }) => (
  <WithFreshApi answers={{ ...answers, ...(parameters.answers as CannedAnswers | undefined) }}>
    <Requires needs={[capabilities.flag('feedback', 'the feedback module (FEEDBACK3)')]}>
      <WithSession as="member" state={{ modal: 'feedback' }}>
        <AreaMessages area="auth">
          <FeedbackModal />
        </AreaMessages>
      </WithSession>
    </Requires>
  </WithFreshApi>
);

const meta = {
  title: 'App/Feedback/FeedbackModal',
  tags: ['phone'],
  decorators: [withModal],
  parameters: { layout: 'fullscreen' },
  render: () => <></>,
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (): ReturnType<typeof within> => within(document.body);
// a description of exactly the minimum length, in whatever language the toolbar shows
const VALID = 'x'.repeat(FEEDBACK_LENGTH.min);

async function fill(type: string, content: string, captcha: string): Promise<void> {
  const dialog = within(await body().findByRole('dialog'));
  await userEvent.selectOptions(dialog.getByTestId('feedback-type'), type);
  await userEvent.type(dialog.getByTestId('feedback-content'), content);
  const captchaInput = document.querySelector<HTMLInputElement>('[role=dialog] input[name=captcha]')!;
  await userEvent.type(captchaInput, captcha);
}

/** Nothing chosen or typed yet: the counter at 0. */
export const Empty: Story = {};

/** Submitted empty: one warning naming every missing field. */
export const EmptyWarning: Story = {
  play: whenAvailable(async () => {
    await userEvent.click(await body().findByTestId('feedback-submit'));
    await expect(await body().findByTestId('feedback-notice')).toBeInTheDocument();
  }),
};

/** Too short after trimming: the counter and the field say so. */
export const TooShort: Story = {
  play: whenAvailable(async () => {
    await fill('3', '  short  ', '1234');
    await userEvent.click(body().getByTestId('feedback-submit'));
    await waitFor(() => expect(body().getByTestId('feedback-content')).toHaveAttribute('aria-invalid', 'true'));
    await expect(body().getByTestId('feedback-counter')).toHaveAttribute('data-within', 'false');
  }),
};

/** The server refused the captcha: its message, and a new image to read. */
export const CaptchaRefused: Story = {
  parameters: { answers: { 'PUT /wps/feedback': failWith('login.captcha_invalid', 'Captcha is incorrect', { captcha: true }) } },
  play: whenAvailable(async () => {
    await fill('4', VALID, '0000');
    await userEvent.click(body().getByTestId('feedback-submit'));
    await expect(await body().findByTestId('feedback-notice')).toBeInTheDocument();
  }),
};

/** Sent: the answer will arrive in the member's messages. */
export const Sent: Story = {
  play: whenAvailable(async () => {
    await fill('1', VALID, '1234');
    await userEvent.click(body().getByTestId('feedback-submit'));
    await expect(await body().findByTestId('feedback-sent')).toBeInTheDocument();
  }),
};
