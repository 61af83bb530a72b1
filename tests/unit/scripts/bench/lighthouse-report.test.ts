// @vitest-environment node
// npm run bench (figures printed, never asserted): what it prints from a Lighthouse result. The measurements
// themselves are not tested here.
import type { Result } from 'lighthouse';
import { describe, expect, it } from 'vitest';
import { formatBrandTable, isLoopbackUrl, summarise } from '../../../../scripts/bench/lighthouse-report.ts';

describe('isLoopbackUrl', () => {
  it('accepts this machine and data URLs only', () => {
    for (const u of ['http://lotus.localhost:8151/', 'http://127.0.0.1:9/x', 'http://localhost/', 'http://[::1]:80/', 'data:image/png;base64,AA'])
      expect(isLoopbackUrl(u), u).toBe(true);
    for (const u of ['https://fonts.googleapis.com/css', 'http://localhost.example.com/', 'http://10.0.0.1/', 'not a url'])
      expect(isLoopbackUrl(u), u).toBe(false);
  });
});

/** The parts of a Lighthouse result the bench reads. */
function lhr(): Result {
  const audit = (id: string, score: number | null, mode = 'binary', numericValue?: number) => ({ id, title: `title of ${id}`, score, scoreDisplayMode: mode, numericValue });
  const audits = {
    'first-contentful-paint': audit('first-contentful-paint', 0.2, 'numeric', 4100),
    'largest-contentful-paint': audit('largest-contentful-paint', 0.1, 'numeric', 6800),
    'total-blocking-time': audit('total-blocking-time', 0.4, 'numeric', 736),
    'cumulative-layout-shift': audit('cumulative-layout-shift', 0.8, 'numeric', 0.091),
    'color-contrast': audit('color-contrast', 0),
    'meta-description': audit('meta-description', 0),
    'document-title': audit('document-title', 1),
    'manual-check': audit('manual-check', 0, 'manual'),
    'network-requests': { id: 'network-requests', title: 'Network Requests', score: null, scoreDisplayMode: 'informative', details: { items: [{ url: 'http://lotus.localhost:8151/' }, { url: 'https://cdn.example.com/a.js' }] } },
  };
  const category = (score: number, ids: string[]) => ({ score, auditRefs: ids.map((id) => ({ id, weight: 1 })) });
  return {
    audits,
    categories: {
      performance: category(0.49, ['first-contentful-paint']),
      accessibility: category(0.91, ['color-contrast', 'manual-check']),
      'best-practices': category(1, []),
      seo: category(0.9, ['meta-description', 'document-title']),
    },
    runWarnings: [],
  } as unknown as Result;
}

describe('summarise + formatBrandTable', () => {
  const s = summarise(lhr());
  it('keeps scores 0–100, the four metrics and the failing accessibility/SEO audits', () => {
    expect(s.scores).toEqual({ performance: 49, accessibility: 91, 'best-practices': 100, seo: 90 });
    expect([s.fcp, s.lcp, s.tbt, s.cls]).toEqual([4100, 6800, 736, 0.091]);
    expect(s.failing).toEqual([
      { category: 'accessibility', id: 'color-contrast', title: 'title of color-contrast' },
      { category: 'seo', id: 'meta-description', title: 'title of meta-description' },
    ]);
    expect(s.offLoopback).toEqual(['https://cdn.example.com/a.js']);
  });
  it('prints a row per route, the targets, misses marked, and each failing audit by id', () => {
    const table = formatBrandTable('lotus', [{ route: '/', summary: s }, { route: '/rng', error: 'timed out' }]);
    expect(table).toContain('lotus: Lighthouse mobile');
    expect(table).toMatch(/^\/\s+49 ✘\s+91 ✘\s+100\s+90 ✘\s+4\.1 s\s+6\.8 s\s+0\.091 ✘\s+736 ms$/m);
    expect(table).toMatch(/^\/rng\s+failed: timed out$/m);
    expect(table).toMatch(/^target\s+≥95\s+100\s+≥95\s+≤0\.02$/m);
    expect(table).toContain('/ accessibility: color-contrast — title of color-contrast');
    expect(table).toContain('/ LEFT LOOPBACK: https://cdn.example.com/a.js');
  });
});
