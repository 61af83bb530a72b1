import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Spinner } from '../../../../src/ui/index.ts';
import { renderUi } from '../render.tsx';

describe('Spinner', () => {
  it('announces "Loading" by default through a status role', () => {
    renderUi(<Spinner />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
  });
});
