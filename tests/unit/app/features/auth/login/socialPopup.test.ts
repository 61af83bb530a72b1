// The social popup's side of the one-click sign-in of the login modal (errors: popup blocked, popup
// closed): the popup opens inside the click, goes where the server's start says, and only the message
// carrying that start's state counts.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signInWithPopup, SocialPopupError } from '../../../../../../src/app/features/auth/login/socialPopup.ts';

interface FakePopup {
  closed: boolean;
  location: { href: string };
  close(): void;
}

function fakeWindow(popup: FakePopup | null) {
  const target = new EventTarget();
  const opened: string[] = [];
  const win = {
    location: { origin: 'https://play.example.test' },
    open: (url: string) => {
      opened.push(url);
      return popup;
    },
    addEventListener: target.addEventListener.bind(target),
    removeEventListener: target.removeEventListener.bind(target),
  };
  const post = (data: unknown, origin = 'https://play.example.test') => target.dispatchEvent(new MessageEvent('message', { data, origin }));
  return { win: win as unknown as Window, opened, post };
}

const popup = (): FakePopup => ({
  closed: false,
  location: { href: '' },
  close() {
    this.closed = true;
  },
});

afterEach(() => {
  vi.useRealTimers();
});

describe('signInWithPopup', () => {
  it('opens a blank popup at once, sends it to the started page, resolves with the proof of that start only', async () => {
    const p = popup();
    const { win, opened, post } = fakeWindow(p);
    let answer: (v: { url: string; state: string }) => void = () => {};
    const start = vi.fn(() => new Promise<{ url: string; state: string }>((r) => (answer = r)));
    const result = signInWithPopup('google', start, win);
    // Opened inside the click, before any answer: a popup blocker allows only that.
    expect(opened).toEqual(['']);
    expect(start).toHaveBeenCalledWith('google');
    answer({ url: 'https://accounts.example/auth?state=s1', state: 's1' });
    await Promise.resolve();
    expect(p.location.href).toBe('https://accounts.example/auth?state=s1');
    post({ type: 'wps-social', provider: 'google', state: 's1', idToken: 'forged' }, 'https://evil.example');
    post({ type: 'wps-social', provider: 'google', state: 'other', idToken: 'other' });
    post({ type: 'wps-social', provider: 'facebook', state: 's1', idToken: 'other' });
    post({ type: 'wps-social', provider: 'google', state: 's1', idToken: 'the-token' });
    await expect(result).resolves.toEqual({ idToken: 'the-token', state: 's1' });
  });

  it('a blocked popup asks the server nothing', async () => {
    const { win } = fakeWindow(null);
    const start = vi.fn();
    await expect(signInWithPopup('google', start, win)).rejects.toEqual(new SocialPopupError('blocked'));
    expect(start).not.toHaveBeenCalled();
  });

  it('a refused start closes the popup and passes the server\'s error on', async () => {
    const p = popup();
    const { win } = fakeWindow(p);
    const refusal = new Error('Function not available');
    await expect(signInWithPopup('telegram', () => Promise.reject(refusal), win)).rejects.toBe(refusal);
    expect(p.closed).toBe(true);
  });

  it('a cancelled sign-in or a closed popup is "closed"', async () => {
    const p = popup();
    const { win, post } = fakeWindow(p);
    const result = signInWithPopup('google', () => Promise.resolve({ url: '/x', state: 's2' }), win);
    await Promise.resolve();
    post({ type: 'wps-social', provider: 'google', state: 's2', error: 'cancelled' });
    await expect(result).rejects.toEqual(new SocialPopupError('closed'));

    vi.useFakeTimers();
    const q = popup();
    const closing = signInWithPopup('google', () => Promise.resolve({ url: '/x', state: 's3' }), fakeWindow(q).win);
    q.closed = true;
    vi.advanceTimersByTime(600);
    await Promise.resolve();
    vi.advanceTimersByTime(1_000);
    await expect(closing).rejects.toEqual(new SocialPopupError('closed'));
  });

  it('a message that arrives just after the popup closed itself still counts', async () => {
    vi.useFakeTimers();
    const p = popup();
    const { win, post } = fakeWindow(p);
    const result = signInWithPopup('google', () => Promise.resolve({ url: '/x', state: 's4' }), win);
    await Promise.resolve();
    p.closed = true;
    vi.advanceTimersByTime(600);
    post({ type: 'wps-social', provider: 'google', state: 's4', idToken: 'late-but-fine' });
    await expect(result).resolves.toEqual({ idToken: 'late-but-fine', state: 's4' });
  });
});
