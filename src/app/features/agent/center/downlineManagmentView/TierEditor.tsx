import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { MAX_TIERS, type ContractKind } from '../../../../../engine/agent/tiers.ts';
import { token } from '../../../../../engine/theme/token.ts';
import { Button, CloseIcon, IconButton, PlusIcon, TextField } from '../../../../../ui/index.ts';
import { useBrand } from '../../../../boot/BootContext.tsx';
import { contractMessages as cm } from '../../contracts/messages.ts';
import { emptyTier, type TierDraft } from '../../contracts/tiersForm.ts';
import { teamMessages as m } from './messages.ts';

// One row per tier: its inputs wrap to two columns on phones, one line from tablet up.
const Row = styled.fieldset`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 8.5rem), 1fr)) auto;
  align-items: end;
  gap: ${token('space.sm')};
  margin: 0;
  padding: ${token('space.sm')};
  border: 1px solid ${token('color.border.default')};
  border-radius: ${token('radius.md')};
  legend {
    padding: 0 ${token('space.xs')};
    font-size: ${token('font.size.sm')};
    font-weight: ${token('font.weight.bold')};
  }
`;

export interface TierEditorProps {
  kind: ContractKind;
  tiers: TierDraft[];
  onChange: (tiers: TierDraft[]) => void;
  /** The row and input to mark (the first problem's), when errors are shown. */
  invalid?: { index: number; field?: keyof TierDraft } | undefined;
}

/** Contract tiers: 1–10 rows of thresholds and a rate in %, rows added and removed in place. */
export function TierEditor({ kind, tiers, onChange, invalid }: TierEditorProps): ReactNode {
  const intl = useIntl();
  const { currency } = useBrand();
  const set = (i: number, field: keyof TierDraft, value: string): void =>
    onChange(tiers.map((t, j) => (j === i ? { ...t, [field]: value } : t)));
  const bad = (i: number, field: keyof TierDraft): boolean => invalid?.index === i && (invalid.field === undefined || invalid.field === field);
  return (
    <div css={{ display: 'flex', flexDirection: 'column', gap: 8 }} data-testid="tier-editor">
      {tiers.map((t, i) => (
        <Row key={i} data-testid={`tier-${i}`}>
          <legend>
            <FormattedMessage {...cm.tier} values={{ n: i + 1 }} />
          </legend>
          <TextField
            label={<FormattedMessage {...cm.minValidBet} />}
            inputMode="decimal"
            prefix={currency.symbol}
            value={t.minValidBet}
            aria-invalid={bad(i, 'minValidBet') || undefined}
            onChange={(e) => set(i, 'minValidBet', e.target.value)}
            data-testid={`tier-${i}-bet`}
          />
          <TextField
            label={<FormattedMessage {...cm.minActiveMembers} />}
            inputMode="numeric"
            value={t.minActiveMembers}
            aria-invalid={bad(i, 'minActiveMembers') || undefined}
            onChange={(e) => set(i, 'minActiveMembers', e.target.value)}
            data-testid={`tier-${i}-active`}
          />
          {kind === 'dividend' && (
            <TextField
              label={<FormattedMessage {...cm.minLoss} />}
              inputMode="decimal"
              prefix={currency.symbol}
              value={t.minLoss}
              aria-invalid={bad(i, 'minLoss') || undefined}
              onChange={(e) => set(i, 'minLoss', e.target.value)}
              data-testid={`tier-${i}-loss`}
            />
          )}
          <TextField
            label={<FormattedMessage {...cm.rate} />}
            inputMode="decimal"
            value={t.rate}
            aria-invalid={bad(i, 'rate') || undefined}
            onChange={(e) => set(i, 'rate', e.target.value)}
            data-testid={`tier-${i}-rate`}
          />
          <IconButton
            label={intl.formatMessage(m.removeTier, { n: i + 1 })}
            variant="ghost"
            disabled={tiers.length === 1}
            onClick={() => onChange(tiers.filter((_, j) => j !== i))}
            data-testid={`tier-${i}-remove`}
          >
            <CloseIcon />
          </IconButton>
        </Row>
      ))}
      <Button
        type="button"
        variant="secondary"
        icon={<PlusIcon />}
        disabled={tiers.length >= MAX_TIERS}
        onClick={() => onChange([...tiers, emptyTier()])}
        data-testid="tier-add"
      >
        <FormattedMessage {...m.addTier} />
      </Button>
    </div>
  );
}
