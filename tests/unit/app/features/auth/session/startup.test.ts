// The start address with a one-time handover code instead of a session token (the original platform took
// "?token=" and loaded member info from a token in the URL at start; ASVS V14.2.1: no session token in URLs).
import { afterEach, describe, expect, it } from 'vitest';
import { handoverDecision } from '../../../../../../src/app/features/auth/session/startup.ts';
import {
  addressWithoutSecrets,
  captureStartUrl,
  getStartUrl,
  hasPendingHandover,
  settleHandover,
  takeHandover,
} from '../../../../../../src/app/features/auth/session/startUrl.ts';

/** A stand-in for window.history that records what the address became. */
function fakeHistory(): History & { replaced: string[] } {
  const replaced: string[] = [];
  return {
    replaced,
    state: { idx: 0 },
    replaceState(_state: unknown, _unused: string, url?: string | URL | null) {
      replaced.push(String(url));
    },
  } as unknown as History & { replaced: string[] };
}

afterEach(() => {
  captureStartUrl('http://lotus.localhost/', null);
  settleHandover();
});

describe('the start address loses its secrets before anything is requested', () => {
  it('?handover= leaves the address (replaceState), other parameters and the hash stay', () => {
    const h = fakeHistory();
    captureStartUrl('http://lotus.localhost/lottery?gameCode=X&handover=c0de&lang=bn#top', h);
    expect(h.replaced).toEqual(['/lottery?gameCode=X&lang=bn#top']);
    expect(getStartUrl()).toBe('http://lotus.localhost/lottery?gameCode=X&handover=c0de&lang=bn#top');
  });
  it('?token= is removed and ignored: it is no way in any more', () => {
    const h = fakeHistory();
    captureStartUrl('http://lotus.localhost/?token=a-session-token', h);
    expect(h.replaced).toEqual(['/']);
    expect(takeHandover()).toBeNull();
    expect(hasPendingHandover()).toBe(false);
  });
  it('an address with neither is left alone', () => {
    const h = fakeHistory();
    captureStartUrl('http://lotus.localhost/register?affiliateCode=AG01', h);
    expect(h.replaced).toEqual([]);
    expect(addressWithoutSecrets('http://lotus.localhost/?a=1')).toBeNull();
    expect(addressWithoutSecrets('http://lotus.localhost/?handover=x&token=y')).toBe('/');
  });
});

describe('the handover code is taken once', () => {
  it('pending from capture (the route guard lets the page through) until session restore settles it', () => {
    captureStartUrl('http://lotus.localhost/member?handover=c0de', fakeHistory());
    expect(hasPendingHandover()).toBe(true);
    expect(takeHandover()).toBe('c0de');
    expect(takeHandover()).toBeNull();
    expect(hasPendingHandover()).toBe(true);
    settleHandover();
    expect(hasPendingHandover()).toBe(false);
  });
});

describe('whose session wins', () => {
  it('no session in the tab → sign in; the same member → keep, no question; another member → ask', () => {
    expect(handoverDecision(null, '7')).toBe('signIn');
    expect(handoverDecision('7', '7')).toBe('keep');
    expect(handoverDecision('8', '7')).toBe('ask');
  });
});
