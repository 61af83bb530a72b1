import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Badge } from '../../../../src/ui/index.ts';
import { renderUi } from '../render.tsx';

describe('Badge', () => {
  it('is hidden at 0', () => {
    renderUi(
      <Badge count={0}>
        <span>inbox</span>
      </Badge>,
    );
    expect(screen.getByText('inbox')).toBeInTheDocument();
    expect(screen.queryByText('0')).toBeNull();
  });

  it('caps at max+ and tells assistive technology the real count', () => {
    renderUi(<Badge count={120} />);
    expect(screen.getByText('99+')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('120 new items')).toBeInTheDocument();
  });
});
