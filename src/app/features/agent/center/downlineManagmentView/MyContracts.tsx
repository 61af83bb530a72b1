import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button, EmptyState, Skeleton } from '../../../../../ui/index.ts';
import { contracts, type AgentContract } from '../../../../api/agent.ts';
import { useApi } from '../../../../api/ApiContext.tsx';
import { ContractSummary } from '../../contracts/ContractSummary.tsx';
import { contractMessages } from '../../contracts/messages.ts';
import { TerminateDialog } from '../../contracts/TerminateDialog.tsx';
import { agentKeys } from '../queryKeys.ts';
import { teamMessages as m } from './messages.ts';

/** Contract management, the agent's side: contracts offered to or held by it, each open one terminable. */
export function MyContracts(): ReactNode {
  const api = useApi();
  const [ending, setEnding] = useState<AgentContract | null>(null);
  const q = useQuery({
    queryKey: [...agentKeys.contracts, 'received'],
    queryFn: ({ signal }) => contracts(api, { role: 'received', pageSize: 50 }, signal),
  });
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
  if (!q.data) return <Skeleton width="100%" height="10rem" />;
  if (q.data.list.length === 0) return <EmptyState title={<FormattedMessage {...m.myContractsEmpty} />} headingLevel={3} />;
  return (
    <div data-testid="my-contracts" css={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
      {q.data.list.map((c) => (
        <ContractSummary key={c.id} contract={c}>
          {(c.status === 'active' || c.status === 'offered') && (
            <div css={{ display: 'flex', justifyContent: 'flex-end' }}>
              <Button size="sm" variant="secondary" onClick={() => setEnding(c)} data-testid={`terminate-${c.id}`}>
                <FormattedMessage {...contractMessages.terminate} />
              </Button>
            </div>
          )}
        </ContractSummary>
      ))}
      {ending && <TerminateDialog contract={ending} name={ending.upline?.nickname || ending.upline?.username || '—'} onClose={() => setEnding(null)} />}
    </div>
  );
}
