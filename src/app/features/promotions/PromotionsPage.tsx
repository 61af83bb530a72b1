// /promotions: the brand's activities by category, each with the status of the signed-in member
// (join, claim, applying, …), details in a modal and the application dialog.
import { useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { Button, EmptyState, Spinner, Tabs, ToastProvider } from '../../../ui/index.ts';
import { AreaMessages } from '../../i18n/AreaMessages.tsx';
import { usePromotions, type PromotionList, type PromotionView } from './api.ts';
import { ApplyDialog } from './ApplyDialog.tsx';
import { useMinorMoney } from './format.ts';
import { promotionMessages as m } from './messages.ts';
import { PromotionBanners } from './PromotionBanners.tsx';
import { PromotionCard } from './PromotionCard.tsx';
import { PromotionDetail } from './PromotionDetail.tsx';
import { Grid, Page } from './styles.ts';
import { useAct } from './useAct.ts';
import { useSession } from '../../state/session.ts';

function Activities({ list }: { list: PromotionList }): ReactNode {
  const intl = useIntl();
  const money = useMinorMoney();
  const act = useAct(money);
  // while a saved session is being restored the cards show the guest's view: acting now would ask a member to log in
  const restoring = useSession((s) => s.restoring);
  const busy = (id: string): boolean => restoring || act.pending === id;
  // a promotion banner (linkage type P) links here with ?promotionId=: its details open at once
  const [params, setParams] = useSearchParams();
  const [open, setOpen] = useState<string | null>(() => params.get('promotionId'));
  const close = (): void => {
    setOpen(null);
    if (params.has('promotionId')) setParams((p) => (p.delete('promotionId'), p), { replace: true });
  };
  const [applying, setApplying] = useState<string | null>(null);
  const byId = (id: string | null): PromotionView | undefined => list.activities.find((a) => a.id === id);
  const grid = (items: PromotionView[]): ReactNode =>
    items.length === 0 ? (
      <EmptyState title={<FormattedMessage {...m.empty} />} description={<FormattedMessage {...m.emptyHint} />} headingLevel={2} />
    ) : (
      <Grid>
        {items.map((p) => (
          <PromotionCard key={p.id} promotion={p} pending={busy(p.id)} onOpen={() => setOpen(p.id)} onAct={(a) => act.run(p, a, () => setApplying(p.id))} />
        ))}
      </Grid>
    );
  const used = list.categories.filter((c) => list.activities.some((a) => a.category === c.id));
  const detail = byId(open);
  const applyTo = byId(applying);
  return (
    <>
      {used.length > 1 ? (
        <Tabs
          label={intl.formatMessage(m.categories)}
          items={[
            { id: 'all', label: <FormattedMessage {...m.all} />, content: grid(list.activities) },
            ...used.map((c) => ({ id: `c-${c.id}`, label: c.title, content: grid(list.activities.filter((a) => a.category === c.id)) })),
          ]}
        />
      ) : (
        grid(list.activities)
      )}
      {detail && <PromotionDetail promotion={detail} pending={busy(detail.id)} onAct={(a) => act.run(detail, a, () => setApplying(detail.id))} onClose={close} />}
      {applyTo && <ApplyDialog promotion={applyTo} onClose={() => setApplying(null)} />}
    </>
  );
}

function Body(): ReactNode {
  const intl = useIntl();
  const { data, isPending, isError, refetch } = usePromotions();
  return (
    <Page data-testid="promotions-page">
      <h1>
        <FormattedMessage {...m.title} />
      </h1>
      <PromotionBanners />
      {isError ? (
        <EmptyState
          title={<FormattedMessage {...m.failed} />}
          headingLevel={2}
          action={
            <Button onClick={() => void refetch()}>
              <FormattedMessage {...m.retry} />
            </Button>
          }
        />
      ) : isPending || !data ? (
        <Spinner label={intl.formatMessage(m.loading)} />
      ) : (
        <Activities list={data} />
      )}
    </Page>
  );
}

export default function PromotionsPage(): ReactNode {
  return (
    <AreaMessages area="promotions">
      <ToastProvider>
        <Body />
      </ToastProvider>
    </AreaMessages>
  );
}
