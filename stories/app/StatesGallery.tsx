// The "All states" gallery of the app's page-level stories (not a story itself: the glob only picks *.stories.tsx).
import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { token } from '../../src/engine/theme/token.ts';

/**
 * States side by side where they fit, stacked where they do not: as many columns as leave each state `minColumn`
 * (a 1024 px desktop keeps the three columns of the design-system Matrix), one column on a 390 px phone, so a
 * gallery never makes the phone page scroll sideways or squeezes a form's controls below their touch size.
 */
export function StatesGallery({ items, minColumn = '18rem' }: { items: [string, ReactNode][]; minColumn?: string }): ReactNode {
  return (
    <div
      css={css`
        display: grid;
        grid-template-columns: repeat(auto-fit, minmax(min(100%, ${minColumn}), 1fr));
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
