// The synthetic brands pass the same loader as operators' brands (schema, register rules, languages, assets,
// contrast), and between them cover the extremes they are named for.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadBrandSet } from '../../../../src/engine/node/brand/load.ts';
import { folderHash } from '../../../../scripts/visual/fingerprint.ts';
import { syntheticBrands, writeSyntheticBrands } from '../../../../scripts/visual/synthetic-brands.ts';

const dir = mkdtempSync(join(tmpdir(), 'synthetic-brands-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('synthetic brands', () => {
  const ids = writeSyntheticBrands(dir);
  const set = loadBrandSet(dir);
  const byId = new Map(set.brands.map((b) => [b.id, b]));

  it('every one passes loadBrandSet, without cross-brand conflicts', () => {
    expect(set.failures).toEqual([]);
    expect(set.conflicts).toEqual([]);
    expect(set.brands.map((b) => b.id).sort()).toEqual([...ids].sort());
  });

  it('one has every optional feature off, one every feature on', () => {
    const bare = byId.get('syn-bare')!;
    const full = byId.get('syn-full')!;
    const optional = (on: boolean) => Object.entries(bare.flags).filter(([f, v]) => v === on && f !== 'root' && f !== 'common');
    expect(optional(true)).toEqual([]);
    expect(Object.entries(full.flags).filter(([f, v]) => !v && f !== 'dialingCodeReadOnly')).toEqual([]);
  });

  it('registration: mobile only in one, username only in another', () => {
    const mobile = byId.get('syn-mobile')!.flags;
    const username = byId.get('syn-username')!.flags;
    expect([mobile.mobileRegister, mobile.usernameRegister, mobile.smsLogin]).toEqual([true, false, true]);
    expect([username.mobileRegister, username.usernameRegister]).toEqual([false, true]);
  });

  it('the long brand uses the schema maximum for its name, and modes and default languages vary', () => {
    expect(byId.get('syn-long')!.config.name).toHaveLength(60);
    const brands = syntheticBrands().map((b) => b.config);
    expect(new Set(brands.map((b) => b.theme.defaultMode))).toEqual(new Set(['light', 'dark']));
    expect(new Set(brands.map((b) => b.languages.default)).size).toBeGreaterThanOrEqual(3);
  });

  it('are the same bytes every time they are written, wherever (their renders are fingerprinted by folder)', () => {
    const again = mkdtempSync(join(tmpdir(), 'synthetic-brands-again-'));
    try {
      writeSyntheticBrands(again);
      for (const id of ids) expect(folderHash(join(again, id))).toBe(folderHash(join(dir, id)));
    } finally {
      rmSync(again, { recursive: true, force: true });
    }
  });
});
