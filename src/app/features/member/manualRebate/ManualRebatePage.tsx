import type { ReactNode } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { Amount, Button, Card, Skeleton, useToast } from '../../../../ui/index.ts';
import { useBrand } from '../../../boot/BootContext.tsx';
import { pageTitles } from '../messages.ts';
import { major } from '../rewardCenter/api.ts';
import { ratePercent, useClaimRebate, useRebate } from './api.ts';
import { rebateMessages as m } from './messages.ts';
import { GameTypeName, Item, List, LoadFailed, Muted, Page, useMoney } from './parts.tsx';

/** Manual rebate (manualRebate, only with MANUALREBATE3): valid bet by game type since the last claim, claim. */
export default function ManualRebatePage(): ReactNode {
  const intl = useIntl();
  const toast = useToast();
  const symbol = useBrand().currency.symbol;
  const money = useMoney();
  const q = useRebate();
  const claim = useClaimRebate();
  const d = q.data;
  return (
    <Page data-testid="manual-rebate-page">
      <h2>
        <FormattedMessage {...pageTitles.manualRebate} />
      </h2>
      {q.isError && !d ? (
        <LoadFailed message={m.loadFailed} retry={m.retry} onRetry={() => void q.refetch()} />
      ) : !d ? (
        <Skeleton width="100%" height="12rem" />
      ) : (
        <>
          <Card>
            <h3>
              <FormattedMessage {...m.available} />
            </h3>
            <span data-testid="rebate-amount">
              <Amount value={major(d.rebateMinor)} symbol={symbol} size="lg" />
            </span>
            <Muted>
              {d.since ? (
                <FormattedMessage {...m.since} values={{ date: <FormattedDate value={d.since} dateStyle="medium" timeStyle="short" /> }} />
              ) : (
                <FormattedMessage {...m.sinceStart} />
              )}
              {': '}
              {money(d.validBetMinor)}
            </Muted>
            <Muted>
              <FormattedMessage {...m.minimum} values={{ amount: money(d.minimumMinor) }} />
            </Muted>
            <Button
              variant="primary"
              disabled={!d.claimable}
              loading={claim.isPending}
              data-testid="rebate-claim"
              onClick={() =>
                claim.mutate(undefined, {
                  onSuccess: (r) => toast.show(intl.formatMessage(m.claimed, { amount: money(r.amountMinor) }), { tone: 'success' }),
                  onError: (e) => toast.show(e.message, { tone: 'danger' }),
                })
              }
            >
              <FormattedMessage {...m.claim} />
            </Button>
          </Card>
          {d.rows.length === 0 ? (
            <Muted>
              <FormattedMessage {...m.noBets} />
            </Muted>
          ) : (
            <List data-testid="rebate-rows">
              {d.rows.map((r) => (
                <Item key={r.gameType} data-testid={`rebate-row-${r.gameType}`}>
                  <div>
                    <strong>
                      <GameTypeName type={r.gameType} />
                    </strong>
                    <Amount value={major(r.rebateMinor)} symbol={symbol} size="sm" />
                  </div>
                  <Muted>
                    <FormattedMessage {...m.validBet} /> {money(r.validBetMinor)} · <FormattedMessage {...m.rate} />{' '}
                    <FormattedMessage {...m.ratePercent} values={{ rate: intl.formatNumber(ratePercent(r.basisPoints), { maximumFractionDigits: 2 }) }} />
                  </Muted>
                </Item>
              ))}
            </List>
          )}
          <h3>
            <FormattedMessage {...m.history} />
          </h3>
          {d.history.length === 0 ? (
            <Muted>
              <FormattedMessage {...m.historyEmpty} />
            </Muted>
          ) : (
            <List data-testid="rebate-history">
              {d.history.map((h) => (
                <Item key={h.until}>
                  <div>
                    <Muted>
                      <FormattedMessage {...m.historyRow} values={{ date: <FormattedDate value={h.until} dateStyle="medium" timeStyle="short" />, bet: money(h.validBetMinor) }} />
                    </Muted>
                    <Amount value={major(h.amountMinor)} symbol={symbol} size="sm" />
                  </div>
                </Item>
              ))}
            </List>
          )}
        </>
      )}
    </Page>
  );
}
