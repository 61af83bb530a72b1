import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { uiMessages } from '../../../src/ui/index.ts';

describe('ui messages', () => {
  it('every ui.* message has a Bengali translation in translations/bn/ui.json, and nothing extra', () => {
    const bn = JSON.parse(readFileSync('src/i18n/translations/bn/ui.json', 'utf8')) as Record<string, string>;
    const ids = Object.values(uiMessages).map((m) => m.id as string);
    expect(ids.every((id) => id.startsWith('ui.'))).toBe(true);
    expect(Object.keys(bn).sort()).toEqual([...ids].sort());
  });
});
