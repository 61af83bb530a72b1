import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { ImageSourceProvider } from '../../ui/index.ts';
import { useGameImages } from '../features/games/images.ts';
import GameMenu from './GameMenu.tsx';

/**
 * Opens the game menu of the header category under the pointer or focus. It loads after the first paint as its
 * own chunk and listens on the header it sits in, so the header (part of `/`'s JS budget) only renders it.
 */
export default function GameMenuHost(): ReactNode {
  const anchor = useRef<HTMLSpanElement>(null);
  const [type, setType] = useState<string | null>(null);
  const images = useGameImages();
  const close = useCallback(() => setType(null), []);
  useEffect(() => {
    const header = anchor.current?.closest('header');
    if (!header) return;
    // a navigation item names its category in data-nav (HOME and PROMO have no menu: GameMenu renders nothing)
    const open = (e: Event): void => {
      const key = e.target instanceof Element ? e.target.closest('[data-nav]')?.getAttribute('data-nav') : null;
      if (key) setType(key);
    };
    header.addEventListener('mouseover', open);
    header.addEventListener('focusin', open);
    header.addEventListener('mouseleave', close);
    return () => {
      header.removeEventListener('mouseover', open);
      header.removeEventListener('focusin', open);
      header.removeEventListener('mouseleave', close);
    };
  }, [close]);
  return (
    <>
      <span ref={anchor} hidden data-testid="game-menu-host" />
      {type && (
        <ImageSourceProvider value={images}>
          <GameMenu type={type} onClose={close} />
        </ImageSourceProvider>
      )}
    </>
  );
}
