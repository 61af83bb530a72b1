import { css } from '@emotion/react';
import { token } from '../../../engine/theme/token.ts';
import { focusRing } from '../../../ui/index.ts';

export const pageStyle = css`
  display: flex;
  flex-direction: column;
  gap: ${token('space.md')};
  h1 {
    margin: 0;
    font-size: ${token('font.size.xl')};
  }
`;

/** A row of toggle buttons (providers, tags): aria-pressed marks the chosen one. */
export const chipRow = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${token('space.xs')};
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    margin-bottom: ${token('space.xs')};
    color: ${token('color.text.muted')};
    font-size: ${token('font.size.sm')};
  }
  button {
    min-height: 36px;
    padding: 0 ${token('space.md')};
    border: 1px solid ${token('color.border.default')};
    border-radius: ${token('radius.pill')};
    background: ${token('color.bg.surface')};
    color: ${token('color.text.primary')};
    font: inherit;
    cursor: pointer;
    ${focusRing};
  }
  button[aria-pressed='true'] {
    border-color: ${token('color.action.primary')};
    background: ${token('color.action.primary')};
    color: ${token('color.text.onAction')};
  }
`;

export const toolbar = css`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${token('space.md')};
`;

export const footerRow = css`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${token('space.sm')};
  color: ${token('color.text.muted')};
  font-size: ${token('font.size.sm')};
`;
