// A 5×7 bitmap font for the captcha's digits: drawn pixel by pixel, so the image needs no font file or canvas.
const ROWS: Record<string, string[]> = {
  '0': ['01110', '10001', '10011', '10101', '11001', '10001', '01110'],
  '1': ['00100', '01100', '00100', '00100', '00100', '00100', '01110'],
  '2': ['01110', '10001', '00001', '00010', '00100', '01000', '11111'],
  '3': ['11111', '00010', '00100', '00010', '00001', '10001', '01110'],
  '4': ['00010', '00110', '01010', '10010', '11111', '00010', '00010'],
  '5': ['11111', '10000', '11110', '00001', '00001', '10001', '01110'],
  '6': ['00110', '01000', '10000', '11110', '10001', '10001', '01110'],
  '7': ['11111', '00001', '00010', '00100', '01000', '01000', '01000'],
  '8': ['01110', '10001', '10001', '01110', '10001', '10001', '01110'],
  '9': ['01110', '10001', '10001', '01111', '00001', '00010', '01100'],
};

export const GLYPH_WIDTH = 5;
export const GLYPH_HEIGHT = 7;
export const CAPTCHA_ALPHABET = Object.keys(ROWS).join('');

/** Whether the glyph of ch has ink at column x, row y (integer cells of the 5×7 grid). */
export function glyphPixel(ch: string, x: number, y: number): boolean {
  const rows = ROWS[ch];
  if (!rows || x < 0 || y < 0 || x >= GLYPH_WIDTH || y >= GLYPH_HEIGHT) return false;
  return rows[y]![x] === '1';
}

const STROKE_RADIUS_SQ = 0.74 ** 2;

/**
 * Ink at a point (u, v) in glyph cells, drawing every inked cell as a round dot slightly larger than the
 * cell: neighbours (diagonal ones too) merge into smooth strokes instead of a staircase of squares.
 */
export function glyphInk(ch: string, u: number, v: number): boolean {
  const cx = Math.floor(u);
  const cy = Math.floor(v);
  for (let y = cy - 1; y <= cy + 1; y++)
    for (let x = cx - 1; x <= cx + 1; x++) {
      if (!glyphPixel(ch, x, y)) continue;
      const du = u - (x + 0.5);
      const dv = v - (y + 0.5);
      if (du * du + dv * dv <= STROKE_RADIUS_SQ) return true;
    }
  return false;
}
