// What the bench keeps of a Lighthouse result, and the table it prints per brand (targets beside the
// figures; printed, never asserted: a benchmark is not a timed test).
import type { Result } from 'lighthouse';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

/** Targets for every brand and route (scores 0–100; CLS unitless). */
export const TARGETS = { performance: 95, accessibility: 100, seo: 95, cls: 0.02 } as const;

export interface FailingAudit {
  category: Category;
  id: string;
  title: string;
}

export interface LighthouseSummary {
  scores: Record<Category, number | null>;
  /** milliseconds */
  fcp: number | null;
  lcp: number | null;
  tbt: number | null;
  cls: number | null;
  /** Audits of accessibility, best practices and SEO that did not pass. */
  failing: FailingAudit[];
  /** Requests Lighthouse saw going anywhere but loopback (should be none). */
  offLoopback: string[];
  warnings: string[];
}

const LOOPBACK_HOST = /^(localhost|[a-z0-9-]+\.localhost|127\.\d+\.\d+\.\d+|\[::1\])$/i;

/** True for URLs that stay on this machine (or never touch the network). */
export function isLoopbackUrl(url: string): boolean {
  try {
    const u = new URL(url);
    if (u.protocol === 'data:' || u.protocol === 'blob:' || u.protocol === 'about:' || u.protocol === 'chrome:') return true;
    return LOOPBACK_HOST.test(u.hostname);
  } catch {
    return false;
  }
}

const numeric = (lhr: Result, id: string): number | null => lhr.audits[id]?.numericValue ?? null;

export function summarise(lhr: Result): LighthouseSummary {
  const scores = Object.fromEntries(
    CATEGORIES.map((c) => [c, lhr.categories[c]?.score == null ? null : Math.round(lhr.categories[c]!.score! * 100)]),
  ) as Record<Category, number | null>;
  const failing: FailingAudit[] = [];
  for (const category of ['accessibility', 'best-practices', 'seo'] as const) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score === null || audit.score >= 1) continue;
      if (audit.scoreDisplayMode !== 'binary' && audit.scoreDisplayMode !== 'numeric' && audit.scoreDisplayMode !== 'metricSavings') continue;
      failing.push({ category, id: audit.id, title: audit.title });
    }
  }
  const items = (lhr.audits['network-requests']?.details as { items?: { url?: string }[] } | undefined)?.items ?? [];
  const offLoopback = items.map((i) => i.url ?? '').filter((u) => u && !isLoopbackUrl(u));
  const warnings = [...(lhr.runWarnings ?? []), ...(lhr.runtimeError ? [`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`] : [])];
  return {
    scores,
    fcp: numeric(lhr, 'first-contentful-paint'),
    lcp: numeric(lhr, 'largest-contentful-paint'),
    tbt: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    failing,
    offLoopback: [...new Set(offLoopback)],
    warnings,
  };
}

interface Row {
  route: string;
  summary?: LighthouseSummary;
  error?: string;
}

const seconds = (ms: number | null): string => (ms === null ? '–' : `${(ms / 1000).toFixed(1)} s`);
const millis = (ms: number | null): string => (ms === null ? '–' : `${Math.round(ms)} ms`);
/** A figure with a ✘ when it misses its target. */
const mark = (text: string, ok: boolean | null): string => (ok === false ? `${text} ✘` : text);
const atLeast = (v: number | null, target: number): boolean | null => (v === null ? null : v >= target);

const COLUMNS = ['route', 'perf', 'a11y', 'best-pr', 'seo', 'FCP', 'LCP', 'CLS', 'TBT'] as const;
const WIDTHS = [12, 7, 7, 8, 7, 8, 8, 9, 8];

const line = (cells: readonly string[]): string => cells.map((c, i) => c.padEnd(WIDTHS[i]!)).join(' ').trimEnd();

/** The table for one brand: a row per route, then the targets row, then what failed and why. */
export function formatBrandTable(brand: string, rows: readonly Row[]): string {
  const out = [`${brand}: Lighthouse mobile (simulated slow 4G, 4× CPU slowdown)`, line(COLUMNS)];
  for (const { route, summary: s, error } of rows) {
    if (!s) {
      out.push(line([route, `failed: ${error ?? 'no result'}`]));
      continue;
    }
    out.push(
      line([
        route,
        mark(String(s.scores.performance ?? '–'), atLeast(s.scores.performance, TARGETS.performance)),
        mark(String(s.scores.accessibility ?? '–'), atLeast(s.scores.accessibility, TARGETS.accessibility)),
        String(s.scores['best-practices'] ?? '–'),
        mark(String(s.scores.seo ?? '–'), atLeast(s.scores.seo, TARGETS.seo)),
        seconds(s.fcp),
        seconds(s.lcp),
        mark(s.cls === null ? '–' : s.cls.toFixed(3), s.cls === null ? null : s.cls <= TARGETS.cls),
        millis(s.tbt),
      ]),
    );
  }
  out.push(line(['target', `≥${TARGETS.performance}`, String(TARGETS.accessibility), '', `≥${TARGETS.seo}`, '', '', `≤${TARGETS.cls}`, '']));
  for (const { route, summary: s } of rows) {
    if (!s) continue;
    for (const f of s.failing) out.push(`  ${route} ${f.category}: ${f.id} — ${f.title}`);
    for (const u of s.offLoopback) out.push(`  ${route} LEFT LOOPBACK: ${u}`);
    for (const w of s.warnings) out.push(`  ${route} warning: ${w}`);
  }
  return out.join('\n');
}
