import { css } from '@emotion/react';
import { token } from '../../../../engine/theme/token.ts';

export const formStack = css`
  display: flex;
  flex-direction: column;
  gap: ${token('space.md')};
`;

export const inlineRow = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  flex-wrap: wrap;
  gap: ${token('space.sm')};
`;

export const mobileRow = css`
  display: grid;
  grid-template-columns: minmax(7rem, 2fr) 3fr;
  gap: ${token('space.sm')};
  align-items: start;
`;
