import styled from '@emotion/styled';
import { token } from '../../../../engine/theme/token.ts';

/** Shared by the money pages of the member center: heading row, wallet tiles, a form column. */
export const PageHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${token('space.sm')};
  margin-bottom: ${token('space.md')};
  h2 {
    margin: 0;
    font-size: ${token('font.size.lg')};
  }
`;

export const Tiles = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(9.5rem, 1fr));
  gap: ${token('space.sm')};
  margin: 0 0 ${token('space.lg')};
  padding: 0;
  list-style: none;
`;

export const Tile = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${token('space.xs')};
  min-height: 44px;
  padding: ${token('space.sm')} ${token('space.md')};
  border: 1px solid ${token('color.border.default')};
  border-radius: ${token('radius.md')};
  background: ${token('color.bg.surface')};
  color: ${token('color.text.muted')};
  font-size: ${token('font.size.sm')};
  &[data-main='true'] {
    border-color: ${token('color.action.primary')};
  }
`;

export const FormColumn = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${token('space.md')};
  max-width: 28rem;
`;

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${token('space.sm')};
  & > * {
    flex: 1 1 10rem;
  }
`;
