// The captcha picture: every digit has ink, and the image is a 120×44 PNG.
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { renderCaptcha } from '../../../../src/server/modules/captcha/image.ts';
import { glyphInk } from '../../../../src/server/modules/captcha/font.ts';

describe('captcha picture', () => {
  it('draws every digit with ink, and a 120×44 PNG', () => {
    for (const d of '0123456789') {
      let ink = 0;
      for (let v = 0; v < 7; v += 0.25) for (let u = 0; u < 5; u += 0.25) if (glyphInk(d, u, v)) ink++;
      expect(ink, d).toBeGreaterThan(100);
    }
    const png = PNG.sync.read(renderCaptcha('0427'));
    expect([png.width, png.height]).toEqual([120, 44]);
  });
});
