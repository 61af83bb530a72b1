import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, Modal, useToast } from '../../../../ui/index.ts';
import { terminateContract, type AgentContract } from '../../../api/agent.ts';
import { useApi } from '../../../api/ApiContext.tsx';
import { FormNotice } from '../../auth/fields/FormNotice.tsx';
import { sessionKeys } from '../../auth/session/queryKeys.ts';
import { contractMessages as m, kindLabels } from './messages.ts';

/**
 * Either side ends an offered or active contract, after a confirmation. Shared by the agent center (team
 * page, my contracts) and the member center's contracts page; `name` is the other side.
 */
export function TerminateDialog({ contract, name, onClose }: { contract: AgentContract; name: string; onClose: () => void }): ReactNode {
  const intl = useIntl();
  const api = useApi();
  const toast = useToast();
  const client = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const end = useMutation({
    mutationFn: () => terminateContract(api, { contractId: contract.id }),
    onSuccess: () => {
      toast.show(intl.formatMessage(m.terminated), { tone: 'success' });
      void client.invalidateQueries({ queryKey: sessionKeys.all });
      onClose();
    },
    onError: (err) => setError(err.message),
  });
  return (
    <Modal open onClose={() => !end.isPending && onClose()} title={intl.formatMessage(m.terminateTitle)} closeLabel={intl.formatMessage(m.cancel)} width={420}>
      <div data-testid="terminate-dialog" css={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
        <p css={{ margin: 0 }}>
          <FormattedMessage {...m.terminateQuestion} values={{ kind: intl.formatMessage(kindLabels[contract.kind]), name }} />
        </p>
        {error && (
          <FormNotice tone="danger" testId="terminate-error">
            {error}
          </FormNotice>
        )}
        <div css={{ display: 'flex', gap: 8, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
          <Button variant="secondary" onClick={onClose} disabled={end.isPending}>
            <FormattedMessage {...m.cancel} />
          </Button>
          <Button variant="danger" loading={end.isPending} onClick={() => end.mutate()} data-testid="terminate-confirm">
            <FormattedMessage {...m.terminate} />
          </Button>
        </div>
      </div>
    </Modal>
  );
}
