import type { ReactNode } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { Link } from 'react-router-dom';
import { Amount, EmptyState, Skeleton } from '../../../ui/index.ts';
import { useBrand } from '../../boot/BootContext.tsx';
import type { InhouseGame, InhouseRound } from './api.ts';
import { formatHundredths, formatMultiplier, fromMinor } from './money.ts';
import { inhouseMessages as m } from './messages.ts';
import { useRounds } from './queries.ts';
import { Panel } from './styles.ts';

/** A round's result as the language writes numbers: the dice roll, or the crash point as a multiplier. */
export const resultText = (intl: Pick<IntlShape, 'formatNumber'>, r: InhouseRound): string =>
  r.game === 'dice' ? formatHundredths(intl, r.roll ?? 0) : formatMultiplier(intl, r.crash ?? 0);

/** My latest rounds of this game, each with a link to verify it. */
export function RoundHistory({ game }: { game: InhouseGame }): ReactNode {
  const rounds = useRounds(game);
  const brand = useBrand();
  const intl = useIntl();
  return (
    <Panel aria-labelledby="inhouse-history" data-wide data-testid="inhouse-history">
      <h2 id="inhouse-history">
        <FormattedMessage {...m.history} />
      </h2>
      {!rounds.data ? (
        <Skeleton width="100%" height="6rem" />
      ) : rounds.data.length === 0 ? (
        <EmptyState title={<FormattedMessage {...m.noRounds} />} />
      ) : (
        <ul css={{ margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: 4 }}>
          {rounds.data.map((r) => (
            <li key={r.roundId} data-testid="inhouse-round" css={{ display: 'grid', gridTemplateColumns: 'auto 1fr auto auto', gap: 12, alignItems: 'center', minHeight: 44 }}>
              <span>
                <bdi dir="ltr">#{intl.formatNumber(r.nonce, { useGrouping: false })}</bdi>
              </span>
              <strong>
                <bdi dir="ltr">{resultText(intl, r)}</bdi>
              </strong>
              <Amount value={fromMinor(BigInt(r.payoutMinor) - BigInt(r.stakeMinor))} symbol={brand.currency.symbol} size="sm" />
              <Link to={`/inhouse/verify?roundId=${r.roundId}`} css={{ minHeight: 44, display: 'inline-flex', alignItems: 'center' }}>
                <FormattedMessage {...m.verifyLink} />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
