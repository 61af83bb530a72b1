import styled from '@emotion/styled';
import { useState, type ReactNode } from 'react';
import { FormattedDate, FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { token } from '../../../../engine/theme/token.ts';
import { Amount, Button, EmptyState, Pagination, Skeleton, Tabs, useToast } from '../../../../ui/index.ts';
import { useBrand } from '../../../boot/BootContext.tsx';
import { pageTitles } from '../messages.ts';
import { major, useClaimAll, useClaimReward, useRewardList, type RewardList, type RewardView } from './api.ts';
import { DrawsPanel } from './DrawsPanel.tsx';
import { rewardMessages as m } from './messages.ts';

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${token('space.sm')};
  margin-bottom: ${token('space.md')};
  h2 {
    margin: 0;
    font-size: ${token('font.size.lg')};
  }
`;
const List = styled.ul`
  display: grid;
  gap: ${token('space.sm')};
  margin: ${token('space.md')} 0;
  padding: 0;
  list-style: none;
`;
const Item = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: center;
  gap: ${token('space.xs')} ${token('space.sm')};
  padding: ${token('space.sm')} ${token('space.md')};
  border: 1px solid ${token('color.border.default')};
  border-radius: ${token('radius.md')};
  background: ${token('color.bg.surface')};
  strong {
    overflow-wrap: anywhere;
  }
`;
const Meta = styled.span`
  grid-column: 1 / -1;
  color: ${token('color.text.muted')};
  font-size: ${token('font.size.sm')};
`;

type Reward = RewardList['content'][number];

const SOURCE: Record<Reward['source'], MessageDescriptor> = {
  promotion: m.sourcePromotion,
  vip: m.sourceVip,
  mission: m.sourceMission,
  referral: m.sourceReferral,
  rebate: m.sourceRebate,
  raffle: m.sourceRaffle,
  wheel: m.sourceWheel,
};

function RewardsList({ view }: { view: RewardView }): ReactNode {
  const intl = useIntl();
  const toast = useToast();
  const symbol = useBrand().currency.symbol;
  const [pageNum, setPageNum] = useState(1);
  const page = useRewardList(view, pageNum);
  const claim = useClaimReward();
  const claimAll = useClaimAll();
  const value = page.data;
  const failed = (e: Error) => toast.show(e.message, { tone: 'danger' });

  if (page.isError && !value)
    return (
      <div role="alert">
        <EmptyState
          title={<FormattedMessage {...m.loadFailed} />}
          action={
            <Button variant="secondary" onClick={() => void page.refetch()}>
              <FormattedMessage {...m.retry} />
            </Button>
          }
        />
      </div>
    );
  if (!value) return <Skeleton width="100%" height="10rem" />;
  if (value.content.length === 0)
    return view === 'claimable' ? (
      <EmptyState title={<FormattedMessage {...m.empty} />} description={<FormattedMessage {...m.emptyText} />} />
    ) : (
      <EmptyState title={<FormattedMessage {...m.historyEmpty} />} />
    );
  return (
    <>
      {view === 'claimable' && value.claimableCount > 1 && (
        <Button
          variant="primary"
          loading={claimAll.isPending}
          data-testid="reward-claim-all"
          onClick={() => claimAll.mutate(undefined, { onSuccess: (r) => toast.show(intl.formatMessage(m.claimedAll, { count: r.claimed }), { tone: 'success' }), onError: failed })}
        >
          <FormattedMessage {...m.claimAll} values={{ count: intl.formatNumber(value.claimableCount) }} />
        </Button>
      )}
      <List data-testid={`reward-list-${view}`}>
        {value.content.map((r) => (
          <Item key={r.id} data-testid={`reward-${r.id}`}>
            <strong>
              <FormattedMessage {...SOURCE[r.source]} /> · {r.title}
            </strong>
            {r.status === 'claimable' ? (
              <Button
                size="sm"
                loading={claim.isPending && claim.variables === r.id}
                data-testid={`reward-claim-${r.id}`}
                onClick={() => claim.mutate(r.id, { onSuccess: () => toast.show(intl.formatMessage(m.claimed), { tone: 'success' }), onError: failed })}
              >
                <FormattedMessage {...m.claim} />
              </Button>
            ) : (
              <FormattedMessage {...(r.status === 'claimed' ? m.statusClaimed : m.statusExpired)} />
            )}
            <Amount value={major(r.amountMinor)} symbol={symbol} size="sm" />
            <Meta>
              {r.turnoverX100 > 0 ? (
                <FormattedMessage {...m.toBonus} values={{ times: intl.formatNumber(r.turnoverX100 / 100) }} />
              ) : (
                <FormattedMessage {...m.toMain} />
              )}
              {r.expiresAt && r.status === 'claimable' && (
                <>
                  {' · '}
                  <FormattedMessage {...m.expires} values={{ date: <FormattedDate value={r.expiresAt} dateStyle="medium" /> }} />
                </>
              )}
            </Meta>
          </Item>
        ))}
      </List>
      {value.totalPages > 1 && <Pagination page={pageNum} pageCount={value.totalPages} onChange={setPageNum} label={intl.formatMessage(m.pages)} />}
    </>
  );
}

/** Reward center (rewardCenter, flag REWCEN3): rewards to claim, lucky draws, history. */
export default function RewardCenterPage(): ReactNode {
  const intl = useIntl();
  return (
    <div data-testid="reward-center-page">
      <Head>
        <h2>
          <FormattedMessage {...pageTitles.rewardCenter} />
        </h2>
      </Head>
      <Tabs
        label={intl.formatMessage(m.tabs)}
        items={[
          { id: 'rewards', label: <FormattedMessage {...m.tabRewards} />, content: <RewardsList view="claimable" /> },
          { id: 'draws', label: <FormattedMessage {...m.tabDraws} />, content: <DrawsPanel /> },
          { id: 'history', label: <FormattedMessage {...m.tabHistory} />, content: <RewardsList view="history" /> },
        ]}
      />
    </div>
  );
}
