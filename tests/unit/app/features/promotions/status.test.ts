// The promotions page's rules without a browser: which button each activity status offers, the progress of a
// joined activity, minor units shown as decimals, and the remark and image checks the dialog makes first.
import { describe, expect, it } from 'vitest';
import { imageProblem, remarkLength } from '../../../../../src/app/features/promotions/ApplyDialog.tsx';
import { decimalOf } from '../../../../../src/app/features/promotions/format.ts';
import { actionOf, progressOf, toneOf } from '../../../../../src/app/features/promotions/status.ts';

describe('promotion actions by activity status', () => {
  it('join, claim and a rejected application offer their button; the others none', () => {
    expect(actionOf({ kind: 'join', status: 'join', eligible: true })).toBe('join');
    expect(actionOf({ kind: 'apply', status: 'join', eligible: true })).toBe('apply');
    expect(actionOf({ kind: 'apply', status: 'rejected', eligible: true })).toBe('apply');
    expect(actionOf({ kind: 'claim', status: 'claim', eligible: true })).toBe('claim');
    expect(actionOf({ kind: 'claim', status: 'claim', eligible: false })).toBeNull();
    for (const status of ['applying', 'close', 'issued', 'claimed', 'process', 'joined', 'comingSoon'] as const)
      expect(actionOf({ kind: 'join', status, eligible: true }), status).toBeNull();
  });

  it('tones: issued and claimed are done, close and coming soon are off', () => {
    expect(toneOf('claimed')).toBe('done');
    expect(toneOf('comingSoon')).toBe('off');
    expect(toneOf('applying')).toBe('waiting');
    expect(toneOf('claim')).toBe('action');
  });

  it('progress is the share of the valid-bet target, capped at 100, from bigint strings', () => {
    expect(progressOf({ validBetMinor: '600000', targetMinor: '1000000' })).toBe(60);
    expect(progressOf({ validBetMinor: '99999999999999999999', targetMinor: '100' })).toBe(100);
    expect(progressOf({ targetMinor: '100' })).toBeNull();
  });
});

describe('amounts and application checks', () => {
  it('minor units become decimal strings without floats', () => {
    expect(decimalOf('5')).toBe('0.05');
    expect(decimalOf('20000')).toBe('200.00');
    expect(decimalOf('12345678901234567890')).toBe('123456789012345678.90');
  });

  it('a remark counts characters (code points), trimmed; images must be PNG or JPEG of at most 5 MB', () => {
    expect(remarkLength('  ক্রিকেট  ')).toBe(7); // 7 code points, as the server counts
    expect(remarkLength('😀'.repeat(140))).toBe(140);
    expect(imageProblem({ size: 5 * 1024 * 1024, type: 'image/png' })).toBe(false);
    expect(imageProblem({ size: 5 * 1024 * 1024 + 1, type: 'image/jpeg' })).toBe(true);
    expect(imageProblem({ size: 10, type: 'image/gif' })).toBe(true);
  });
});
