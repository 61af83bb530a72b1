import { css } from '@emotion/react';
import { token } from '../../../engine/theme/token.ts';

/** The heading of a home section (hot games, a game category). */
export const sectionHeading = css`
  margin: 0 0 ${token('space.sm')};
  font-family: ${token('font.family.heading')};
  font-size: ${token('font.size.lg')};
  color: ${token('color.text.primary')};
`;
