import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { scanPhysical, splitValue } from './rtl-scan.ts';

// Issue: right-to-left (Urdu). Style code uses logical properties so a right-to-left page mirrors by itself;
// a physical one is allowed only here, with the reason it must not mirror.
const ALLOWED: { file: string; includes: string; reason: string }[] = [
  { file: 'src/app/features/member/rewardCenter/DrawsPanel.tsx', includes: 'left: 50%;', reason: 'wheel slices rotate about the disc centre from a physical origin; a wheel has no reading direction' },
  { file: 'src/ui/Carousel/Carousel.tsx', includes: 'translateX(calc(var(--carousel-sign)', reason: 'the sign flips under [dir=rtl] (--carousel-sign)' },
  { file: 'src/ui/Marquee/Marquee.tsx', includes: 'translateX(', reason: 'a second keyframes (scrollRtl) runs under [dir=rtl]' },
  { file: 'src/server/modules/sandbox/page.ts', includes: 'text-align:left', reason: 'stand-in provider page (DEV_TOOLS only), English, not part of the brand site' },
];

const ROOT = join(import.meta.dirname, '../../..');
const walk = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : /\.tsx?$/.test(name) ? [path] : [];
  });

describe('RTL: style code uses logical properties (issue bullet "CSS logical properties throughout")', () => {
  const files = walk(join(ROOT, 'src'))
    .map((p) => relative(ROOT, p).split('\\').join('/'))
    .filter((f) => !f.startsWith('src/generated/'));
  const findings = files.flatMap((file) => scanPhysical(readFileSync(join(ROOT, file), 'utf8')).map((f) => ({ file, ...f })));
  const allowedBy = (f: { file: string; text: string }) => ALLOWED.find((a) => a.file === f.file && f.text.includes(a.includes));

  it('no physical left/right in src/ outside the allow-list (file:line, rule)', () => {
    const bad = findings.filter((f) => !allowedBy(f)).map((f) => `${f.file}:${f.line} ${f.rule}: ${f.text}`);
    expect(bad).toEqual([]);
  });

  it('every allow-list entry still matches something (no stale exceptions)', () => {
    const stale = ALLOWED.filter((a) => !findings.some((f) => allowedBy(f) === a)).map((a) => `${a.file}: ${a.includes}`);
    expect(stale).toEqual([]);
  });
});

describe('RTL: the physical-property scanner', () => {
  const rules = (src: string) => scanPhysical(src).map((f) => f.rule.split(':')[0]);

  it('flags physical properties in css`` templates and in style objects', () => {
    expect(rules('  margin-left: 4px;')).toHaveLength(1);
    expect(rules('  padding-right: ${token("space.sm")};')).toHaveLength(1);
    expect(rules('  border-left: 1px solid red;')).toHaveLength(1);
    expect(rules('  left: 0;')).toHaveLength(1);
    expect(rules("  text-align: right;")).toHaveLength(1);
    expect(rules('  float: left;')).toHaveLength(1);
    expect(rules('  border-top-left-radius: 4px;')).toHaveLength(1);
    expect(rules('  transform: translateX(-100%);')).toHaveLength(1);
    expect(rules('  transition: left 200ms;')).toHaveLength(1);
    expect(rules("<div css={{ marginLeft: 4, textAlign: 'left' }} />")).toHaveLength(2);
    expect(rules('<div style={{ left: 0, width: 10 }} />')).toHaveLength(1);
  });

  it('flags a 4-value shorthand whose right and left differ, not a symmetric one', () => {
    expect(rules("  padding: ${token('space.sm')} ${token('space.xs')} ${token('space.sm')} ${token('space.md')};")).toHaveLength(1);
    expect(rules("<div style={{ padding: '0 4px 0 8px' }} />")).toHaveLength(1);
    expect(rules('  border-radius: 4px 0 0 4px;')).toHaveLength(1);
    expect(rules('  padding: 0 calc(1px + 2px) 0 calc(1px + 2px);')).toEqual([]);
    expect(rules("  border-radius: ${token('radius.sm')} ${token('radius.sm')} 0 0;")).toEqual([]);
    expect(rules('  inset: 0 0 auto 0;')).toEqual([]);
  });

  it('leaves logical properties, comments and non-style code alone', () => {
    const ok = [
      '  margin-inline-start: 4px;',
      '  inset-inline-end: 0;',
      '  text-align: start;',
      '  border-inline-end: 1px solid red;',
      '  // the launcher sits at the bottom right: keep Send clear of it',
      "  const groups = rest === undefined ? left : [...left, ...right];",
      '  transition: inset-inline-start 600ms;',
    ];
    expect(ok.flatMap((l) => rules(l))).toEqual([]);
  });

  it('splits values at top-level spaces only', () => {
    expect(splitValue("calc(100% - 2px) ${token('a b')} 0 auto")).toEqual(['calc(100% - 2px)', "${token('a b')}", '0', 'auto']);
  });
});
