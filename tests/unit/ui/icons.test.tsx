import { describe, expect, it } from 'vitest';
import { CheckIcon, ChevronLeftIcon, ChevronRightIcon, CloseIcon, PlayIcon, SearchIcon } from '../../../src/ui/index.ts';
import { renderUi } from './render.tsx';

// Right-to-left pages: icons where direction matters mirror, the others keep their shape.

/** The css rules Emotion wrote for an element's classes. */
const rulesOf = (el: Element): string => {
  const sheet = [...document.querySelectorAll('style')].map((s) => s.textContent ?? '').join('\n');
  return [...el.classList]
    .flatMap((c) => sheet.split('}').filter((r) => r.includes(`.${c}`)))
    .join('}\n');
};

describe('RTL: directional icons mirror, others keep their shape', () => {
  it('chevrons flip under [dir=rtl]', () => {
    const { container } = renderUi(
      <>
        <ChevronLeftIcon data-testid="l" />
        <ChevronRightIcon data-testid="r" />
      </>,
    );
    for (const id of ['l', 'r']) {
      const svg = container.querySelector(`[data-testid=${id}]`)!;
      expect(svg).toHaveAttribute('data-mirrored');
      expect(rulesOf(svg)).toMatch(/\[dir=['"]?rtl['"]?\] \.[\w-]+\{[^}]*transform:scaleX\(-1\)/);
    }
  });

  it('play, check, close and search do not; a chevron can opt out', () => {
    const { container } = renderUi(
      <>
        <PlayIcon data-testid="a" />
        <CheckIcon data-testid="b" />
        <CloseIcon data-testid="c" />
        <SearchIcon data-testid="d" />
        <ChevronRightIcon data-testid="e" mirrored={false} />
      </>,
    );
    for (const id of ['a', 'b', 'c', 'd', 'e']) {
      const svg = container.querySelector(`[data-testid=${id}]`)!;
      expect(svg).not.toHaveAttribute('data-mirrored');
      expect(rulesOf(svg)).not.toContain('scaleX');
    }
  });
});
