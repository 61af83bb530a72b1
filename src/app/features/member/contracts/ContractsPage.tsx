import styled from '@emotion/styled';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { token } from '../../../../engine/theme/token.ts';
import { Button, EmptyState, Skeleton, useToast } from '../../../../ui/index.ts';
import { contracts, type AgentContract } from '../../../api/agent.ts';
import { useApi } from '../../../api/ApiContext.tsx';
import { AreaMessages } from '../../../i18n/AreaMessages.tsx';
import { useSession } from '../../../state/session.ts';
import { FormNotice } from '../../auth/fields/FormNotice.tsx';
import { agentKeys } from '../../agent/center/queryKeys.ts';
import { ContractSummary } from '../../agent/contracts/ContractSummary.tsx';
import { contractMessages } from '../../agent/contracts/messages.ts';
import { OfferActions, useContractDecision } from '../../agent/contracts/OfferActions.tsx';
import { TerminateDialog } from '../../agent/contracts/TerminateDialog.tsx';
import { pageTitles } from '../messages.ts';
import { PageHead } from '../transferFund/styles.ts';
import { memberContractMessages as m } from './messages.ts';

/** The member's own contracts, as GET /wps/agent/contracts?role=received answers them (one page is every one). */
export const MEMBER_CONTRACTS_PAGE_SIZE = 50;
export const memberContractsKey = [...agentKeys.contracts, 'received'] as const;

const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${token('space.lg')};
  > p {
    margin: 0;
    color: ${token('color.text.muted')};
  }
`;
const Group = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${token('space.sm')};
  h3 {
    margin: 0;
    font-size: ${token('font.size.md')};
  }
  > p {
    margin: 0;
    color: ${token('color.text.muted')};
    font-size: ${token('font.size.sm')};
  }
`;

/** Offered first (they wait for an answer), then the contracts in force, then the ended ones. */
export function groupContracts(list: readonly AgentContract[]): { waiting: AgentContract[]; current: AgentContract[]; ended: AgentContract[] } {
  return {
    waiting: list.filter((c) => c.status === 'offered'),
    current: list.filter((c) => c.status === 'active'),
    ended: list.filter((c) => c.status === 'rejected' || c.status === 'terminated'),
  };
}

const uplineName = (c: AgentContract): string => c.upline?.nickname || c.upline?.username || '—';

function Contracts(): ReactNode {
  const api = useApi();
  const intl = useIntl();
  const toast = useToast();
  const [ending, setEnding] = useState<AgentContract | null>(null);
  const q = useQuery({
    queryKey: memberContractsKey,
    queryFn: ({ signal }) => contracts(api, { role: 'received', pageSize: MEMBER_CONTRACTS_PAGE_SIZE }, signal),
  });
  const decision = useContractDecision((c) => toast.show(intl.formatMessage(c.status === 'active' ? m.accepted : m.rejected), { tone: 'success' }));

  if (q.isError && !q.data)
    return (
      <div role="alert">
        <EmptyState
          title={<FormattedMessage {...m.loadFailed} />}
          description={q.error.message}
          action={
            <Button variant="secondary" onClick={() => void q.refetch()}>
              <FormattedMessage {...m.retry} />
            </Button>
          }
        />
      </div>
    );
  if (!q.data) return <Skeleton width="100%" height="12rem" />;
  if (q.data.list.length === 0)
    return <EmptyState title={<FormattedMessage {...m.emptyTitle} />} description={<FormattedMessage {...m.emptyText} />} headingLevel={3} />;

  const { waiting, current, ended } = groupContracts(q.data.list);
  return (
    <Column data-testid="member-contracts">
      <p>
        <FormattedMessage {...m.intro} />
      </p>
      {waiting.length > 0 && (
        <Group aria-labelledby="member-contracts-waiting" data-testid="member-contracts-waiting">
          <h3 id="member-contracts-waiting">
            <FormattedMessage {...m.waiting} />
          </h3>
          <p>
            <FormattedMessage {...m.waitingHint} />
          </p>
          {decision.isError && (
            <FormNotice tone="danger" testId="member-contracts-error">
              {decision.error.message}
            </FormNotice>
          )}
          {waiting.map((c) => (
            <ContractSummary key={c.id} contract={c} headingLevel={4}>
              <OfferActions contract={c} decision={decision} />
            </ContractSummary>
          ))}
        </Group>
      )}
      {current.length > 0 && (
        <Group aria-labelledby="member-contracts-current" data-testid="member-contracts-current">
          <h3 id="member-contracts-current">
            <FormattedMessage {...m.current} />
          </h3>
          {current.map((c) => (
            <ContractSummary key={c.id} contract={c} headingLevel={4}>
              <div css={{ display: 'flex', justifyContent: 'flex-end' }}>
                <Button size="sm" variant="secondary" onClick={() => setEnding(c)} data-testid={`terminate-${c.id}`}>
                  <FormattedMessage {...contractMessages.terminate} />
                </Button>
              </div>
            </ContractSummary>
          ))}
        </Group>
      )}
      {ended.length > 0 && (
        <Group aria-labelledby="member-contracts-ended" data-testid="member-contracts-ended">
          <h3 id="member-contracts-ended">
            <FormattedMessage {...m.ended} />
          </h3>
          {ended.map((c) => (
            <ContractSummary key={c.id} contract={c} headingLevel={4} />
          ))}
        </Group>
      )}
      {ending && <TerminateDialog contract={ending} name={uplineName(ending)} onClose={() => setEnding(null)} />}
    </Column>
  );
}

/**
 * Contract management for a member: the offers waiting for an answer (accept / reject through
 * the kind's relay, as the popup does), the contracts in force (terminate, after a confirmation) and the ended
 * ones, each with its kind, period, upline, status and tiers. Trial accounts have no contracts (the server refuses
 * them too). The contract pieces come from the agent area, so its messages load with the page.
 */
export default function ContractsPage(): ReactNode {
  const isTrial = useSession((s) => s.isTrial);
  return (
    <div data-testid="member-contracts-page">
      <PageHead>
        <h2>
          <FormattedMessage {...pageTitles.contracts} />
        </h2>
      </PageHead>
      {isTrial ? (
        <EmptyState title={<FormattedMessage {...m.trialTitle} />} description={<FormattedMessage {...m.trialText} />} headingLevel={3} />
      ) : (
        <AreaMessages area="agent">
          <Contracts />
        </AreaMessages>
      )}
    </div>
  );
}
