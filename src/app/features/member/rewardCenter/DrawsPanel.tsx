// Lucky draws: the prize wheel (a CSS rotation that lands on the server's pick; no spin with reduced motion) and
// the red envelope. The server draws; this only shows the result and the seeds that prove it.
import styled from '@emotion/styled';
import { useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatAmount } from '../../../../engine/format.ts';
import { token } from '../../../../engine/theme/token.ts';
import { Amount, Button, Card, Skeleton, useReducedMotion, useToast } from '../../../../ui/index.ts';
import { useBrand } from '../../../boot/BootContext.tsx';
import { major, useDraw, useDrawTickets, type DrawResult, type DrawTickets } from './api.ts';
import { rewardMessages as m } from './messages.ts';

const Grid = styled.div`
  display: grid;
  gap: ${token('space.md')};
  margin-top: ${token('space.md')};
  @media (min-width: 768px) {
    grid-template-columns: 1fr 1fr;
  }
`;
const Section = styled.section`
  display: grid;
  justify-items: center;
  gap: ${token('space.sm')};
  text-align: center;
  h3 {
    margin: 0;
    font-size: ${token('font.size.md')};
  }
`;
const WheelBox = styled.div`
  position: relative;
  width: min(100%, 240px);
  aspect-ratio: 1;
  &::after {
    content: '';
    position: absolute;
    top: -4px;
    inset-inline-start: calc(50% - 10px);
    border: 10px solid transparent;
    border-top: 18px solid ${token('color.action.accent')};
  }
`;
const Disc = styled.ol`
  position: absolute;
  inset: 0;
  margin: 0;
  padding: 0;
  list-style: none;
  border-radius: 50%;
  border: 4px solid ${token('color.action.primary')};
  background: ${token('color.bg.sunken')};
  transition: transform 3s cubic-bezier(0.2, 0.8, 0.2, 1);
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
  li {
    position: absolute;
    top: 8px;
    /* physical on purpose: slices turn about the disc centre, which has no reading direction */
    left: 50%;
    height: calc(50% - 8px);
    transform-origin: 0 100%;
    font-size: ${token('font.size.xs')};
    font-weight: ${token('font.weight.bold')};
    white-space: nowrap;
  }
`;
const Envelope = styled.div`
  display: grid;
  place-items: center;
  width: 140px;
  height: 180px;
  border-radius: ${token('radius.md')};
  background: ${token('color.action.primary')};
  color: ${token('color.text.onAction')};
  font-size: ${token('font.size.lg')};
`;
const Proof = styled.dl`
  display: grid;
  gap: 2px;
  width: 100%;
  margin: 0;
  font-size: ${token('font.size.xs')};
  text-align: start;
  dd {
    margin: 0 0 ${token('space.xs')};
    overflow-wrap: anywhere;
    font-family: monospace;
  }
`;

function Fairness({ result }: { result: DrawResult }): ReactNode {
  const intl = useIntl();
  return (
    <details data-testid="draw-proof">
      <summary>
        <FormattedMessage {...m.fairness} />
      </summary>
      <Proof>
        <dt>
          <FormattedMessage {...m.seedHash} />
        </dt>
        <dd>{result.serverSeedHash}</dd>
        <dt>
          <FormattedMessage {...m.seed} />
        </dt>
        <dd>{result.serverSeed}</dd>
        <dt>
          <FormattedMessage {...m.clientSeed} />
        </dt>
        <dd>{result.clientSeed}</dd>
        <dd>
          <FormattedMessage {...m.roll} values={{ roll: intl.formatNumber(result.roll), total: intl.formatNumber(result.totalWeight) }} />
        </dd>
      </Proof>
    </details>
  );
}

function DrawSection({ kind, data }: { kind: 'raffle' | 'wheel'; data: DrawTickets }): ReactNode {
  const intl = useIntl();
  const toast = useToast();
  const symbol = useBrand().currency.symbol;
  const reduced = useReducedMotion();
  const draw = useDraw();
  const [result, setResult] = useState<DrawResult | null>(null);
  const [turns, setTurns] = useState(0);
  const tickets = data.tickets.filter((t) => t.kind === kind);
  const table = data[kind];
  const slice = 360 / Math.max(table.length, 1);
  // The pointer is at the top: turn so the middle of the won slice sits under it, plus whole turns to spin.
  const angle = result ? turns * 360 - (result.prizeIndex + 0.5) * slice : 0;

  const go = (): void => {
    const next = tickets[0];
    if (!next) return;
    draw.mutate(
      { kind, ticketId: next.id },
      {
        onSuccess: (r) => {
          setTurns((t) => t + (reduced ? 1 : 5));
          setResult(r);
          toast.show(intl.formatMessage(m.won, { amount: formatAmount(major(r.amountMinor), { language: intl.locale, symbol }) }), { tone: 'success' });
        },
        onError: (e) => toast.show(e.message, { tone: 'danger' }),
      },
    );
  };

  return (
    <Card>
      <Section data-testid={`draw-${kind}`}>
        <h3>
          <FormattedMessage {...(kind === 'wheel' ? m.wheelTitle : m.envelopeTitle)} />
        </h3>
        {table.length === 0 ? (
          <p>
            <FormattedMessage {...m.notSetUp} />
          </p>
        ) : kind === 'wheel' ? (
          <WheelBox>
            <Disc style={{ transform: `rotate(${angle}deg)` }} data-testid="wheel-disc" aria-hidden="true">
              {table.map((p, i) => (
                <li key={i} style={{ transform: `rotate(${(i + 0.5) * slice}deg)` }}>
                  {formatAmount(major(p.amountMinor), { language: intl.locale })}
                </li>
              ))}
            </Disc>
          </WheelBox>
        ) : (
          <Envelope aria-hidden="true" data-opened={result !== null}>
            {result ? '✨' : '🧧'}
          </Envelope>
        )}
        <span data-testid={`draw-${kind}-tickets`}>
          <FormattedMessage {...m.tickets} values={{ count: tickets.length }} />
        </span>
        {result && (
          <strong role="status" data-testid={`draw-${kind}-result`}>
            <Amount value={major(result.amountMinor)} symbol={symbol} size="md" />
          </strong>
        )}
        <Button disabled={tickets.length === 0 || table.length === 0} loading={draw.isPending} onClick={go} data-testid={`draw-${kind}-go`}>
          <FormattedMessage {...(kind === 'wheel' ? m.spin : m.open)} />
        </Button>
        {tickets.length === 0 && !result && (
          <small>
            <FormattedMessage {...m.noTickets} />
          </small>
        )}
        {result && <Fairness result={result} />}
      </Section>
    </Card>
  );
}

export function DrawsPanel(): ReactNode {
  const q = useDrawTickets();
  if (!q.data) return <Skeleton width="100%" height="14rem" />;
  return (
    <Grid>
      <DrawSection kind="wheel" data={q.data} />
      <DrawSection kind="raffle" data={q.data} />
    </Grid>
  );
}
