import { beforeEach, describe, expect, it } from 'vitest';
import { forget, readRemembered, remember, REMEMBER_COOKIES, REMEMBER_MAX_AGE_S } from '../../../../../../src/app/features/auth/login/rememberMe.ts';

function clearCookies(): void {
  for (const c of document.cookie.split(';')) {
    const name = c.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; path=/; max-age=0`;
  }
}

beforeEach(clearCookies);

describe('remember me: cookies for 1 day, never the password', () => {
  it('keeps the username for 1 day', () => {
    expect(REMEMBER_MAX_AGE_S).toBe(86_400);
    remember({ username: 'player88' });
    expect(readRemembered()).toEqual({ username: 'player88' });
  });
  it('keeps the SMS mobile number and dialing code', () => {
    remember({ mobile: '1712345678', dialingCode: '880' });
    expect(readRemembered()).toEqual({ mobile: '1712345678', dialingCode: '880' });
  });
  it('forgets one method without touching the other', () => {
    remember({ username: 'player88' });
    remember({ mobile: '1712345678', dialingCode: '880' });
    forget('username');
    expect(readRemembered()).toEqual({ mobile: '1712345678', dialingCode: '880' });
    forget('sms');
    expect(readRemembered()).toEqual({});
  });
  it('reads values with separators and ignores other cookies', () => {
    expect(readRemembered(`a=1; ${REMEMBER_COOKIES.username}=${encodeURIComponent('a b;c')}; %zz=%E0`)).toEqual({ username: 'a b;c' });
  });
});
