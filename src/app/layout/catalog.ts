// The look shared by the storefront pages (promotions, points mall): a titled page and a grid of tiles, one
// column on phones, then as many tiles of the page's minimum width as fit.
import { css } from '@emotion/react';
import styled from '@emotion/styled';
import { token } from '../../engine/theme/token.ts';

export const CatalogPage = styled.section`
  display: grid;
  gap: ${token('space.md')};
  padding-block: ${token('space.md')};
  min-width: 0;
  h1 {
    margin: 0;
    font-size: ${token('font.size.lg')};
  }
`;

/** A grid whose tiles are at least `minTile` wide (never wider than the screen). */
export function catalogGrid(minTile: string) {
  return styled.ul`
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: ${token('space.md')};
    grid-template-columns: repeat(auto-fill, minmax(min(100%, ${minTile}), 1fr));
  `;
}

/** One tile: a picture row, then the body filling the rest. */
export const catalogTile = css`
  display: grid;
  grid-template-rows: auto 1fr;
  min-width: 0;
  overflow: hidden;
  border: 1px solid ${token('color.border.default')};
  border-radius: ${token('radius.lg')};
  background: ${token('color.bg.surface')};
`;
