// The server's own texts (src/server/i18n): one catalog per platform language, EN the fallback per id; plain
// arguments are filled as text, plural ones as numbers; pages and labels built from them follow the language.
import { describe, expect, it } from 'vitest';
import CN from '../../../src/server/i18n/translations/CN.json' with { type: 'json' };
import EN from '../../../src/server/i18n/translations/EN.json' with { type: 'json' };
import TH from '../../../src/server/i18n/translations/TH.json' with { type: 'json' };
import { SERVER_CATALOGS, serverText, serverTextOf, serverTexts } from '../../../src/server/i18n/texts.ts';
import { localizedMessage } from '../../../src/server/http/messages.ts';
import { classifyOf } from '../../../src/server/modules/games/classify.ts';
import { offlineMessages } from '../../../src/server/modules/pwa/messages.ts';

describe('server texts', () => {
  it('every catalog on disk is loaded by its language code', () => {
    expect(Object.keys(SERVER_CATALOGS)).toEqual(expect.arrayContaining(['EN', 'BN', 'CN', 'TH']));
  });

  it('fills plain arguments as given (ASCII digits in every language) and a missing one as nothing', () => {
    expect(serverText('api.login.locked', 'TH', { time: '10:30', minutes: 15 })).toBe('เข้าสู่ระบบไม่สำเร็จหลายครั้งเกินไป คุณสามารถเข้าสู่ระบบได้อีกครั้งเวลา 10:30 (ในอีก 15 นาที)');
    expect(serverText('api.register.terms_required', 'BN', { age: 18 })).toContain('18');
    expect(serverText('notice.payments.withdrawalRejected.body', 'EN', { id: 'W1', amount: '5.00' })).toBe(
      'Your withdrawal W1 of 5.00 was rejected and the amount returned to your main wallet. ',
    );
  });

  it('a plural argument takes the number: one minute, five minutes', () => {
    expect(serverText('sms.code', 'EN', { brand: 'Lotus Play', code: '123456', minutes: 1 })).toBe(
      'Lotus Play: your verification code is 123456. It expires in 1 minute. Never share it.',
    );
    expect(serverText('sms.code', 'EN', { brand: 'Lotus Play', code: '123456', minutes: 5 })).toContain('in 5 minutes.');
    expect(serverText('sms.code', 'CN', { brand: 'Lotus Play', code: '123456', minutes: 5 })).toBe('【Lotus Play】您的验证码为 123456，5 分钟内有效。请勿向任何人透露。');
  });

  it('a language without a catalog, in any case, reads EN; an unknown id is undefined', () => {
    expect(serverText('offline.title', 'XX')).toBe(EN['offline.title']);
    expect(serverText('offline.title', 'th')).toBe(TH['offline.title']);
    expect(serverTextOf('api.no.such.code', 'TH')).toBeUndefined();
    expect(localizedMessage('login.bad_credentials', 'CN')).toBe(CN['api.login.bad_credentials']);
    expect(localizedMessage('no.such.code', 'CN')).toBeUndefined();
  });

  it('a stored-per-language title carries every catalog language', () => {
    const title = serverTexts('reward.draw.raffle');
    expect(title).toMatchObject({ EN: 'Red envelope', CN: '红包', TH: 'อั่งเปา' });
  });

  it('game category labels and the offline page words follow the language', () => {
    expect(classifyOf(new Map([['FISH', 3], ['SC', 1]]), 'CN')).toEqual([
      { key: 'SC', displayName: '刮刮乐', gameCount: 1 },
      { key: 'FISH', displayName: '捕鱼', gameCount: 3 },
    ]);
    expect(offlineMessages('TH')).toEqual({ title: TH['offline.title'], body: TH['offline.body'], retry: TH['offline.retry'] });
  });
});
