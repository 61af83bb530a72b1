import { css } from '@emotion/react';
import { token } from '../../engine/theme/token.ts';
import type { CardTheme } from '../../engine/games/cards.ts';
import { focusRing } from '../styles.ts';

/** The six brand card themes as CSS variables of the card (gameCard.N tokens); the card reads only these. */
export function themeVars(theme: CardTheme): Record<string, string> {
  const t = (part: 'from' | 'to' | 'text') => token(`gameCard.${theme}.${part}`);
  return { '--card-from': t('from'), '--card-to': t('to'), '--card-text': t('text') };
}

export const cardFrame = css`
  position: relative;
  display: flex;
  flex-direction: column;
  min-width: 0;
  border-radius: ${token('radius.lg')};
  overflow: hidden;
  background: linear-gradient(160deg, var(--card-from), var(--card-to));
  color: var(--card-text);
  box-shadow: ${token('shadow.sm')};
`;

export const launchButton = css`
  display: flex;
  flex-direction: column;
  width: 100%;
  padding: 0;
  border: 0;
  background: transparent;
  color: inherit;
  font: inherit;
  text-align: start;
  cursor: pointer;
  ${focusRing};
  &:hover img {
    transform: scale(1.04);
  }
`;

export const caption = css`
  display: flex;
  flex-direction: column;
  gap: 2px;
  padding: ${token('space.sm')} ${token('space.sm')} 0;
  strong {
    overflow: hidden;
    font-size: ${token('font.size.sm')};
    font-weight: ${token('font.weight.bold')};
    white-space: nowrap;
    text-overflow: ellipsis;
  }
  small {
    overflow: hidden;
    font-size: ${token('font.size.xs')};
    white-space: nowrap;
    text-overflow: ellipsis;
  }
`;

export const flagRow = css`
  position: absolute;
  top: ${token('space.xs')};
  inset-inline-start: ${token('space.xs')};
  display: flex;
  gap: ${token('space.xs')};
  pointer-events: none;
`;

export const flag = css`
  padding: 1px 8px;
  border-radius: ${token('radius.pill')};
  background: var(--card-to);
  color: var(--card-text);
  font-size: ${token('font.size.xs')};
  font-weight: ${token('font.weight.bold')};
  text-transform: uppercase;
`;

export const maintenanceVeil = css`
  position: absolute;
  inset: 0 0 auto 0;
  aspect-ratio: 1 / 1;
  display: flex;
  align-items: center;
  justify-content: center;
  background: color-mix(in srgb, var(--card-to) 78%, transparent);
  font-weight: ${token('font.weight.bold')};
  pointer-events: none;
`;
