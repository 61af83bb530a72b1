import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ConsolidatedFunds } from '../../../../generated/types.ts';
import { Button, Modal } from '../../../../ui/index.ts';
import { pendingContracts, type AgentContract } from '../../../api/agent.ts';
import { useApi } from '../../../api/ApiContext.tsx';
import { useFlags } from '../../../boot/BootContext.tsx';
import { AreaMessages } from '../../../i18n/AreaMessages.tsx';
import { useConsolidatedFunds } from '../../auth/session/queries.ts';
import { FormNotice } from '../../auth/fields/FormNotice.tsx';
import { agentKeys } from '../center/queryKeys.ts';
import { ContractSummary } from './ContractSummary.tsx';
import { OfferActions, useContractDecision } from './OfferActions.tsx';
import { contractMessages as m } from './messages.ts';

/** The consolidated funds' *req flags, which say an offer of some kind waits for the caller. */
export function offerPending(c: Partial<ConsolidatedFunds> | undefined): boolean {
  return Boolean(c && (c.divtypereq || c.dailysalreqtype || c.contracthoursalreq || c.realtimesalreqtype));
}

function Offers({ list, onLater }: { list: AgentContract[]; onLater: () => void }): ReactNode {
  const intl = useIntl();
  const decision = useContractDecision();
  // the last answer's failure, until the next answer is sent
  const error = decision.isError ? decision.error.message : null;
  return (
    <Modal open onClose={onLater} title={intl.formatMessage(m.popupTitle)} closeLabel={intl.formatMessage(m.close)} width={560}>
      <div data-testid="contract-offer-popup" css={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
        <p css={{ margin: 0 }}>
          <FormattedMessage {...m.popupIntro} values={{ count: list.length }} />
        </p>
        {error && (
          <FormNotice tone="danger" testId="contract-offer-error">
            {error}
          </FormNotice>
        )}
        {list.map((c) => (
          <ContractSummary key={c.id} contract={c}>
            <OfferActions contract={c} decision={decision} />
          </ContractSummary>
        ))}
        <Button variant="ghost" onClick={onLater} data-testid="contract-offer-later">
          <FormattedMessage {...m.later} />
        </Button>
      </div>
    </Modal>
  );
}

/**
 * The contract popup: for a signed-in real account whose consolidated flags say an offer waits, each pending
 * offer (kind, upline, tiers, rates) with Accept / Reject through the kind's relay. Shows nothing otherwise, and
 * nothing again this session once put off.
 */
export default function ContractOfferPopup(): ReactNode {
  const api = useApi();
  const agentPolicy = useFlags().agentPolicy;
  const consolidated = useConsolidatedFunds();
  const [later, setLater] = useState(false);
  const pending = useQuery({
    queryKey: agentKeys.pending,
    queryFn: ({ signal }) => pendingContracts(api, signal),
    enabled: agentPolicy && offerPending(consolidated.data),
  });
  const list = pending.data?.list ?? [];
  if (later || !offerPending(consolidated.data) || list.length === 0) return null;
  return (
    <AreaMessages area="agent">
      <Offers list={list} onLater={() => setLater(true)} />
    </AreaMessages>
  );
}
