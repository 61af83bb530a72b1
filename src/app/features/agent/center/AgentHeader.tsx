import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { layout } from '../../../../engine/theme/layout.ts';
import { token } from '../../../../engine/theme/token.ts';
import { focusRing, zIndex } from '../../../../ui/styles.ts';
import { useBrand } from '../../../boot/BootContext.tsx';
import { LanguageSwitcher } from '../../../layout/LanguageSwitcher.tsx';
import { Logo } from '../../../layout/Logo.tsx';
import { ThemeToggle } from '../../../layout/ThemeToggle.tsx';
import { useSession } from '../../../state/session.ts';
import { AgentBalance } from './AgentBalance.tsx';
import { clockText, useNow, zoneLabel } from './clock.tsx';
import { agentCenterMessages as m } from './messages.ts';

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${zIndex.sticky};
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${token('space.xs')} ${token('space.sm')};
  padding: ${token('space.xs')} ${layout('page.gutter')};
  background: ${token('color.bg.header')};
  color: ${token('color.text.onHeader')};
  box-shadow: ${token('shadow.md')};
`;
const Brand = styled.div`
  display: flex;
  flex: 1 1 8rem;
  align-items: center;
  min-width: 0;
`;
const Time = styled.div`
  display: flex;
  flex-direction: column;
  font-size: ${token('font.size.xs')};
  line-height: 1.3;
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;
// wraps on narrow phones (balance and name on one line, switches and logout on the next) instead of overflowing
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  align-items: center;
  gap: ${token('space.xs')};
  min-width: 0;
  max-width: 100%;
  margin-inline-start: auto;
`;
const Name = styled.span`
  min-width: 0;
  max-width: 10rem;
  overflow: hidden;
  font-weight: ${token('font.weight.bold')};
  text-overflow: ellipsis;
  white-space: nowrap;
`;
const Logout = styled.button`
  min-height: 44px;
  padding: 0 ${token('space.sm')};
  border: 1px solid currentColor;
  border-radius: ${token('radius.md')};
  background: transparent;
  color: inherit;
  font: inherit;
  cursor: pointer;
  &:focus-visible {
    ${focusRing}
  }
`;

/**
 * The agent center's own header: logo, the brand's time-zone label, a clock of the brand's time ticking
 * each second, the agent's nickname (or account), language and theme, logout through the usual confirmation.
 */
export function AgentHeader(): ReactNode {
  const intl = useIntl();
  const { timezoneOffset } = useBrand();
  const now = useNow();
  const info = useSession((s) => s.userInfo);
  const openModal = useSession((s) => s.openModal);
  const name = info?.nickname || info?.account || '';
  return (
    <Bar data-testid="agent-header">
      <Brand>
        <Logo />
      </Brand>
      <Time>
        <span aria-label={intl.formatMessage(m.timeZone)} data-testid="agent-zone">
          {zoneLabel(timezoneOffset)}
        </span>
        <time aria-label={intl.formatMessage(m.clock)} data-testid="agent-clock">
          {clockText(now, timezoneOffset, intl.locale)}
        </time>
      </Time>
      <Actions>
        <AgentBalance />
        {name && (
          <Name title={intl.formatMessage(m.signedInAs, { name })} data-testid="agent-name">
            {name}
          </Name>
        )}
        <LanguageSwitcher />
        <ThemeToggle />
        <Logout type="button" onClick={() => openModal('logoutConfirm')} data-testid="agent-logout">
          <FormattedMessage {...m.logout} />
        </Logout>
      </Actions>
    </Bar>
  );
}
