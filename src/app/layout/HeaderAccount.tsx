import styled from '@emotion/styled';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, type MouseEvent, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import { layout } from '../../engine/theme/layout.ts';
import { token } from '../../engine/theme/token.ts';
import {
  Amount,
  Badge,
  IconButton,
  MenuButton,
  RefreshIcon,
  Skeleton,
  UserIcon,
  VisuallyHidden,
  WalletIcon,
  type MenuItem,
} from '../../ui/index.ts';
import { useBrand } from '../boot/BootContext.tsx';
import { AreaMessages } from '../i18n/AreaMessages.tsx';
import { useBalance, useMemberInfoSync } from '../features/auth/session/queries.ts';
import { sessionKeys } from '../features/auth/session/queryKeys.ts';
import { useUnreadCount } from '../features/member/badges.ts';
import { inboxKeys } from '../features/member/messageV2/queryKeys.ts';
import { useRequireRealAccount } from '../features/auth/session/useRequireRealAccount.ts';
import { useBalanceVisibility } from '../state/balanceVisibility.ts';
import { useSession } from '../state/session.ts';
import { headerAccountMessages as m } from './HeaderAccountMessages.ts';

const Wrap = styled.div`
  display: flex;
  align-items: center;
  gap: ${token('space.sm')};
`;

const BalanceBox = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${token('space.xs')};
  min-height: 40px;
  padding: 0 ${token('space.sm')};
  border: 1px solid currentColor;
  border-radius: ${token('radius.pill')};
  white-space: nowrap;
`;

const MoneyLink = styled(Link)<{ variant: 'primary' | 'outline' }>`
  display: inline-flex;
  align-items: center;
  height: 40px;
  padding: 0 ${token('space.md')};
  border-radius: ${token('radius.md')};
  font-weight: ${token('font.weight.bold')};
  text-decoration: none;
  white-space: nowrap;
  ${({ variant }) =>
    variant === 'primary'
      ? `background: ${token('color.action.primary')}; color: ${token('color.text.onAction')};`
      : `border: 1px solid currentColor; color: inherit;`}
`;

/** Deposit, withdraw and the member's name need a tablet's width; a phone keeps the balance and the menu icon. */
const TabletUp = styled.span`
  display: ${layout('show.tabletUp')};
`;

const TrialTag = styled.span`
  padding: 0 ${token('space.xs')};
  border: 1px solid currentColor;
  border-radius: ${token('radius.sm')};
  font-size: ${token('font.size.sm')};
`;

const Name = styled.span`
  max-width: 12rem;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

/** Member center pages (depositv2, withdraw, messageV2). */
export const DEPOSIT_PATH = '/member?page=depositv2';
export const WITHDRAW_PATH = '/member?page=withdraw';
export const MESSAGES_PATH = '/member?page=messageV2';

/** Back on the tab: money may have moved elsewhere (a game window, another device), so balance and unread refresh. */
function useRefreshOnFocus(): void {
  const client = useQueryClient();
  useEffect(() => {
    const refresh = (): void => {
      if (document.visibilityState !== 'visible') return;
      void client.invalidateQueries({ queryKey: sessionKeys.balance });
      void client.invalidateQueries({ queryKey: inboxKeys.unread });
    };
    window.addEventListener('focus', refresh);
    document.addEventListener('visibilitychange', refresh);
    return () => {
      window.removeEventListener('focus', refresh);
      document.removeEventListener('visibilitychange', refresh);
    };
  }, [client]);
}

