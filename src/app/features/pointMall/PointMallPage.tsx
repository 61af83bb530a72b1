// /pointMall (shown only with the points flag): the member's points and how they are earned, the rewards
// catalog with the redeem dialog, conversion to balance, and the redemption history. Guests are asked to log in
// and nothing is requested for them.
import { useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { formatAmount } from '../../../engine/format.ts';
import { Button, EmptyState, Spinner, Tabs, ToastProvider, buttonStyle } from '../../../ui/index.ts';
import { useBrand } from '../../boot/BootContext.tsx';
import { AreaMessages } from '../../i18n/AreaMessages.tsx';
import { useSession } from '../../state/session.ts';
import { usePointBalance, usePointConfig, usePointRewards, type PointConfig, type PointReward } from './api.ts';
import { ConvertForm } from './ConvertForm.tsx';
import { History } from './History.tsx';
import { pointMessages as m } from './messages.ts';
import { RedeemDialog } from './RedeemDialog.tsx';
import { Grid, Item, Page, Summary } from './styles.ts';

function Catalog({ items, points, onRedeem }: { items: PointReward[]; points: number; onRedeem: (r: PointReward) => void }): ReactNode {
  const intl = useIntl();
  if (items.length === 0) return <EmptyState title={<FormattedMessage {...m.emptyCatalog} />} headingLevel={2} />;
  return (
    <Grid data-testid="points-catalog">
      {items.map((r) => (
        <Item key={r.id} data-reward={r.id}>
          <img src={r.imageUrl} alt="" loading="lazy" />
          <div>
            <h2>{r.title}</h2>
            <strong>
              <FormattedMessage {...m.pointsValue} values={{ points: intl.formatNumber(r.cost) }} />
            </strong>
            <p>{r.stock > 0 ? <FormattedMessage {...m.stock} values={{ count: intl.formatNumber(r.stock) }} /> : <FormattedMessage {...m.outOfStock} />}</p>
            <Button size="sm" disabled={r.stock === 0 || r.cost > points} onClick={() => onRedeem(r)} data-testid={`redeem-${r.id}`}>
              <FormattedMessage {...m.redeem} />
            </Button>
          </div>
        </Item>
      ))}
    </Grid>
  );
}

function Earning({ config }: { config: PointConfig }): ReactNode {
  const intl = useIntl();
  const symbol = useBrand().currency.symbol;
  const amount = formatAmount(100, { language: intl.locale, symbol });
  return (
    <ul>
      {config.earning
        .filter((e) => e.pointsPer100 > 0)
        .map((e) => (
          <li key={e.gameType ?? '*'}>
            {e.gameType ? (
              <FormattedMessage {...m.earnRuleType} values={{ type: e.gameType, points: intl.formatNumber(e.pointsPer100), amount }} />
            ) : (
              <FormattedMessage {...m.earnRule} values={{ points: intl.formatNumber(e.pointsPer100), amount }} />
            )}
          </li>
        ))}
    </ul>
  );
}

function Mall(): ReactNode {
  const intl = useIntl();
  const balance = usePointBalance();
  const config = usePointConfig();
  const rewards = usePointRewards();
  const [redeeming, setRedeeming] = useState<PointReward | null>(null);
  if (balance.isError || config.isError || rewards.isError)
    return (
      <EmptyState
        title={<FormattedMessage {...m.failed} />}
        headingLevel={2}
        action={
          <Button
            onClick={() => {
              void balance.refetch();
              void config.refetch();
              void rewards.refetch();
            }}
          >
            <FormattedMessage {...m.retry} />
          </Button>
        }
      />
    );
  if (!balance.data || !config.data || !rewards.data) return <Spinner label={intl.formatMessage(m.loading)} />;
  const points = balance.data.points;
  return (
    <>
      <Summary data-testid="points-summary">
        <FormattedMessage {...m.currentPoints} />
        <strong data-testid="points-balance" data-points={points}>
          <FormattedMessage {...m.pointsValue} values={{ points: intl.formatNumber(points) }} />
        </strong>
        <Earning config={config.data} />
        <p>
          <FormattedMessage {...m.neverExpire} />
        </p>
      </Summary>
      <Tabs
        label={intl.formatMessage(m.sections)}
        items={[
          { id: 'rewards', label: <FormattedMessage {...m.tabRewards} />, content: <Catalog items={rewards.data.items} points={points} onRedeem={setRedeeming} /> },
          { id: 'convert', label: <FormattedMessage {...m.tabConvert} />, content: <ConvertForm config={config.data} points={points} /> },
          { id: 'history', label: <FormattedMessage {...m.tabHistory} />, content: <History /> },
        ]}
      />
      {redeeming && <RedeemDialog reward={redeeming} config={config.data} points={points} onClose={() => setRedeeming(null)} />}
    </>
  );
}

function Body(): ReactNode {
  const isLogin = useSession((s) => s.isLogin);
  const restoring = useSession((s) => s.restoring);
  const isTrial = useSession((s) => s.isTrial);
  const intl = useIntl();
  return (
    <Page data-testid="point-mall-page">
      <h1>
        <FormattedMessage {...m.title} />
      </h1>
      {restoring ? (
        <Spinner label={intl.formatMessage(m.loading)} />
      ) : isLogin && isTrial ? (
        <EmptyState title={<FormattedMessage {...m.trialTitle} />} headingLevel={2} />
      ) : isLogin ? (
        <Mall />
      ) : (
        <EmptyState
          title={<FormattedMessage {...m.guestTitle} />}
          description={<FormattedMessage {...m.guestText} />}
          headingLevel={2}
          action={
            <Link to="/login" css={buttonStyle} data-variant="primary" data-testid="point-mall-login">
              <FormattedMessage {...m.login} />
            </Link>
          }
        />
      )}
    </Page>
  );
}

export default function PointMallPage(): ReactNode {
  return (
    <AreaMessages area="pointMall">
      <ToastProvider>
        <Body />
      </ToastProvider>
    </AreaMessages>
  );
}
