import styled from '@emotion/styled';
import { token } from '../../../engine/theme/token.ts';

/** Phone first: one column; from tablet width the board and the controls sit side by side. */
export const PageGrid = styled.div`
  display: grid;
  gap: ${token('space.md')};
  max-width: 960px;
  margin: 0 auto;
  padding: ${token('space.sm')};
  @media (min-width: 720px) {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    & > [data-wide] {
      grid-column: 1 / -1;
    }
  }
`;

export const Panel = styled.section`
  display: grid;
  gap: ${token('space.sm')};
  padding: ${token('space.md')};
  border: 1px solid ${token('color.border.default')};
  border-radius: ${token('radius.md')};
  background: ${token('color.bg.surface')};
  color: ${token('color.text.primary')};
  h2,
  h3 {
    margin: 0;
    font-size: ${token('font.size.md')};
  }
`;

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${token('space.sm')};
  & > * {
    flex: 1 1 8rem;
  }
`;

export const Stat = styled.div`
  display: grid;
  gap: 2px;
  font-variant-numeric: tabular-nums;
  span {
    color: ${token('color.text.muted')};
    font-size: ${token('font.size.sm')};
  }
  strong {
    font-size: ${token('font.size.lg')};
  }
`;

export const Mono = styled.code`
  overflow-wrap: anywhere;
  font-family: ui-monospace, monospace;
  font-size: ${token('font.size.sm')};
`;

export const Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${token('space.sm')};
  h1 {
    margin: 0;
    font-size: ${token('font.size.xl')};
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    color: ${token('color.text.link')};
  }
`;
