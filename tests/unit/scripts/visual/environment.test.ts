import { describe, expect, it } from 'vitest';
import { diffEnvironment, type VisualEnvironment } from '../../../../scripts/visual/environment.ts';

const recorded: VisualEnvironment = {
  chromium: '156.0.8078.79',
  chromiumArgs: ['--headless', '--font-render-hinting=none'],
  libraries: { libfreetype6: '2.12.1+dfsg-5+deb12u4' },
  platform: 'linux',
  arch: 'x64',
  viewport: { width: 1024, height: 768 },
  deviceScaleFactor: 1,
  fontconfigSha256: 'a'.repeat(64),
  fonts: [
    { file: 'noto-sans-latin-400-normal.ttf', source: '@fontsource/noto-sans@5.3.0/files/noto-sans-latin-400-normal.woff', sha256: '1'.repeat(64) },
    { file: 'noto-serif-latin-700-normal.ttf', source: '@fontsource/noto-serif@5.3.0/files/noto-serif-latin-700-normal.woff', sha256: '2'.repeat(64) },
  ],
};

describe('diffEnvironment', () => {
  it('finds nothing when the environments match', () => {
    expect(diffEnvironment(recorded, structuredClone(recorded))).toEqual([]);
  });

  it('names each difference as old → new', () => {
    const current: VisualEnvironment = {
      ...structuredClone(recorded),
      chromium: '150.0.7871.100',
      libraries: { libfreetype6: '2.13.0' },
      viewport: { width: 1280, height: 768 },
      deviceScaleFactor: 2,
      fontconfigSha256: 'b'.repeat(64),
    };
    expect(diffEnvironment(recorded, current)).toEqual([
      'chromium: 156.0.8078.79 → 150.0.7871.100',
      'libfreetype6: 2.12.1+dfsg-5+deb12u4 → 2.13.0',
      'viewport: 1024×768 → 1280×768',
      'deviceScaleFactor: 1 → 2',
      'fontconfig: aaaaaaaaaaaa → bbbbbbbbbbbb',
    ]);
  });

  it('reports fonts that were removed, added or changed', () => {
    const current = structuredClone(recorded);
    current.fonts = [
      { ...recorded.fonts[0]!, source: '@fontsource/noto-sans@5.4.0/files/noto-sans-latin-400-normal.woff', sha256: '3'.repeat(64) },
      { file: 'noto-sans-bengali-bengali-400-normal.ttf', source: '@fontsource/noto-sans-bengali@5.3.0/files/x.woff', sha256: '4'.repeat(64) },
    ];
    expect(diffEnvironment(recorded, current)).toEqual([
      'font noto-serif-latin-700-normal.ttf: @fontsource/noto-serif@5.3.0/files/noto-serif-latin-700-normal.woff → (not exposed)',
      'font noto-sans-latin-400-normal.ttf: @fontsource/noto-sans@5.3.0/files/noto-sans-latin-400-normal.woff 111111111111 → @fontsource/noto-sans@5.4.0/files/noto-sans-latin-400-normal.woff 333333333333',
      'font noto-sans-bengali-bengali-400-normal.ttf: (not exposed) → @fontsource/noto-sans-bengali@5.3.0/files/x.woff',
    ]);
  });

  it('reports a library present on only one side and changed flags', () => {
    const current = { ...structuredClone(recorded), libraries: {}, chromiumArgs: ['--headless'] };
    expect(diffEnvironment(recorded, current)).toEqual([
      'chromium flags: --headless --font-render-hinting=none → --headless',
      'libfreetype6: 2.12.1+dfsg-5+deb12u4 → (none)',
    ]);
  });
});
