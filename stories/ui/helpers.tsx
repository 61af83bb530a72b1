// Layout helpers for the ui stories (not stories themselves: the glob only picks *.stories.tsx).
import { css } from '@emotion/react';
import type { Decorator } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { token } from '../../src/engine/theme/token.ts';
import type { Timers } from '../../src/ui/index.ts';

/** Timers that never fire: autoplay and auto-dismiss stay frozen in stories and visual runs. */
export const frozenTimers: Timers = { setTimeout: () => 0, clearTimeout: () => {} };

/** A bg.surface panel: forms and status text sit on surfaces in the app (the contrast pairs assume it). */
export function Surface({ children, width }: { children: ReactNode; width?: number }): ReactNode {
  return (
    <div
      css={css`
        background: ${token('color.bg.surface')};
        color: ${token('color.text.primary')};
        border: 1px solid ${token('color.border.default')};
        border-radius: ${token('radius.lg')};
        padding: ${token('space.md')};
        max-width: ${width ? `${width}px` : 'none'};
        display: flex;
        flex-direction: column;
        gap: ${token('space.md')};
      `}
    >
      {children}
    </div>
  );
}

/** Meta decorator for form controls: a Surface 400px wide, or parameters.surfaceWidth (the All states grids). */
export const onSurface: Decorator = (Story, { parameters }) => (
  <Surface width={typeof parameters.surfaceWidth === 'number' ? parameters.surfaceWidth : 400}>
    <Story />
  </Surface>
);

export function Row({ children, wrap = true, align = 'center' }: { children: ReactNode; wrap?: boolean; align?: 'center' | 'start' }): ReactNode {
  return (
    <div
      css={{
        display: 'flex',
        flexWrap: wrap ? 'wrap' : 'nowrap',
        alignItems: align === 'center' ? 'center' : 'flex-start',
        gap: token('space.md'),
      }}
    >
      {children}
    </div>
  );
}

/** The "All states" grid: every state of a component side by side, each captioned. */
export function Matrix({ items, columns = 3 }: { items: [string, ReactNode][]; columns?: number }): ReactNode {
  return (
    <div
      css={css`
        display: grid;
        grid-template-columns: repeat(${columns}, minmax(0, 1fr));
        gap: ${token('space.lg')} ${token('space.md')};
        align-items: start;
        font-family: ${token('font.family.base')};
      `}
    >
      {items.map(([label, node]) => (
        <figure key={label} css={{ margin: 0, display: 'flex', flexDirection: 'column', gap: token('space.xs'), minWidth: 0 }}>
          <figcaption css={{ fontSize: token('font.size.xs'), color: token('color.text.muted') }}>{label}</figcaption>
          <div>{node}</div>
        </figure>
      ))}
    </div>
  );
}

/** A carousel slide painted with one of the brand's six game-card themes (text/background pair checked). */
export function ThemedSlide({ theme, title, text }: { theme: 0 | 1 | 2 | 3 | 4 | 5; title: string; text: string }): ReactNode {
  return (
    <div
      css={css`
        height: 100%;
        display: flex;
        flex-direction: column;
        justify-content: center;
        gap: ${token('space.xs')};
        padding: ${token('space.lg')} 72px;
        background: linear-gradient(135deg, ${token(`gameCard.${theme}.from`)}, ${token(`gameCard.${theme}.to`)});
        color: ${token(`gameCard.${theme}.text`)};
        font-family: ${token('font.family.base')};
      `}
    >
      <strong css={{ fontFamily: token('font.family.heading'), fontSize: token('font.size.xl') }}>{title}</strong>
      <span>{text}</span>
    </div>
  );
}
