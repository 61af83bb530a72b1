// Pure HTTP helpers (no database): cookies, path classes, and asset paths kept inside their brand's folder.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveInside } from '../../../src/server/brands/assets.ts';
import { readCookie } from '../../../src/server/http/cookies.ts';
import { isApiPath, isReservedPath, pathOf } from '../../../src/server/http/paths.ts';
import { REPO } from '../support/fixtures.ts';

describe('http helpers', () => {
  it('reads cookies', () => {
    expect(readCookie('a=1; mode=dark; lang=BN', 'mode')).toBe('dark');
    expect(readCookie('xmode=dark', 'mode')).toBeUndefined();
    expect(readCookie('lang=%E0%A6', 'lang')).toBe('%E0%A6');
    expect(readCookie(undefined, 'lang')).toBeUndefined();
  });
  it('classifies paths', () => {
    expect(pathOf('/wps/x?y=1')).toBe('/wps/x');
    expect(isApiPath('/wps')).toBe(true);
    expect(isApiPath('/wpsx')).toBe(false);
    expect(isReservedPath('/brands/a/assets/x.svg')).toBe(true);
    expect(isReservedPath('/member')).toBe(false);
  });
  it('resolveInside keeps paths inside the root', () => {
    const root = join(REPO, 'brands', 'aurora', 'assets');
    expect(resolveInside(root, 'favicon.svg')).toBe('favicon.svg');
    for (const bad of ['../brand.json', 'a/../../x', '/etc/passwd', '', '.hidden', 'x\\..\\y', 'favicon.svg\0'])
      expect(resolveInside(root, bad)).toBeNull();
  });
});
