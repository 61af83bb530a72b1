import { beforeEach, describe, expect, it } from 'vitest';
import {
  markPopupShown,
  popupExecution,
  rememberFirstLogin,
  sawFirstLogin,
  shouldShowPopup,
} from '../../../../../src/app/features/announcements/popupOnce.ts';

describe('announcement popup types: A logged in, B anonymous, F first login', () => {
  it('picks the audience from the session', () => {
    expect(popupExecution(false, false, false)).toBe('B');
    expect(popupExecution(false, true, true)).toBe('B');
    expect(popupExecution(true, false, false)).toBe('A');
    expect(popupExecution(true, true, false)).toBe('F');
    // after the forced password change the member info no longer says first login; the session still does
    expect(popupExecution(true, false, true)).toBe('F');
  });

  it('a first login is remembered for the session', () => {
    sessionStorage.clear();
    expect(sawFirstLogin()).toBe(false);
    rememberFirstLogin();
    expect(sawFirstLogin()).toBe(true);
  });
});

describe('announcement popup is shown once per session per user type unless closed', () => {
  beforeEach(() => sessionStorage.clear());

  it('shows once, then not again in this session (a reload neither)', () => {
    expect(shouldShowPopup('B')).toBe(true);
    expect(shouldShowPopup('B')).toBe(true);
    markPopupShown('B');
    expect(shouldShowPopup('B')).toBe(false);
  });

  it('one audience shown does not hide another (a guest who logs in sees the members’ popup)', () => {
    markPopupShown('B');
    expect(shouldShowPopup('A')).toBe(true);
    expect(shouldShowPopup('F')).toBe(true);
  });

  it('a new session (storage cleared, e.g. logout or a new tab) shows it again', () => {
    markPopupShown('A');
    sessionStorage.clear();
    expect(shouldShowPopup('A')).toBe(true);
  });
});
