import { useSyncExternalStore } from 'react';
import { tokenVar } from '../../engine/theme/token.ts';
import type { ViewportTier } from '../../engine/theme/layout.ts';

/** The brand's breakpoint (a base token, so the same value its layout CSS uses), read from the page's variables. */
function breakpoint(name: 'tablet' | 'desktop'): string | null {
  if (typeof window === 'undefined') return null;
  const value = getComputedStyle(document.documentElement).getPropertyValue(tokenVar(`breakpoint.${name}`)).trim();
  return value || null;
}

function currentTier(): ViewportTier {
  const desktop = breakpoint('desktop');
  const tablet = breakpoint('tablet');
  if (desktop && matchMedia(`(min-width: ${desktop})`).matches) return 'desktop';
  if (tablet && matchMedia(`(min-width: ${tablet})`).matches) return 'tablet';
  return 'phone';
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

/**
 * The viewport tier for behaviour only (focus a drawer, how many slides a swipe moves). What is shown where is CSS
 * (layout tokens), so the server's HTML is right on every device; the server snapshot is the phone (mobile first).
 */
export function useViewportTier(): ViewportTier {
  return useSyncExternalStore(subscribe, currentTier, () => 'phone');
}
