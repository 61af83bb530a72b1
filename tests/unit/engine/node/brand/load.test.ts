import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bootPayload, systemStatus } from '../../../../../src/engine/brand/client.ts';
import { formatProblem } from '../../../../../src/engine/brand/errors.ts';
import { loadBrandDir, loadBrandSet } from '../../../../../src/engine/node/brand/load.ts';
import { systemStatusCode } from '../../../../../src/engine/brand/status-code.ts';
import { validateBootPayload, validateSystemStatus } from '../../../../../src/generated/validators.js';

const FIXTURES = 'tests/fixtures/broken-brands';
const here = { ip: '127.0.0.1', countryCode: 'ZZ' };

describe('shipped brands', () => {
  const set = loadBrandSet('brands');
  it('all load with no problems and no cross-brand conflicts', () => {
    expect(set.failures.flatMap((f) => f.problems.map(formatProblem))).toEqual([]);
    expect(set.conflicts).toEqual([]);
    expect(set.brands.map((b) => b.id).sort()).toEqual(['aurora', 'lotus', 'pebble', 'qamar']);
  });
  it('exactly one is the default and it is BN-default dark', () => {
    const defaults = set.brands.filter((b) => b.isDefault);
    expect(defaults).toHaveLength(1);
    expect(defaults[0]!.config.languages).toEqual({ supported: ['BN', 'EN'], default: 'BN' });
    expect(defaults[0]!.theme.defaultMode).toBe('dark');
  });
  it('really differ: primary colour, radius, page background and flags', () => {
    const distinct = (f: (b: (typeof set.brands)[number]) => unknown) => new Set(set.brands.map((b) => JSON.stringify(f(b)))).size;
    expect(distinct((b) => b.theme.light.color.action.primary)).toBe(set.brands.length);
    expect(distinct((b) => b.theme.base.radius.md)).toBe(set.brands.length);
    expect(distinct((b) => b.theme.light.color.bg.page)).toBe(set.brands.length);
    expect(distinct((b) => b.flags)).toBe(set.brands.length);
  });
  it('produce boot payloads and statuses that pass the API schemas', () => {
    for (const b of set.brands) {
      const boot = bootPayload(b, { location: here, language: b.config.languages.default, mode: 'light' });
      expect(validateBootPayload(boot), JSON.stringify(validateBootPayload.errors)).toBe(true);
      expect(validateSystemStatus(boot.status)).toBe(true);
      expect(boot.brand.assets.logoLight).toBe(`/brands/${b.id}/${b.config.assets.logoLight}`);
    }
  });
  it('reference only local URLs (offline by design)', () => {
    for (const id of set.brands.map((b) => b.id)) {
      const text = readFileSync(join('brands', id, 'brand.json'), 'utf8');
      expect(text).not.toMatch(/https?:\/\//);
    }
  });
});

describe('system status: 1 maintenance, else 2 region restriction', () => {
  const lotus = loadBrandSet('brands').brands.find((b) => b.id === 'lotus')!;
  const withStatus = (status: typeof lotus.config.status) => ({ ...lotus, config: { ...lotus.config, status } });
  const now = new Date('2026-11-22T00:00:00Z');
  it('is normal by default', () => {
    expect(systemStatusCode(systemStatus(lotus, here, now))).toBe(0);
  });
  it('is maintenance until its end time, with the end time', () => {
    const b = withStatus({ maintenance: { enabled: true, endTime: '2026-11-23T00:00:00Z' }, regionRestriction: { enabled: true, allowedCountries: [] } });
    const s = systemStatus(b, here, now);
    expect(systemStatusCode(s)).toBe(1);
    expect(s.maintenanceEnd).toBe('2026-11-23T00:00:00Z');
    expect(systemStatus(b, here, new Date('2026-11-24T00:00:00Z')).maintenance).toBe(false);
  });
  it('blocks a country not in the allowed list', () => {
    const b = withStatus({ maintenance: { enabled: false }, regionRestriction: { enabled: true, allowedCountries: ['BD'] } });
    expect(systemStatusCode(systemStatus(b, here, now))).toBe(2);
    expect(systemStatusCode(systemStatus(b, { ip: '203.0.113.9', countryCode: 'BD' }, now))).toBe(0);
  });
});

describe('broken brand fixtures are rejected with file, pointer and expectation', () => {
  for (const name of readdirSync(FIXTURES).sort()) {
    it(`${name}`, () => {
      const expected = readFileSync(join(FIXTURES, name, 'expected.txt'), 'utf8').trim();
      const r = loadBrandDir(join(FIXTURES, name));
      expect(r.ok).toBe(false);
      const lines = r.ok ? [] : r.problems.map(formatProblem);
      expect(lines.some((l) => l.startsWith(expected)), `expected a line starting with\n${expected}\ngot\n${lines.join('\n')}`).toBe(true);
    });
  }
  it('brands:check over the fixture folder exits 1 and names every fixture', () => {
    let out = '';
    let code = 0;
    try {
      execFileSync('node', ['--import', 'tsx', 'scripts/brands-check.ts', FIXTURES], { encoding: 'utf8', stdio: 'pipe' });
    } catch (err) {
      const e = err as { status: number; stderr: string };
      code = e.status;
      out = e.stderr;
    }
    expect(code).toBe(1);
    for (const name of readdirSync(FIXTURES)) expect(out).toContain(`${FIXTURES}/${name}/brand.json`);
  });
});
