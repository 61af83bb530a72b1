import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Flags } from '../../../../../engine/flags.ts';
import type { ContractOfferRequest } from '../../../../../generated/types.ts';
import { Button, Modal, Select, TextField, useToast } from '../../../../../ui/index.ts';
import { offerContract, type ContractKind, type ContractPeriod, type TeamMember } from '../../../../api/agent.ts';
import { useApi } from '../../../../api/ApiContext.tsx';
import { useFlags } from '../../../../boot/BootContext.tsx';
import { FormNotice } from '../../../auth/fields/FormNotice.tsx';
import { sessionKeys } from '../../../auth/session/queryKeys.ts';
import { contractMessages as cm, kindLabels, periodLabels, tierProblemMessages } from '../../contracts/messages.ts';
import { emptyTier, preview, readTiers, type DraftProblem, type TierDraft } from '../../contracts/tiersForm.ts';
import { Money, Rate } from '../common/Money.tsx';
import { teamMessages as m } from './messages.ts';
import { TierEditor } from './TierEditor.tsx';

const KIND_FLAG: Record<ContractKind, keyof Flags> = {
  dividend: 'dividendContract',
  daily: 'dailySalaryContract',
  hourly: 'hourlySalaryContract',
  realtime: 'realTimeSalaryContract',
};
const PERIODS: ContractPeriod[] = ['Daily', 'Weekly', 'Semimonthly', 'Monthly'];

/** The kinds the brand lets agents offer (docs/agent-contract.md: each kind's flag, all under the agent policy). */
export function offerableKinds(flags: Partial<Flags>): ContractKind[] {
  if (!flags.agentPolicy) return [];
  return (Object.keys(KIND_FLAG) as ContractKind[]).filter((k) => flags[KIND_FLAG[k]] === true);
}

function problemText(intl: ReturnType<typeof useIntl>, p: DraftProblem): string {
  const n = 'index' in p ? p.index + 1 : 0;
  return intl.formatMessage(tierProblemMessages[p.code], { n, max: 'max' in p ? p.max : 10 });
}

/** Offer a contract to a direct member — kind, period (dividend), tiers, and a live preview of one period. */
export function OfferDialog({ member, onClose }: { member: TeamMember; onClose: () => void }): ReactNode {
  const intl = useIntl();
  const api = useApi();
  const toast = useToast();
  const client = useQueryClient();
  const kinds = offerableKinds(useFlags());
  const [kind, setKind] = useState<ContractKind | undefined>(kinds[0]);
  const [period, setPeriod] = useState<ContractPeriod>('Weekly');
  const [drafts, setDrafts] = useState<TierDraft[]>([emptyTier()]);
  const [trial, setTrial] = useState({ validBet: '', activeMembers: '', loss: '' });
  const [submitted, setSubmitted] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const name = member.nickname || member.username;
  const read = useMemo(() => (kind ? readTiers(kind, drafts) : null), [kind, drafts]);
  const tiers = read && 'tiers' in read ? read.tiers : null;
  const problem = read && 'problem' in read ? read.problem : null;
  const result = kind && tiers && trial.validBet ? preview(kind, tiers, { validBet: trial.validBet, activeMembers: trial.activeMembers || '0', loss: trial.loss }) : null;
  const send = useMutation({
    mutationFn: (body: ContractOfferRequest) => offerContract(api, body),
    onSuccess: () => {
      toast.show(intl.formatMessage(m.offered, { name }), { tone: 'success' });
      void client.invalidateQueries({ queryKey: sessionKeys.all });
      onClose();
    },
    onError: (err) => setError(err.message),
  });

  const submit = (e: FormEvent): void => {
    e.preventDefault();
    setSubmitted(true);
    if (!kind || !tiers || send.isPending) return;
    setError(null);
    send.mutate({ memberId: member.id, kind, ...(kind === 'dividend' ? { period } : {}), tiers: tiers as ContractOfferRequest['tiers'] });
  };

  return (
    <Modal open onClose={() => !send.isPending && onClose()} title={intl.formatMessage(m.offerTitle, { name })} closeLabel={intl.formatMessage(m.cancel)} width={720}>
      {!kind ? (
        <p data-testid="offer-no-kinds">
          <FormattedMessage {...m.noKinds} />
        </p>
      ) : (
        <form onSubmit={submit} noValidate data-testid="offer-dialog" css={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
          <Select
            label={<FormattedMessage {...m.kind} />}
            value={kind}
            options={kinds.map((k) => ({ value: k, label: intl.formatMessage(kindLabels[k]) }))}
            onChange={(e) => setKind(e.target.value as ContractKind)}
            data-testid="offer-kind"
          />
          {kind === 'dividend' && (
            <Select
              label={<FormattedMessage {...cm.period} />}
              value={period}
              options={PERIODS.map((p) => ({ value: p, label: intl.formatMessage(periodLabels[p]) }))}
              onChange={(e) => setPeriod(e.target.value as ContractPeriod)}
              data-testid="offer-period"
            />
          )}
          <TierEditor kind={kind} tiers={drafts} onChange={setDrafts} invalid={submitted && problem && 'index' in problem ? { index: problem.index, ...(problem.code === 'input' ? { field: problem.field } : {}) } : undefined} />
          {submitted && problem && (
            <FormNotice tone="danger" testId="offer-problem">
              {problemText(intl, problem)}
            </FormNotice>
          )}
          <fieldset css={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 8.5rem), 1fr))', gap: 8, margin: 0, border: 0, padding: 0 }} data-testid="offer-preview">
            <legend css={{ fontWeight: 'bold', marginBottom: 4 }}>
              <FormattedMessage {...m.previewTitle} />
            </legend>
            <TextField label={<FormattedMessage {...m.previewValidBet} />} inputMode="decimal" value={trial.validBet} onChange={(e) => setTrial((t) => ({ ...t, validBet: e.target.value }))} data-testid="preview-bet" />
            <TextField label={<FormattedMessage {...m.previewActive} />} inputMode="numeric" value={trial.activeMembers} onChange={(e) => setTrial((t) => ({ ...t, activeMembers: e.target.value }))} data-testid="preview-active" />
            {kind === 'dividend' && (
              <TextField label={<FormattedMessage {...m.previewLoss} />} inputMode="decimal" value={trial.loss} onChange={(e) => setTrial((t) => ({ ...t, loss: e.target.value }))} data-testid="preview-loss" />
            )}
          </fieldset>
          {result && (
            <p role="status" css={{ margin: 0 }} data-testid="preview-result">
              {result.rateBp > 0 ? (
                <FormattedMessage {...m.previewPays} values={{ amount: <Money key="a" minor={result.amountMinor} />, rate: <Rate key="r" bp={result.rateBp} /> }} />
              ) : (
                <FormattedMessage {...m.previewNone} />
              )}
            </p>
          )}
          {error && (
            <FormNotice tone="danger" testId="offer-error">
              {error}
            </FormNotice>
          )}
          <div css={{ display: 'flex', gap: 8, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
            <Button type="button" variant="secondary" onClick={onClose}>
              <FormattedMessage {...m.cancel} />
            </Button>
            <Button type="submit" loading={send.isPending} data-testid="offer-submit">
              <FormattedMessage {...m.submitOffer} />
            </Button>
          </div>
        </form>
      )}
    </Modal>
  );
}
