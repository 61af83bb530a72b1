// The cached server pages and the shell CSP: built once, each request only fills its nonce and location in.
import { describe, expect, it } from 'vitest';
import { loadBrandDir } from '../../../src/engine/node/brand/load.ts';
import { serializeCsp, shellCsp, shellCspHeader } from '../../../src/server/shell/csp.ts';
import { compilePage, fillPage } from '../../../src/server/shell/ssrPage.ts';

describe('server page bytes', () => {
  it('a compiled page filled with values is the text with its slots replaced, multi-byte text intact', () => {
    const html = '<p>ssrNonceSlot0 লটারি ssrIpSlot0/ssrCountrySlot0 ✓ ssrNonceSlot0</p>';
    const page = compilePage(html);
    expect(page.slots).toEqual(['ssrNonceSlot0', 'ssrIpSlot0', 'ssrCountrySlot0', 'ssrNonceSlot0']);
    const values = { ssrNonceSlot0: 'ab+/cd==', ssrIpSlot0: '2001:db8::1', ssrCountrySlot0: 'BD' };
    expect(fillPage(page, values).toString('utf8')).toBe('<p>ab+/cd== লটারি 2001:db8::1/BD ✓ ab+/cd==</p>');
    // a page without slots is its bytes
    expect(fillPage(compilePage('ৎ'), {}).toString('utf8')).toBe('ৎ');
  });

  it('the cached shell CSP is the policy serialised for this nonce, per brand and options', () => {
    const loaded = loadBrandDir('brands/aurora');
    if (!loaded.ok) throw new Error('aurora does not load');
    const brand = loaded.brand;
    for (const opts of [
      { dev: false, https: false },
      { dev: false, https: true, scriptHashes: ["'sha256-abc'"] },
      { dev: true, https: false },
    ]) {
      for (const nonce of ['n1+/==', 'second']) expect(shellCspHeader(brand, { ...opts, nonce })).toBe(serializeCsp(shellCsp(brand, { ...opts, nonce })));
    }
  });
});
