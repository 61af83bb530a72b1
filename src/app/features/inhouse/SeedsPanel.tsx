import { useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, Skeleton, TextField, useToast } from '../../../ui/index.ts';
import { inhouseMessages as m } from './messages.ts';
import { useRotateSeed, useSeeds } from './queries.ts';
import { Mono, Panel } from './styles.ts';

/** The provably fair seeds: the server seed's hash (committed before play), my client seed, the next nonce. */
export function SeedsPanel(): ReactNode {
  const intl = useIntl();
  const toast = useToast();
  const seeds = useSeeds();
  const rotate = useRotateSeed();
  const [clientSeed, setClientSeed] = useState<string | null>(null);
  const v = seeds.data;
  const valid = clientSeed === null || /^[A-Za-z0-9_.-]{1,64}$/.test(clientSeed);
  return (
    <Panel aria-labelledby="inhouse-seeds" data-testid="inhouse-seeds">
      <h2 id="inhouse-seeds">
        <FormattedMessage {...m.seeds} />
      </h2>
      {!v ? (
        <Skeleton width="100%" height="6rem" />
      ) : (
        <>
          <div>
            <FormattedMessage {...m.serverSeedHash} />
            <br />
            <Mono data-testid="inhouse-seed-hash">{v.serverSeedHash}</Mono>
          </div>
          <TextField
            label={intl.formatMessage(m.clientSeed)}
            value={clientSeed ?? v.clientSeed}
            maxLength={64}
            onChange={(e) => setClientSeed(e.target.value)}
            error={valid ? undefined : intl.formatMessage(m.clientSeed)}
          />
          <div>
            <FormattedMessage {...m.nextNonce} />: <strong data-testid="inhouse-nonce">{v.nonce}</strong>
          </div>
          <p css={{ margin: 0 }}>
            <FormattedMessage {...m.rotateHint} />
          </p>
          <Button
            variant="secondary"
            loading={rotate.isPending}
            disabled={!valid}
            onClick={() =>
              rotate.mutate(clientSeed ?? undefined, {
                onSuccess: () => {
                  setClientSeed(null);
                  toast.show(intl.formatMessage(m.rotated), { tone: 'success' });
                },
                onError: (e) => toast.show(e.message, { tone: 'danger' }),
              })
            }
          >
            <FormattedMessage {...m.rotate} />
          </Button>
          {v.previous && (
            <div>
              <FormattedMessage {...m.previousSeed} />
              <br />
              <Mono data-testid="inhouse-previous-seed">{v.previous.serverSeed}</Mono>
            </div>
          )}
        </>
      )}
    </Panel>
  );
}
