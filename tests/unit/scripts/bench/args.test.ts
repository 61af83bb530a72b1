// @vitest-environment node
// npm run bench's arguments: which sections run on which brands.
import { describe, expect, it } from 'vitest';
import { parseBenchArgs } from '../../../../scripts/bench/args.ts';

const BRANDS = ['aurora', 'lotus', 'pebble'];

describe('parseBenchArgs', () => {
  it('runs every section on every brand by default', () => {
    expect(parseBenchArgs([], BRANDS)).toEqual({ sections: ['bundles', 'server', 'lighthouse', 'ledger', 'agents'], brands: BRANDS, build: true });
  });
  it('keeps the sections and brands asked for, in their usual order', () => {
    const o = parseBenchArgs(['--only=lighthouse,bundles', '--brands=lotus,aurora', '--no-build'], BRANDS);
    expect(o).toEqual({ sections: ['bundles', 'lighthouse'], brands: ['aurora', 'lotus'], build: false });
  });
  it('names what is wrong with an unknown section, brand or flag', () => {
    expect(() => parseBenchArgs(['--only=speed'], BRANDS)).toThrow(/unknown section speed/);
    expect(() => parseBenchArgs(['--brands=acme'], BRANDS)).toThrow(/no brand acme under brands\//);
    expect(() => parseBenchArgs(['--brand=lotus'], BRANDS)).toThrow(/unknown argument --brand=lotus/);
  });
});
