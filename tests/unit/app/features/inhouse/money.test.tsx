// In-house game numbers go through react-intl: digits follow the language (Bengali digits in BN), figures stay a
// left-to-right run on right-to-left pages, and stakes typed with a language's own digits still parse.
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createIntl, IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { CrashBoard } from '../../../../../src/app/features/inhouse/CrashPage.tsx';
import { DiceBoard } from '../../../../../src/app/features/inhouse/DicePage.tsx';
import {
  asciiDigits,
  formatChance,
  formatHundredths,
  formatMultiplier,
  formatMultiplier4,
  fromMinor,
  toMinor,
} from '../../../../../src/app/features/inhouse/money.ts';
import { resultText } from '../../../../../src/app/features/inhouse/RoundHistory.tsx';
import type { InhouseRound } from '../../../../../src/app/features/inhouse/api.ts';

afterEach(cleanup);

const en = createIntl({ locale: 'en' });
const bn = createIntl({ locale: 'bn' });
const round = (over: Partial<InhouseRound>): InhouseRound => ({ roundId: 'r1', game: 'crash', nonce: 12, stakeMinor: '100', payoutMinor: '0', ...over }) as InhouseRound;

describe('in-house numbers', () => {
  it('rolls, multipliers and chances keep two decimals in English', () => {
    expect(formatHundredths(en, 4_999)).toBe('49.99');
    expect(formatHundredths(en, 0)).toBe('0.00');
    expect(formatMultiplier(en, 198)).toBe('1.98×');
    expect(formatMultiplier(en, 100_000)).toBe('1000.00×'); // not grouped, as the cash-out field takes it
    expect(formatMultiplier4(en, 19_899)).toBe('1.98×'); // cut, not rounded: what the server pays
    expect(formatChance(en, 4_999)).toBe('49.99%');
  });

  it('Bengali writes them with Bengali digits', () => {
    expect(formatHundredths(bn, 4_999)).toBe('৪৯.৯৯');
    expect(formatMultiplier(bn, 198)).toBe('১.৯৮×');
    expect(formatChance(bn, 4_999)).toMatch(/^৪৯\.৯৯\s?%$/);
    expect(resultText(bn, round({ game: 'dice', roll: 5_012 }))).toBe('৫০.১২');
    expect(resultText(en, round({ game: 'crash', crash: 250 }))).toBe('2.50×');
  });

  it('stakes typed with a language’s own digits parse; the input value stays ASCII', () => {
    expect(asciiDigits('১০.৫০')).toBe('10.50');
    expect(asciiDigits('۱۲٫۵')).toBe('12.5');
    expect(asciiDigits('१००')).toBe('100');
    expect(asciiDigits('๕')).toBe('5');
    expect(toMinor('১০.৫০')).toBe(1_050);
    expect(toMinor('10,5')).toBe(1_050);
    expect(toMinor('1.234')).toBeNull();
    expect(toMinor('abc')).toBeNull();
    expect(fromMinor(1_230)).toBe('12.30');
    expect(fromMinor(-5n)).toBe('-0.05');
  });
});

describe('boards', () => {
  const wrap = (locale: string, ui: ReactNode) => render(<IntlProvider locale={locale}>{ui}</IntlProvider>);

  it('the crash board starts at 1.00× in the language’s digits, as a left-to-right run', () => {
    wrap('bn', <CrashBoard round={null} />);
    const board = screen.getByTestId('crash-point');
    expect(board.textContent).toBe('১.০০×');
    expect(board.querySelector('bdi')?.getAttribute('dir')).toBe('ltr');
  });

  it('the dice roll shows in Urdu as a left-to-right run', () => {
    wrap('ur', <DiceBoard target={5_000} direction="under" round={round({ game: 'dice', roll: 4_321 })} />);
    const roll = screen.getByTestId('dice-roll');
    expect(roll.textContent).toBe(formatHundredths(createIntl({ locale: 'ur' }), 4_321));
    expect(roll.querySelector('bdi')?.getAttribute('dir')).toBe('ltr');
  });
});
