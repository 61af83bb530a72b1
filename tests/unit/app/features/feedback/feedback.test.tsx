// Feedback modal (feedbackModal): question type, description and captcha required, missing fields named in one
// 'X is empty' message, the description 20-200 characters after trimming (docs/spec/rules.md).
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import FeedbackModal from '../../../../../src/app/features/feedback/FeedbackModal.tsx';
import { checkFeedback, counterState, feedbackBody } from '../../../../../src/app/features/feedback/form.ts';
import { openFeedback } from '../../../../../src/app/features/feedback/open.ts';
import { GUEST_SESSION, useSession } from '../../../../../src/app/state/session.ts';
import { bootFor, fakeApi, Failure, memberInfoOf, renderForm } from '../../../support/harness.tsx';

const TEXT_20 = 'My deposit is late!!';

beforeEach(() => useSession.setState({ ...GUEST_SESSION }));
afterEach(cleanup);

describe('feedback form rules', () => {
  it('names every empty field at once; the length only once there is a description', () => {
    expect(checkFeedback({ type: '', content: '  ', captcha: '' })).toEqual({ ok: false, empty: ['type', 'content', 'captcha'], lengthBad: false });
    expect(checkFeedback({ type: '0', content: 'short', captcha: '12' })).toEqual({ ok: false, empty: [], lengthBad: true });
    expect(checkFeedback({ type: '6', content: TEXT_20, captcha: '12' })).toEqual({ ok: true });
  });

  it('19 and 201 characters after trimming are refused, 20 and 200 pass; code points count, not UTF-16 units', () => {
    const d = (content: string) => checkFeedback({ type: '1', content, captcha: '1' }).ok;
    expect(d(`  ${'a'.repeat(19)}  `)).toBe(false);
    expect(d(`  ${'a'.repeat(20)}  `)).toBe(true);
    expect(d('a'.repeat(200))).toBe(true);
    expect(d('a'.repeat(201))).toBe(false);
    expect(counterState('😀'.repeat(20))).toEqual({ count: 20, max: 200, within: true });
    expect(counterState('  abc  ')).toEqual({ count: 3, max: 200, within: false });
  });

  it('the body trims and sends the type as a number', () => {
    expect(feedbackBody({ type: '0', content: ` ${TEXT_20} `, captcha: ' 12 ' }, 'player1')).toEqual({ type: 0, content: TEXT_20, captcha: '12', sender: 'player1' });
  });

  it('a guest gets the login modal first; a trial member the real-account prompt; a member the feedback modal', () => {
    openFeedback();
    expect(useSession.getState().modal).toBe('login');
    useSession.getState().signIn(memberInfoOf('trial1', '4'));
    openFeedback();
    expect(useSession.getState().modal).toBe('trialPrompt');
    useSession.getState().signIn(memberInfoOf('player1'));
    openFeedback();
    expect(useSession.getState().modal).toBe('feedback');
  });
});

describe('feedback modal', () => {
  function open(answer: unknown) {
    useSession.getState().signIn(memberInfoOf('player1'));
    useSession.setState({ modal: 'feedback' });
    const api = fakeApi({ 'GET /wps/captcha': 'iVBORw0KGgo=', 'PUT /wps/feedback': answer });
    renderForm(<FeedbackModal />, { boot: bootFor('lotus'), request: api.request });
    return { api, dialog: screen.getByRole('dialog', { name: 'Feedback' }) };
  }

  it('the live counter follows the trimmed description; an empty submit warns naming every field and sends nothing', async () => {
    const { api, dialog } = open({ id: '1' });
    const counter = within(dialog).getByTestId('feedback-counter');
    expect(counter).toHaveTextContent('0/200');
    fireEvent.change(within(dialog).getByTestId('feedback-content'), { target: { value: '  hello  ' } });
    expect(counter).toHaveTextContent('5/200');
    expect(counter).toHaveAttribute('data-within', 'false');
    fireEvent.change(within(dialog).getByTestId('feedback-content'), { target: { value: '' } });
    await act(async () => fireEvent.click(within(dialog).getByTestId('feedback-submit')));
    expect(within(dialog).getByTestId('feedback-notice')).toHaveTextContent('Question type, Description, and Captcha is empty');
    expect(api.calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
  });

  it('sends type, trimmed content, captcha and the sender; success says the answer arrives in messages', async () => {
    const { api, dialog } = open({ id: '7' });
    fireEvent.change(within(dialog).getByTestId('feedback-type'), { target: { value: '2' } });
    fireEvent.change(within(dialog).getByTestId('feedback-content'), { target: { value: ` ${TEXT_20} ` } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Captcha/ }), { target: { value: '4321' } });
    await act(async () => fireEvent.click(within(dialog).getByTestId('feedback-submit')));
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({ type: 2, content: TEXT_20, captcha: '4321', sender: 'player1' });
    expect(within(dialog).getByTestId('feedback-sent')).toHaveTextContent('The answer will arrive in your messages');
  });

  it('a refused captcha shows the server message and loads a new image', async () => {
    const { api, dialog } = open(new Failure('login.captcha_invalid', 'Captcha is incorrect', { captcha: true }));
    fireEvent.change(within(dialog).getByTestId('feedback-type'), { target: { value: '0' } });
    fireEvent.change(within(dialog).getByTestId('feedback-content'), { target: { value: TEXT_20 } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Captcha/ }), { target: { value: '0000' } });
    const before = api.calls.filter((c) => c.path === '/wps/captcha').length;
    await act(async () => fireEvent.click(within(dialog).getByTestId('feedback-submit')));
    expect(within(dialog).getByTestId('feedback-notice')).toHaveTextContent('Captcha is incorrect');
    expect(api.calls.filter((c) => c.path === '/wps/captcha').length).toBe(before + 1);
    expect(within(dialog).getByRole('textbox', { name: /Captcha/ })).toHaveValue('');
  });
});
