import { useMutation, useQueryClient, type UseMutationResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button } from '../../../../ui/index.ts';
import { decideContract, type AgentContract } from '../../../api/agent.ts';
import { useApi } from '../../../api/ApiContext.tsx';
import { sessionKeys } from '../../auth/session/queryKeys.ts';
import { contractMessages as m } from './messages.ts';

export interface ContractDecisionInput {
  contract: AgentContract;
  action: 'accept' | 'reject';
}
export type ContractDecision = UseMutationResult<AgentContract, Error, ContractDecisionInput>;

/**
 * The downline accepts or rejects an offer through the contract relay of its kind (docs/spec/api.md). The consolidated
 * flags, the pending and held lists, the menus and balances all follow from the answer, so the whole session reloads.
 */
export function useContractDecision(onDecided?: (contract: AgentContract) => void): ContractDecision {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: ContractDecisionInput) => decideContract(api, v.contract.kind, { contractId: v.contract.id, action: v.action }),
    onSuccess: (contract) => {
      void client.invalidateQueries({ queryKey: sessionKeys.all });
      onDecided?.(contract);
    },
  });
}

/** Reject / Accept of one offer (the popup and the member center's contracts page); all wait while one answer is on its way. */
export function OfferActions({ contract, decision }: { contract: AgentContract; decision: ContractDecision }): ReactNode {
  const busyId = decision.isPending ? decision.variables.contract.id : null;
  const busy = (action: ContractDecisionInput['action']): boolean => busyId === contract.id && decision.variables?.action === action;
  return (
    <div css={{ display: 'flex', flexWrap: 'wrap', gap: 8, justifyContent: 'flex-end' }}>
      <Button
        variant="secondary"
        disabled={busyId !== null}
        loading={busy('reject')}
        onClick={() => decision.mutate({ contract, action: 'reject' })}
        data-testid={`contract-reject-${contract.id}`}
      >
        <FormattedMessage {...m.reject} />
      </Button>
      <Button
        disabled={busyId !== null}
        loading={busy('accept')}
        onClick={() => decision.mutate({ contract, action: 'accept' })}
        data-testid={`contract-accept-${contract.id}`}
      >
        <FormattedMessage {...m.accept} />
      </Button>
    </div>
  );
}
