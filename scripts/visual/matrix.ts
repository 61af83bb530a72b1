// The visual matrix's shape: which viewports exist, what each shot's baseline is called, and how the
// brand × mode × viewport combinations are dealt to browser pages.
import type { Mode } from '../../.storybook/brands.ts';
import { PHONE_VIEWPORT } from '../../.storybook/viewports.ts';

export const DESKTOP_VIEWPORT = { width: 1024, height: 768 };
export const VIEWPORTS = ['desktop', 'phone'] as const;
export type Viewport = (typeof VIEWPORTS)[number];
/** Page sizes per viewport; the phone one also has touch and mobile emulation (pointer: coarse, no hover). */
export const CONTEXT_OF: Record<Viewport, { viewport: { width: number; height: number }; isMobile: boolean; hasTouch: boolean }> = {
  desktop: { viewport: DESKTOP_VIEWPORT, isMobile: false, hasTouch: false },
  phone: { viewport: PHONE_VIEWPORT, isMobile: true, hasTouch: true },
};
/** Baseline file name (without .png) of a story in a viewport. */
export const shotName = (storyId: string, viewport: Viewport): string => (viewport === 'desktop' ? storyId : `${storyId}--${viewport}`);

export function parseViewports(value: string | undefined): readonly Viewport[] {
  if (value === undefined) return VIEWPORTS;
  const list = value.split(',');
  const unknown = list.filter((v) => !(VIEWPORTS as readonly string[]).includes(v));
  if (unknown.length || !list.length) throw new Error(`--viewports: unknown viewport ${unknown.join(', ')} (desktop, phone)`);
  return VIEWPORTS.filter((v) => list.includes(v));
}

/** A brand × mode combination and the stories (all, or a contiguous share of them) to shoot in it. */
export interface WorkUnit {
  combo: { brand: string; mode: Mode; language: string; viewport: Viewport };
  stories: string[];
}

/**
 * Work for `workers` pages: each combination whole, or split into contiguous story shares when there are fewer
 * combinations than pages (one brand in light and dark on four pages), dealt round-robin.
 */
export function shareWork(combos: WorkUnit[], workers: number): WorkUnit[][] {
  const splits = Math.max(1, Math.ceil(workers / Math.max(1, combos.length)));
  const units = combos.flatMap(({ combo, stories }) => {
    const size = Math.ceil(stories.length / splits);
    return Array.from({ length: splits }, (_, i) => ({ combo, stories: stories.slice(i * size, (i + 1) * size) })).filter((u) => u.stories.length);
  });
  const pages = Math.min(workers, units.length);
  return Array.from({ length: pages }, (_, w) => units.filter((_, i) => i % pages === w));
}
