import styled from '@emotion/styled';
import { token } from '../../../../engine/theme/token.ts';

export const Heading = styled.h2`
  margin: 0 0 ${token('space.md')};
  font-size: ${token('font.size.lg')};
`;

/** Phone: one filter a row; wider: as many as fit. */
export const Filters = styled.form`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(10rem, 1fr));
  align-items: end;
  gap: ${token('space.sm')};
  margin-bottom: ${token('space.md')};
`;

export const Totals = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(7rem, 1fr));
  gap: ${token('space.sm')};
  margin-bottom: ${token('space.md')};
  padding: ${token('space.sm')};
  border-radius: ${token('radius.md')};
  background: ${token('color.bg.sunken')};
  & > div {
    display: grid;
    gap: 2px;
  }
  span {
    color: ${token('color.text.muted')};
    font-size: ${token('font.size.sm')};
  }
`;
