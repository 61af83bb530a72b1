import styled from '@emotion/styled';
import { useEffect, useState, type ReactNode } from 'react';
import type { HelpCenterValue } from '../../../generated/types.ts';
import { layout } from '../../../engine/theme/layout.ts';
import { token } from '../../../engine/theme/token.ts';
import { focusRing } from '../../../ui/styles.ts';
import { SafeHtml } from '../announcements/SafeHtml.tsx';

const List = styled.div`
  details {
    margin-bottom: ${token('space.md')};
    border-radius: ${token('radius.lg')};
    background: ${token('color.bg.surface')};
    box-shadow: ${token('shadow.sm')};
    scroll-margin-top: 80px;
  }
  summary {
    display: flex;
    align-items: center;
    min-height: ${layout('touch.target')};
    padding: ${token('space.sm')} ${token('space.lg')};
    cursor: pointer;
    border-radius: ${token('radius.lg')};
    ${focusRing};
  }
  summary h2 {
    margin: 0;
    font-size: ${token('font.size.md')};
  }
  .help-body {
    padding: 0 ${token('space.lg')} ${token('space.lg')};
    overflow-wrap: anywhere;
  }
  .help-body img {
    max-width: 100%;
    height: auto;
  }
`;

/** The section a /help#term address names ('' when none). */
export function sectionOfHash(hash: string): string {
  if (!hash.startsWith('#')) return '';
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return '';
  }
}

/**
 * The brand's help sections as disclosures, operator HTML through SafeHtml like notices and promotions:
 * the one sanitizer, its forbidden tags and its link hook. DOMPurify needs a DOM, so the server renders the
 * sections' titles and the operator HTML follows once the sanitizer has loaded. `target` (a /help#term anchor)
 * opens that section and scrolls to it; without one the first section is open.
 */
export function HelpSections({ data, target, idPrefix = '' }: { data: HelpCenterValue; target: string; idPrefix?: string }): ReactNode {
  const known = data.sections.some((s) => s.id === target);
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set([known ? target : (data.sections[0]?.id ?? '')]));
  // a new anchor (a footer link while on /help) opens its section too: adjusted while rendering, not in an effect
  const [seenTarget, setSeenTarget] = useState(target);
  if (seenTarget !== target) {
    setSeenTarget(target);
    if (known && !open.has(target)) setOpen(new Set([...open, target]));
  }
  useEffect(() => {
    if (known) document.getElementById(idPrefix + target)?.scrollIntoView({ block: 'start' });
  }, [known, target, idPrefix]);
  return (
    <List data-testid="help-sections">
      {data.sections.map((s) => (
        <details
          key={s.id}
          id={idPrefix + s.id}
          open={open.has(s.id)}
          onToggle={(e) => {
            const isOpen = e.currentTarget.open;
            setOpen((o) => {
              if (isOpen === o.has(s.id)) return o;
              const next = new Set(o);
              if (isOpen) next.add(s.id);
              else next.delete(s.id);
              return next;
            });
          }}
          data-testid={`help-section-${s.id}`}
        >
          <summary>
            <h2>{s.title}</h2>
          </summary>
          <SafeHtml className="help-body" html={s.content} />
        </details>
      ))}
    </List>
  );
}
