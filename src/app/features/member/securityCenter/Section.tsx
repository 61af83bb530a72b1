import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { token } from '../../../../engine/theme/token.ts';

const Box = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${token('space.sm')};
  padding: ${token('space.md')};
  border: 1px solid ${token('color.border.default')};
  border-radius: ${token('radius.lg')};
  background: ${token('color.bg.surface')};
  h3 {
    margin: 0;
    font-size: ${token('font.size.md')};
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${token('space.sm')};
`;

export const Muted = styled.p`
  margin: 0;
  color: ${token('color.text.muted')};
  font-size: ${token('font.size.sm')};
  overflow-wrap: anywhere;
`;

/** One titled block of the security center. */
export function Section({ title, children, testId }: { title: ReactNode; children: ReactNode; testId: string }): ReactNode {
  return (
    <Box data-testid={testId}>
      <h3>{title}</h3>
      {children}
    </Box>
  );
}
