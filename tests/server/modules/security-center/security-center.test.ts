// Security center of the member center (the securityCenter page, the member's fields): profile under brand rules,
// binding a mobile number / e-mail with a code, login history with IPs and devices.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginHistory, MemberProfile } from '../../../../src/generated/types.ts';
import { validateLoginHistory, validateMemberProfile } from '../../../../src/generated/validators.js';
import { Client, createAccount, lastCode, openWorld, uniqueName, type TestWorld } from '../../support/world.ts';
import { removeTemps } from '../../support/fixtures.ts';
import { dbLegs } from '../../support/legs.ts';
import { closeServers } from '../../support/server.ts';

let mobileSeq = 0;
const bdMobile = (): string => `17${String(Date.now()).slice(-5)}${String(++mobileSeq).padStart(3, '0')}`;

describe.each(dbLegs())('security center on $name', (leg) => {
  let world: TestWorld;
  let ipSeq = 0;
  const ip = (): string => `10.11.${Math.floor(++ipSeq / 250)}.${ipSeq % 250}`;

  beforeAll(async () => {
    if (leg.available) world = await openWorld(leg);
  });
  afterAll(async () => {
    await closeServers();
    await world?.dispose();
    removeTemps();
  });

  async function member(extra: Record<string, unknown> = {}): Promise<{ c: Client; username: string }> {
    const username = uniqueName('sc');
    await createAccount(world, { brand: 'lotus', username, password: 'river2468', type: 'member', ...extra });
    const c = new Client(world, 'lotus.localhost', ip());
    const res = await c.login(username, 'river2468');
    expect(res.status, JSON.stringify(res.envelope)).toBe(200);
    return { c, username };
  }

  describe.skipIf(!leg.available)('', () => {
    it('GET /wps/member/profile lists the brand’s fields with their rules and masks the bound contacts', async () => {
      const { c, username } = await member({ email: 'rahim@example.com', payeeName: 'Rahim Uddin' });
      const res = await c.get<MemberProfile>('/wps/member/profile');
      expect(validateMemberProfile(res.envelope.value), JSON.stringify(res.envelope)).toBe(true);
      const p = res.envelope.value;
      expect(p.username).toBe(username);
      expect(p.email).toMatchObject({ bound: true, masked: 'r***@example.com' });
      expect(p.mobile.bound).toBe(false);
      expect(p.authenticator).toBe(false);
      const names = p.fields.map((f) => f.name);
      expect(names[0]).toBe('nickname');
      expect(names).toContain('birthday');
      // a set-once field with a value is locked; the nickname stays editable
      const payee = p.fields.find((f) => f.name === 'payeeName');
      if (payee) expect(payee).toMatchObject({ value: 'Rahim Uddin', editable: false });
      expect(p.fields.find((f) => f.name === 'nickname')?.editable).toBe(true);
    });

    it('POST /wps/member/profile saves valid fields; a bad birthday or a locked field changes nothing', async () => {
      const { c } = await member({ payeeName: 'Rahim Uddin' });
      const good = await c.post<MemberProfile>('/wps/member/profile', { fields: { nickname: 'Rahim', birthday: '1990-04-30' } });
      expect(good.envelope.success, JSON.stringify(good.envelope)).toBe(true);
      const value = (n: string) => good.envelope.value.fields.find((f) => f.name === n);
      expect(value('nickname')?.value).toBe('Rahim');
      expect(value('birthday')).toMatchObject({ value: '1990-04-30', editable: false });

      const bad = await c.post('/wps/member/profile', { fields: { nickname: 'x'.repeat(21) } });
      expect(bad.status).toBe(400);
      expect(bad.envelope.errorCode).toBe('register.invalid_field');
      const locked = await c.post('/wps/member/profile', { fields: { birthday: '1991-01-01' } });
      expect(locked.envelope.errorCode).toBe('profile.locked');
      const unknown = await c.post('/wps/member/profile', { fields: { password: 'x' } });
      expect(unknown.envelope.errorCode).toBe('request_param_err');
      const after = await c.get<MemberProfile>('/wps/member/profile');
      expect(after.envelope.value.fields.find((f) => f.name === 'nickname')?.value).toBe('Rahim');
      const fresh = await member();
      const badDate = await fresh.c.post('/wps/member/profile', { fields: { nickname: 'Other', birthday: '1990-13-01' } });
      expect(badDate.envelope.errorCode).toBe('register.invalid_field');
      const kept = await fresh.c.get<MemberProfile>('/wps/member/profile');
      expect(kept.envelope.value.fields.find((f) => f.name === 'nickname')?.value).not.toBe('Other');
    });

    it('bind e-mail: a code sent to the new address proves it; a wrong code is verification.invalid', async () => {
      const { c } = await member();
      const address = `${uniqueName('m')}@example.com`;
      const sent = await c.post('/wps/member/bind/code', { channel: 'email', target: address });
      expect(sent.envelope.success, JSON.stringify(sent.envelope)).toBe(true);
      const code = await lastCode(world, 'lotus', address);
      const wrong = await c.post('/wps/member/bind', { channel: 'email', target: address, code: code === '000000' ? '111111' : '000000' });
      expect(wrong.envelope.errorCode).toBe('verification.invalid');
      const ok = await c.post<MemberProfile>('/wps/member/bind', { channel: 'email', target: address, code });
      expect(ok.envelope.value.email.bound).toBe(true);
    });

    it('bind mobile: a number another member uses is refused before any SMS; sends are capped (sliding window)', async () => {
      const taken = bdMobile();
      await member({ mobileNum: taken, countryDialingCode: '880' });
      const { c } = await member();
      const refused = await c.post('/wps/member/bind/code', { channel: 'mobile', target: taken, countryDialingCode: '880' });
      expect(refused.envelope.errorCode).toBe('profile.contact_taken');
      const mine = bdMobile();
      world.clock.advance(61_000);
      let last = await c.post('/wps/member/bind/code', { channel: 'mobile', target: mine, countryDialingCode: '880' });
      expect(last.envelope.success, JSON.stringify(last.envelope)).toBe(true);
      for (let i = 0; i < 8 && last.envelope.success; i++) {
        world.clock.advance(61_000);
        last = await c.post('/wps/member/bind/code', { channel: 'mobile', target: mine, countryDialingCode: '880' });
      }
      expect(last.envelope.success).toBe(false);
      expect(['sms.too_many_requests', 'sms.countdown', 'request.throttled']).toContain(last.envelope.errorCode);
    });

    it('GET /wps/member/loginHistory lists each login with its IP and device, newest first', async () => {
      const username = uniqueName('lh');
      await createAccount(world, { brand: 'lotus', username, password: 'river2468', type: 'member' });
      const phone = new Client(world, 'lotus.localhost', '10.12.0.1');
      await phone.login(username, 'river2468');
      world.clock.advance(60_000);
      const desk = new Client(world, 'lotus.localhost', '10.12.0.2');
      const ua = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';
      const res = await desk.send('POST', '/wps/session/login', { body: { username, password: 'river2468', type: 'username' }, enc: true, headers: { 'user-agent': ua } });
      desk.token = (res.envelope.value as { token: string }).token;
      const h = await desk.get<LoginHistory>('/wps/member/loginHistory');
      expect(validateLoginHistory(h.envelope.value)).toBe(true);
      expect(h.envelope.value.content.map((e) => e.ip)).toEqual(['10.12.0.2', '10.12.0.1']);
      expect(h.envelope.value.content[0]!.device).toBe('Chrome on Windows');
    });
  });
});
