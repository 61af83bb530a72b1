// The captcha picture: each digit from the bitmap font, scaled, rotated and shifted at random, the whole
// picture bent by two sine waves, over a tinted background with crossing lines and speckles. Encoded as PNG.
import { randomInt } from 'node:crypto';
import { PNG } from 'pngjs';
import { GLYPH_HEIGHT, GLYPH_WIDTH, glyphInk } from './font.ts';

export const CAPTCHA_WIDTH = 120;
export const CAPTCHA_HEIGHT = 44;
const SUPERSAMPLE = 3;

type Rgb = [number, number, number];

/** Uniform float in [a, b) from the CSPRNG (the picture must not be predictable from Math.random). */
function rand(a: number, b: number): number {
  return a + (randomInt(1_000_000) / 1_000_000) * (b - a);
}

function blend(data: Buffer, i: number, c: Rgb, alpha: number): void {
  for (let k = 0; k < 3; k++) data[i + k] = Math.round(data[i + k]! * (1 - alpha) + c[k]! * alpha);
}

interface PlacedGlyph {
  ch: string;
  cx: number;
  cy: number;
  scale: number;
  cos: number;
  sin: number;
  color: Rgb;
}

/** A PNG of text (digits of the bitmap font) that people read easily and simple OCR does not. */
export function renderCaptcha(text: string): Buffer {
  const png = new PNG({ width: CAPTCHA_WIDTH, height: CAPTCHA_HEIGHT });
  const data = png.data;
  const hue = rand(0, 1);
  // Light background with a soft horizontal gradient.
  for (let y = 0; y < CAPTCHA_HEIGHT; y++)
    for (let x = 0; x < CAPTCHA_WIDTH; x++) {
      const i = (y * CAPTCHA_WIDTH + x) * 4;
      const t = x / CAPTCHA_WIDTH;
      data[i] = Math.round(236 + 14 * Math.sin(hue * 6 + t));
      data[i + 1] = Math.round(238 + 12 * Math.sin(hue * 6 + 2 + t));
      data[i + 2] = Math.round(240 + 10 * Math.sin(hue * 6 + 4 + t));
      data[i + 3] = 255;
    }

  // Speckles under the text.
  for (let n = 0; n < 90; n++) {
    const i = (randomInt(CAPTCHA_HEIGHT) * CAPTCHA_WIDTH + randomInt(CAPTCHA_WIDTH)) * 4;
    blend(data, i, [randomInt(120, 200), randomInt(120, 200), randomInt(120, 200)], 0.8);
  }

  const slot = CAPTCHA_WIDTH / (text.length + 1);
  const glyphs: PlacedGlyph[] = [...text].map((ch, k) => {
    const angle = rand(-0.35, 0.35);
    return {
      ch,
      cx: slot * (k + 1) + rand(-2.5, 2.5),
      cy: CAPTCHA_HEIGHT / 2 + rand(-3, 3),
      scale: rand(3.5, 4),
      cos: Math.cos(angle),
      sin: Math.sin(angle),
      color: [randomInt(10, 90), randomInt(10, 90), randomInt(40, 130)],
    };
  });
  const wave = { ax: rand(1, 2), ay: rand(1, 2), fx: rand(0.08, 0.16), fy: rand(0.1, 0.2), px: rand(0, 6.3), py: rand(0, 6.3) };

  for (let y = 0; y < CAPTCHA_HEIGHT; y++)
    for (let x = 0; x < CAPTCHA_WIDTH; x++)
      for (const g of glyphs) {
        // Cheap reject: outside the glyph's rotated box (diagonal ~ 8.6 cells) plus the wave amplitude.
        if (Math.abs(x - g.cx) > g.scale * 4.5 + 4 || Math.abs(y - g.cy) > g.scale * 4.5 + 4) continue;
        let covered = 0;
        for (let sy = 0; sy < SUPERSAMPLE; sy++)
          for (let sx = 0; sx < SUPERSAMPLE; sx++) {
            const px = x + (sx + 0.5) / SUPERSAMPLE;
            const py = y + (sy + 0.5) / SUPERSAMPLE;
            const wx = px + wave.ax * Math.sin(py * wave.fy + wave.py) - g.cx;
            const wy = py + wave.ay * Math.sin(px * wave.fx + wave.px) - g.cy;
            const u = (wx * g.cos + wy * g.sin) / g.scale + GLYPH_WIDTH / 2;
            const v = (-wx * g.sin + wy * g.cos) / g.scale + GLYPH_HEIGHT / 2;
            if (glyphInk(g.ch, u, v)) covered++;
          }
        if (covered) blend(data, (y * CAPTCHA_WIDTH + x) * 4, g.color, covered / SUPERSAMPLE ** 2);
      }

  // Lines crossing the text: same darkness as the glyphs, so they cannot be filtered by colour alone.
  for (let n = 0; n < 3; n++) {
    const color: Rgb = [randomInt(40, 140), randomInt(40, 140), randomInt(40, 140)];
    const y0 = rand(6, CAPTCHA_HEIGHT - 6);
    const amp = rand(3, 9);
    const freq = rand(0.03, 0.08);
    const phase = rand(0, 6.3);
    for (let x = 0; x < CAPTCHA_WIDTH; x++) {
      const yf = y0 + amp * Math.sin(x * freq + phase);
      const y = Math.floor(yf);
      const frac = yf - y;
      if (y >= 0 && y < CAPTCHA_HEIGHT) blend(data, (y * CAPTCHA_WIDTH + x) * 4, color, 0.75 * (1 - frac));
      if (y + 1 >= 0 && y + 1 < CAPTCHA_HEIGHT) blend(data, ((y + 1) * CAPTCHA_WIDTH + x) * 4, color, 0.75 * frac);
    }
  }

  return PNG.sync.write(png, { colorType: 2 });
}
