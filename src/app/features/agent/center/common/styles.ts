import styled from '@emotion/styled';
import { token } from '../../../../../engine/theme/token.ts';
import { focusRing } from '../../../../../ui/index.ts';

export const PageHead = styled.header`
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

/** A row of toggle chips (period presets, list tabs): wraps on phones, 44 px targets. */
export const ChipRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${token('space.xs')};
  margin-bottom: ${token('space.md')};
`;
export const Chip = styled.button`
  min-height: 44px;
  padding: 0 ${token('space.md')};
  border: 1px solid ${token('color.border.default')};
  border-radius: ${token('radius.pill')};
  background: ${token('color.bg.surface')};
  color: ${token('color.text.primary')};
  font: inherit;
  cursor: pointer;
  &[aria-pressed='true'] {
    background: ${token('color.action.primary')};
    border-color: ${token('color.action.primary')};
    color: ${token('color.text.onAction')};
    font-weight: ${token('font.weight.bold')};
  }
  &:focus-visible {
    ${focusRing}
  }
`;

/**
 * Figure cards: two columns on 390 px phones and up, one below, as many 10.5rem columns as fit above — wide
 * enough for a lakh of taka in Bengali digits at the large size.
 */
export const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 10.5rem), 1fr));
  gap: ${token('space.sm')};
  margin: 0;
`;
export const Figure = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${token('space.xs')};
  padding: ${token('space.md')};
  border: 1px solid ${token('color.border.default')};
  border-radius: ${token('radius.md')};
  background: ${token('color.bg.surface')};
  dt {
    color: ${token('color.text.muted')};
    font-size: ${token('font.size.sm')};
  }
  dd {
    margin: 0;
    font-size: ${token('font.size.lg')};
    font-weight: ${token('font.weight.bold')};
    font-variant-numeric: tabular-nums;
    overflow-wrap: anywhere;
  }
  dd small {
    display: block;
    color: ${token('color.text.muted')};
    font-size: ${token('font.size.sm')};
    font-weight: normal;
  }
`;

export const FormRow = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${token('space.sm')};
  margin-bottom: ${token('space.md')};
  & > * {
    flex: 1 1 9rem;
    min-width: 0;
  }
  & > button {
    flex: 0 0 auto;
  }
`;
