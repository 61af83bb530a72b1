import { describe, expect, it } from 'vitest';
import { cdnUrl, isAllowedGameUrl, pickCdn } from '../../../../src/engine/games/cdn.ts';

describe('CDN choice and launched URLs', () => {
  it('picks one CDN of the list with the given random source and joins API paths to it', () => {
    expect(pickCdn(['/cdn/a', '/cdn/b/'], () => 0.99)).toBe('/cdn/b');
    expect(pickCdn(['/cdn/a', '/cdn/b'], () => 0)).toBe('/cdn/a');
    expect(pickCdn([])).toBe('');
    expect(cdnUrl('/cdn/images', '/TCG_GAME_ICONS/PXS/PXS-0001.svg')).toBe('/cdn/images/TCG_GAME_ICONS/PXS/PXS-0001.svg');
    expect(cdnUrl('/cdn/images', 'https://img.example/x.svg')).toBe('https://img.example/x.svg');
  });
  it('only same-origin or launch-CDN game URLs may be framed in /seamless', () => {
    const origin = 'http://lotus.localhost:8080';
    expect(isAllowedGameUrl('/cdn/launch/sandbox/abc?backUrl=/', origin, ['/cdn/launch'])).toBe(true);
    expect(isAllowedGameUrl('https://games.example/launch/t1', origin, ['https://games.example/launch'])).toBe(true);
    expect(isAllowedGameUrl('https://games.example/other', origin, ['https://games.example/launch'])).toBe(false);
    expect(isAllowedGameUrl('https://evil.example/x', origin, ['/cdn/launch'])).toBe(false);
    expect(isAllowedGameUrl('javascript:alert(1)', origin, ['/cdn/launch'])).toBe(false);
    expect(isAllowedGameUrl('//evil.example/x', origin, [])).toBe(false);
  });
});