function HeaderBalance(): ReactNode {
  const intl = useIntl();
  const brand = useBrand();
  const balance = useBalance();
  const hidden = useBalanceVisibility((s) => s.hidden);
  const setHidden = useBalanceVisibility((s) => s.setHidden);
  useRefreshOnFocus();
  useMemberInfoSync();
  return (
    <BalanceBox data-testid="header-balance">
      <WalletIcon size={18} aria-hidden="true" />
      <VisuallyHidden>
        <FormattedMessage {...m.balance} />
      </VisuallyHidden>
      {balance.data ? (
        <Amount
          value={balance.data.sumBalance}
          symbol={balance.data.currencySymbol || brand.currency.symbol}
          hideable
          hidden={hidden}
          onHiddenChange={setHidden}
        />
      ) : balance.isError ? (
        <span>{intl.formatMessage(m.balanceUnavailable)}</span>
      ) : (
        <Skeleton width="6rem" height="1em" />
      )}
      {/* a 320 px phone has no room for it: there the balance refreshes on focus and after every money event */}
      <TabletUp>
        <IconButton
          label={intl.formatMessage(m.refreshBalance)}
          variant="quiet"
          size="sm"
          loading={balance.isFetching}
          onClick={() => void balance.refetch()}
          data-testid="header-balance-refresh"
        >
          <RefreshIcon size={16} />
        </IconButton>
      </TabletUp>
    </BalanceBox>
  );
}

/**
 * The logged-in part of the header: balance with 2 decimals that can be hidden (remembered), deposit and
 * withdraw, and the member menu (name, member center, agent center for agents, logout). Trial members get the
 * in_need_true_account prompt instead of the member pages. Loaded only once someone is logged in.
 */
function HeaderAccountBar(): ReactNode {
  const intl = useIntl();
  const navigate = useNavigate();
  const info = useSession((s) => s.userInfo);
  const isAgent = useSession((s) => s.isAgent);
  const isTrial = useSession((s) => s.isTrial);
  const openModal = useSession((s) => s.openModal);
  const requireRealAccount = useRequireRealAccount();
  const name = info?.nickname || info?.account || '';
  const unread = useUnreadCount().data ?? 0;

  const guard = (e: MouseEvent): void => {
    if (!requireRealAccount()) e.preventDefault();
  };

  const items: MenuItem[] = [
    { id: 'member', label: <FormattedMessage {...m.memberCenter} />, onSelect: () => requireRealAccount() && navigate('/member') },
    ...(unread > 0
      ? [{ id: 'messages', label: <FormattedMessage {...m.unread} values={{ count: unread }} />, onSelect: () => navigate(MESSAGES_PATH) }]
      : []),
    ...(isAgent
      ? [{ id: 'agent', label: <FormattedMessage {...m.agentCenter} />, onSelect: () => requireRealAccount() && navigate('/agentHome') }]
      : []),
    { id: 'logout', label: <FormattedMessage {...m.logout} />, tone: 'danger', onSelect: () => openModal('logoutConfirm') },
  ];

  return (
    <Wrap data-testid="header-account">
      <HeaderBalance />
      <TabletUp>
        <MoneyLink to={DEPOSIT_PATH} variant="primary" onClick={guard} data-testid="header-deposit">
          <FormattedMessage {...m.deposit} />
        </MoneyLink>
        <MoneyLink to={WITHDRAW_PATH} variant="outline" onClick={guard} data-testid="header-withdraw">
          <FormattedMessage {...m.withdraw} />
        </MoneyLink>
      </TabletUp>
      <span data-testid="header-member-menu">
        <MenuButton
          variant="quiet"
          items={items}
          // the accessible name contains all the visible text (the trial tag too): label-content-name match
          triggerLabel={intl.formatMessage(m.menu, { name: isTrial ? `${name} ${intl.formatMessage(m.trialBadge)}` : name })}
        >
          <span data-testid="header-unread" data-count={unread}>
            <Badge count={unread} label={intl.formatMessage(m.unread, { count: unread })}>
              <UserIcon size={18} aria-hidden="true" />
            </Badge>
          </span>
          <TabletUp>
            <Name>{name}</Name>
            {isTrial && ' '}
            {isTrial && <TrialTag data-testid="header-trial">{intl.formatMessage(m.trialBadge)}</TrialTag>}
          </TabletUp>
        </MenuButton>
      </span>
    </Wrap>
  );
}

/** The account bar with its messages (the auth area), loaded as one chunk by Header. */
export default function HeaderAccount(): ReactNode {
  return (
    <AreaMessages area="auth">
      <HeaderAccountBar />
    </AreaMessages>
  );
}
