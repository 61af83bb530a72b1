import { describe, expect, it } from 'vitest';
import { OVERRIDE_STYLE_ID } from '../../../../.storybook/theme-panel/events.ts';
import { applyOverrideCss } from '../../../../.storybook/theme-panel/preview.ts';

describe('theme panel override style in the preview', () => {
  it('sits right after style#brand-tokens, however late the brand tokens arrive, and is replaced on each edit', () => {
    const doc = document.implementation.createHTMLDocument();
    applyOverrideCss(doc, '[data-brand="acme"]{--radius-md:3px}');
    const tokens = doc.createElement('style');
    tokens.id = 'brand-tokens';
    doc.head.append(tokens, doc.createElement('style'));
    applyOverrideCss(doc, '[data-brand="acme"]{--radius-md:5px}');
    const styles = [...doc.head.querySelectorAll('style')];
    expect(styles.filter((s) => s.id === OVERRIDE_STYLE_ID)).toHaveLength(1);
    expect(styles.indexOf(doc.getElementById(OVERRIDE_STYLE_ID) as HTMLStyleElement)).toBe(styles.indexOf(tokens) + 1);
    expect(doc.getElementById(OVERRIDE_STYLE_ID)!.textContent).toBe('[data-brand="acme"]{--radius-md:5px}');
  });
});
