// The boot failure page (no valid boot payload, no catalog loaded) speaks the page's language from a built-in table.
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BootFailure } from '../../../../src/app/boot/BootFailure.tsx';
import { LANGUAGES } from '../../../../src/generated/languages.ts';
import { BOOT_FAILURE_TEXT, bootFailureLanguage } from '../../../../src/i18n/bootFailure.ts';

afterEach(() => {
  cleanup();
  document.documentElement.lang = '';
});

describe('BootFailure', () => {
  it('has a text for every language of the schema, none of them English but EN', () => {
    expect(Object.keys(BOOT_FAILURE_TEXT).sort()).toEqual(Object.keys(LANGUAGES).sort());
    for (const [code, text] of Object.entries(BOOT_FAILURE_TEXT)) {
      if (code === 'EN') continue;
      expect(text.title, code).not.toBe(BOOT_FAILURE_TEXT.EN.title);
      expect(text.retry, code).not.toBe(BOOT_FAILURE_TEXT.EN.retry);
    }
  });

  it('picks the language by <html lang>: locale, platform code or primary subtag; EN otherwise', () => {
    expect(bootFailureLanguage('fil')).toBe('TY');
    expect(bootFailureLanguage('zh-CN')).toBe('CN');
    expect(bootFailureLanguage('zh-TW')).toBe('CN');
    expect(bootFailureLanguage('BN')).toBe('BN');
    expect(bootFailureLanguage('bn-BD')).toBe('BN');
    expect(bootFailureLanguage('xx')).toBe('EN');
    expect(bootFailureLanguage('')).toBe('EN');
    expect(bootFailureLanguage(undefined)).toBe('EN');
  });

  it('renders the page language’s text, right to left for Urdu, with the reason kept as is', () => {
    document.documentElement.lang = 'ur';
    render(<BootFailure reason="boot payload: /brand: must be object" />);
    const main = screen.getByRole('alert');
    expect(main.getAttribute('dir')).toBe('rtl');
    expect(screen.getByRole('heading').textContent).toBe(BOOT_FAILURE_TEXT.UR.title);
    expect(main.textContent).toContain('boot payload: /brand: must be object');
  });

  it('falls back to English without a known lang', () => {
    render(<BootFailure reason="x" lang="xx" />);
    expect(screen.getByRole('heading').textContent).toBe('This site could not start');
  });
});
