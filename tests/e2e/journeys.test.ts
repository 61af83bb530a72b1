// The journey table (journeys.ts) keeps the suite's coverage: every shipped brand runs on both devices somewhere,
// each journey's two runs are on two brands, and a journey gated by flags only runs where they are on.
import { describe, expect, it } from 'vitest';
import { brandFlags } from './engagement/setup.ts';
import { shippedBrands } from './brands.ts';
import { JOURNEYS, type Journey } from './journeys.ts';

const table: [string, Journey][] = Object.entries(JOURNEYS);

describe('where the journeys run', () => {
  it('every shipped brand runs on a phone and on a desktop in some journey', () => {
    const missing: string[] = [];
    for (const id of shippedBrands()) {
      if (!table.some(([, j]) => j.phone === id)) missing.push(`${id} on a phone`);
      if (!table.some(([, j]) => j.desktop === id)) missing.push(`${id} on a desktop`);
    }
    expect(missing).toEqual([]);
  });

  it('each journey runs on two different shipped brands', () => {
    const brands = shippedBrands();
    for (const [name, j] of table) {
      expect(j.phone, name).not.toBe(j.desktop);
      expect(brands, name).toContain(j.phone);
      expect(brands, name).toContain(j.desktop);
    }
  });

  it('a journey that needs flags runs only on brands with them on', () => {
    const off: string[] = [];
    for (const [name, j] of table)
      for (const flag of j.needs ?? []) for (const id of [j.phone, j.desktop]) if (!brandFlags(id)[flag]) off.push(`${name}: ${id} has ${flag} off`);
    expect(off).toEqual([]);
  });
});
