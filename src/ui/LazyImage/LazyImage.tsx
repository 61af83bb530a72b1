import styled from '@emotion/styled';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { token } from '../../engine/theme/token.ts';

/** A lazy image starts loading when a tenth of it is in view. */
export const LAZY_THRESHOLD = 0.1;

export interface LazyImageProps {
  /** The image; loaded once the box is 10 % visible. */
  src: string;
  /** Shown instead when `src` fails (one attempt, no retry): the brand's own icon. */
  fallbackSrc?: string;
  alt: string;
  /** CSS aspect-ratio of the reserved box, e.g. "1 / 1" or "16 / 9": the layout never shifts while loading. */
  ratio?: string;
  /** Fit of the image inside its box. */
  fit?: 'cover' | 'contain';
  className?: string;
}

type Phase = 'waiting' | 'loading' | 'loaded' | 'fallback' | 'failed';

const Box = styled.span`
  position: relative;
  display: block;
  width: 100%;
  overflow: hidden;
  background: ${token('color.bg.sunken')};
  img {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    transition: opacity 0.2s ease-out;
  }
  &[data-phase='waiting'] img,
  &[data-phase='loading'] img {
    opacity: 0;
  }
  &[data-phase='fallback'] img {
    padding: 18%;
    object-fit: contain;
  }
  @media (prefers-reduced-motion: reduce) {
    img {
      transition: none;
    }
  }
`;

/**
 * An image that loads when scrolled near (IntersectionObserver, threshold 0.1), inside a box whose size is
 * reserved by aspect-ratio so nothing moves when it arrives. A failed load shows the fallback once; a failed
 * fallback leaves the empty box (never a broken-image icon, never a retry loop).
 */
export function LazyImage({ src, fallbackSrc, alt, ratio = '1 / 1', fit = 'cover', className }: LazyImageProps): ReactNode {
  const box = useRef<HTMLSpanElement>(null);
  const [phase, setPhase] = useState<Phase>('waiting');
  const [shownFor, setShownFor] = useState(src);
  // a new src starts over (e.g. the card now shows another game)
  if (shownFor !== src) {
    setShownFor(src);
    setPhase('waiting');
  }

  useEffect(() => {
    if (phase !== 'waiting') return;
    const el = box.current;
    if (!el || typeof IntersectionObserver === 'undefined') {
      setPhase('loading');
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          observer.disconnect();
          setPhase('loading');
        }
      },
      { threshold: LAZY_THRESHOLD },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [phase]);

  const current = phase === 'fallback' ? fallbackSrc : phase === 'waiting' || phase === 'failed' ? undefined : src;
  return (
    <Box ref={box} className={className} style={{ aspectRatio: ratio }} data-phase={phase} data-testid="lazy-image">
      {current !== undefined && (
        <img
          key={current}
          src={current}
          alt={alt}
          decoding="async"
          style={{ objectFit: phase === 'fallback' ? 'contain' : fit }}
          onLoad={() => setPhase((p) => (p === 'loading' ? 'loaded' : p))}
          onError={() => setPhase((p) => (p === 'loading' && fallbackSrc ? 'fallback' : 'failed'))}
        />
      )}
    </Box>
  );
}
