import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { QrCode, qrPath } from '../../../../src/ui/index.ts';
import { renderUi } from '../render.tsx';

describe('QrCode (floating bar app download codes)', () => {
  it('renders an svg image with an accessible label and the modules as one path', () => {
    const { container } = renderUi(<QrCode value="https://lotus.localhost/app/ios" label="Download the iOS app" size={120} />);
    const svg = screen.getByRole('img', { name: 'Download the iOS app' });
    expect(svg.tagName.toLowerCase()).toBe('svg');
    expect(svg).toHaveAttribute('width', '120');
    const d = container.querySelector('path')!.getAttribute('d')!;
    expect(d).toMatch(/^M\d+ \d+h\d+v1h-\d+z/);
  });

  it('is deterministic and depends on the text', () => {
    const a = qrPath('https://example.test/a');
    expect(qrPath('https://example.test/a')).toEqual(a);
    expect(qrPath('https://example.test/b').d).not.toBe(a.d);
    // version 2 (25 modules) + 2 quiet modules each side
    expect(a.size).toBe(29);
  });

  it('renders nothing for an empty value', () => {
    const { container } = renderUi(<QrCode value="" label="x" />);
    expect(container.querySelector('svg')).toBeNull();
  });
});
