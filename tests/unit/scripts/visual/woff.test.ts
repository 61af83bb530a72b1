import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { woffToSfnt } from '../../../../scripts/visual/woff.ts';

const WOFF = join(import.meta.dirname, '../../../../node_modules/@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-400-normal.woff');

/** OpenType table checksum: the sum of big-endian uint32 words, zero-padded. */
function checksum(data: Buffer): number {
  const padded = Buffer.concat([data, Buffer.alloc((4 - (data.length % 4)) % 4)]);
  let sum = 0;
  for (let i = 0; i < padded.length; i += 4) sum = (sum + padded.readUInt32BE(i)) >>> 0;
  return sum;
}

function tables(sfnt: Buffer): Map<string, { checksum: number; data: Buffer }> {
  const n = sfnt.readUInt16BE(4);
  return new Map(
    Array.from({ length: n }, (_, i) => {
      const at = 12 + i * 16;
      const offset = sfnt.readUInt32BE(at + 8);
      return [sfnt.toString('latin1', at, at + 4), { checksum: sfnt.readUInt32BE(at + 4), data: sfnt.subarray(offset, offset + sfnt.readUInt32BE(at + 12)) }];
    }),
  );
}

describe('woffToSfnt', () => {
  const woff = readFileSync(WOFF);
  const sfnt = woffToSfnt(woff);

  it('keeps the flavour and every table of the WOFF', () => {
    expect(sfnt.readUInt32BE(0)).toBe(woff.readUInt32BE(4));
    expect(sfnt.readUInt16BE(4)).toBe(woff.readUInt16BE(12));
    expect([...tables(sfnt).keys()]).toEqual(expect.arrayContaining(['cmap', 'glyf', 'head', 'name']));
  });

  it('writes the binary-search header fields of the table directory', () => {
    const n = sfnt.readUInt16BE(4);
    const power = 2 ** Math.floor(Math.log2(n));
    expect([sfnt.readUInt16BE(6), sfnt.readUInt16BE(8), sfnt.readUInt16BE(10)]).toEqual([power * 16, Math.log2(power), n * 16 - power * 16]);
  });

  it('inflates every table to the data its checksum was computed over', () => {
    for (const [tag, t] of tables(sfnt)) {
      // head's checksum is computed with checkSumAdjustment (bytes 8–11) as zero
      const data = tag === 'head' ? Buffer.concat([t.data.subarray(0, 8), Buffer.alloc(4), t.data.subarray(12)]) : t.data;
      expect({ tag, checksum: checksum(data) }).toEqual({ tag, checksum: t.checksum });
    }
  });

  it('names the family it wraps', () => {
    expect(Buffer.from(tables(sfnt).get('name')!.data).swap16().toString('utf16le')).toContain('Noto Sans Bengali');
  });

  it('rejects a file that is not WOFF 1.0', () => {
    expect(() => woffToSfnt(Buffer.from('wOF2' + '\0'.repeat(60), 'latin1'))).toThrow('not a WOFF 1.0 file');
  });
});
