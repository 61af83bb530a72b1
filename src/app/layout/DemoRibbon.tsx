import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { token } from '../../engine/theme/token.ts';
import { useBoot } from '../boot/BootContext.tsx';
import { layoutMessages } from './messages.ts';

// In the page's flow (not fixed): it never covers the header's controls on a 360 px phone.
const Strip = styled.p`
  margin: 0;
  padding: ${token('space.xs')} ${token('space.sm')};
  background: ${token('color.bg.sunken')};
  color: ${token('color.text.primary')};
  border-block-end: 2px solid ${token('color.status.warning')};
  font-size: ${token('font.size.sm')};
  font-weight: ${token('font.weight.bold')};
  text-align: center;
  overflow-wrap: anywhere;
`;

/**
 * On a demo site (the server's sandbox vendor and payments are on) every page says that its money is play money,
 * so nobody mistakes a demo for a real site. A production site's boot payload has no demo flag: nothing renders.
 */
export function DemoRibbon(): ReactNode {
  const { boot } = useBoot();
  if (!boot.demo) return null;
  return (
    <Strip role="note" data-testid="demo-ribbon">
      <FormattedMessage {...layoutMessages.demoRibbon} />
    </Strip>
  );
}
