import { css } from '@emotion/react';
import { layout } from '../../../engine/theme/layout.ts';
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

/** A group of toggle buttons (providers, tags) under its legend; aria-pressed marks the chosen one. */
export const chipGroup = css`
  /* a fieldset is at least as wide as its content unless told otherwise: that widened the page on phones */
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    margin-bottom: ${token('space.xs')};
    color: ${token('color.text.muted')};
    font-size: ${token('font.size.sm')};
  }
`;

/** The chips: one row that scrolls sideways on phones (not a tall block), wrapping from tablet up. */
export const chipRow = css`
  display: flex;
  flex-wrap: ${layout('chips.wrap')};
  gap: ${token('space.xs')};
  overflow-x: ${layout('chips.overflow')};
  overscroll-behavior-x: contain;
  scrollbar-width: none;
  button {
    flex: none;
    min-height: max(36px, ${layout('touch.floor')});
    padding: 0 ${token('space.md')};
    border: 1px solid ${token('color.border.default')};
    border-radius: ${token('radius.pill')};
    background: ${token('color.bg.surface')};
    color: ${token('color.text.primary')};
    font: inherit;
    white-space: nowrap;
    cursor: pointer;
    ${focusRing};
  }
  /* the focus ring is drawn outside the chip: keep room for it inside the scroller */
  padding: 3px;
  margin: -3px;
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
  & > * {
    min-width: 0;
    max-width: 100%;
  }
`;

/** Name search: the field takes the room the button leaves, down to the narrowest phone. */
export const searchForm = css`
  display: flex;
  align-items: flex-end;
  gap: ${token('space.sm')};
  flex: ${layout('gameSearch.grow')} 1 auto;
  & > :first-child {
    flex: 1;
    min-width: 0;
  }
`;

export const footerRow = css`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${token('space.sm')};
  color: ${token('color.text.muted')};
  font-size: ${token('font.size.sm')};
`;
