import styled from '@emotion/styled';
import { token } from '../../../../engine/theme/token.ts';

/** Shared by the deposit and withdrawal pages: channel chips, lists of orders, status lines. */
export const Chips = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(8.5rem, 1fr));
  gap: ${token('space.sm')};
`;

export const Chip = styled.button`
  min-height: 44px;
  padding: ${token('space.sm')} ${token('space.md')};
  border: 1px solid ${token('color.border.default')};
  border-radius: ${token('radius.md')};
  background: ${token('color.bg.surface')};
  color: ${token('color.text.primary')};
  font: inherit;
  text-align: start;
  cursor: pointer;
  display: flex;
  flex-direction: column;
  small {
    color: ${token('color.text.muted')};
  }
  &[aria-pressed='true'] {
    border-color: ${token('color.action.primary')};
    box-shadow: inset 0 0 0 1px ${token('color.action.primary')};
  }
  &:focus-visible {
    outline: 2px solid ${token('color.focus.ring')};
    outline-offset: 2px;
  }
`;

export const Legend = styled.p`
  margin: 0 0 ${token('space.xs')};
  font-weight: 600;
`;

export const Muted = styled.p`
  margin: 0;
  color: ${token('color.text.muted')};
  font-size: ${token('font.size.sm')};
  overflow-wrap: anywhere;
`;

export const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${token('space.sm')};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Item = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${token('space.xs')};
  padding: ${token('space.sm')} ${token('space.md')};
  border: 1px solid ${token('color.border.default')};
  border-radius: ${token('radius.md')};
  background: ${token('color.bg.surface')};
  & > div {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: ${token('space.xs')} ${token('space.sm')};
  }
`;

export const Status = styled.span`
  font-weight: 600;
  &[data-tone='success'] {
    color: ${token('color.status.success')};
  }
  &[data-tone='danger'] {
    color: ${token('color.status.danger')};
  }
  &[data-tone='muted'] {
    color: ${token('color.text.muted')};
  }
`;

export const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${token('space.sm')};
  margin-top: ${token('space.lg')};
  h3 {
    margin: 0;
    font-size: ${token('font.size.md')};
  }
`;
