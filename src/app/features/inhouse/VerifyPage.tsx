import { useEffect, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { Button, Select, TextField } from '../../../ui/index.ts';
import type { InhouseGame, InhouseVerifyResult } from './api.ts';
import { crashPoint, diceRoll, sha256Hex } from './fair.ts';
import { GameShell } from './GameShell.tsx';
import { formatHundredths, formatMultiplier } from './money.ts';
import { inhouseMessages as m } from './messages.ts';
import { useVerify } from './queries.ts';
import { Mono, Panel, Row, Stat } from './styles.ts';

/** A result as the language writes numbers: the dice roll, or the crash point as a multiplier; left to right. */
function Result({ game, n }: { game: InhouseGame; n: number }): ReactNode {
  const intl = useIntl();
  return <bdi dir="ltr">{game === 'dice' ? formatHundredths(intl, n) : formatMultiplier(intl, n)}</bdi>;
}

/** The browser's own recomputation of the server's answer: result and seed hash. */
function useBrowserCheck(v: InhouseVerifyResult | undefined): { result: number; hash: string } | null {
  const [check, setCheck] = useState<{ of: InhouseVerifyResult; result: number; hash: string } | null>(null);
  useEffect(() => {
    if (!v || typeof crypto === 'undefined' || !crypto.subtle) return;
    let live = true;
    const calc = v.game === 'dice' ? diceRoll : crashPoint;
    void Promise.all([calc(v.serverSeed, v.clientSeed, v.nonce), sha256Hex(v.serverSeed)]).then(([result, hash]) => {
      if (live) setCheck({ of: v, result, hash });
    });
    return () => {
      live = false;
    };
  }, [v]);
  return check && check.of === v ? check : null;
}

export function VerifyResult({ value }: { value: InhouseVerifyResult }): ReactNode {
  const browser = useBrowserCheck(value);
  const ok = value.matches !== false && (!browser || (browser.result === value.result && browser.hash === value.serverSeedHash));
  return (
    <Panel data-testid="verify-result" data-matches={ok}>
      <p role="status" css={{ margin: 0, fontWeight: 700 }}>
        <FormattedMessage {...(ok ? m.matches : m.mismatch)} />
      </p>
      <Row>
        <Stat>
          <span><FormattedMessage {...m.serverResult} /></span>
          <strong data-testid="verify-server"><Result game={value.game} n={value.result} /></strong>
        </Stat>
        <Stat>
          <span><FormattedMessage {...m.browserResult} /></span>
          <strong data-testid="verify-browser">{browser ? <Result game={value.game} n={browser.result} /> : '…'}</strong>
        </Stat>
        {value.recorded !== undefined && (
          <Stat>
            <span><FormattedMessage {...m.recorded} /></span>
            <strong><Result game={value.game} n={value.recorded} /></strong>
          </Stat>
        )}
      </Row>
      <div><FormattedMessage {...m.serverSeed} />: <Mono>{value.serverSeed}</Mono></div>
      <div><FormattedMessage {...m.hashCheck} />: <Mono>{value.serverSeedHash}</Mono></div>
      <div><FormattedMessage {...m.clientSeed} />: <Mono>{value.clientSeed}</Mono> · <FormattedMessage {...m.nonce} />: {value.nonce}</div>
      {value.hmac && <div>HMAC-SHA256: <Mono>{value.hmac}</Mono></div>}
    </Panel>
  );
}

/** /inhouse/verify: recompute one of my rounds (?roundId=) or any seeds typed in. */
export default function VerifyPage(): ReactNode {
  const intl = useIntl();
  const [search] = useSearchParams();
  const roundId = search.get('roundId');
  const verify = useVerify();
  const [game, setGame] = useState<InhouseGame>('dice');
  const [serverSeed, setServerSeed] = useState('');
  const [clientSeed, setClientSeed] = useState('');
  const [nonce, setNonce] = useState('0');
  const { mutate } = verify;
  useEffect(() => {
    if (roundId) mutate({ roundId });
  }, [roundId, mutate]);
  const nonceOk = /^\d{1,12}$/.test(nonce);
  return (
    <GameShell title={<FormattedMessage {...m.verifyTitle} />} testId="inhouse-verify">
      <Panel data-wide>
        <p css={{ margin: 0 }}>
          <FormattedMessage {...m.verifyIntro} />
        </p>
        <Select
          label={intl.formatMessage(m.game)}
          value={game}
          onChange={(e) => setGame(e.target.value as InhouseGame)}
          options={[
            { value: 'dice', label: intl.formatMessage(m.diceTitle) },
            { value: 'crash', label: intl.formatMessage(m.crashTitle) },
          ]}
        />
        <TextField label={intl.formatMessage(m.serverSeed)} value={serverSeed} onChange={(e) => setServerSeed(e.target.value)} autoComplete="off" />
        <TextField label={intl.formatMessage(m.clientSeed)} value={clientSeed} onChange={(e) => setClientSeed(e.target.value)} autoComplete="off" />
        <TextField label={intl.formatMessage(m.nonce)} value={nonce} inputMode="numeric" onChange={(e) => setNonce(e.target.value)} />
        <Button
          size="lg"
          loading={verify.isPending}
          disabled={!serverSeed || !clientSeed || !nonceOk}
          onClick={() => mutate({ game, serverSeed, clientSeed, nonce: Number(nonce) })}
        >
          <FormattedMessage {...m.verify} />
        </Button>
      </Panel>
      {verify.isError && (
        <Panel data-wide role="alert">
          {verify.error.message}
        </Panel>
      )}
      {verify.data && (
        <div data-wide>
          <VerifyResult value={verify.data} />
        </div>
      )}
    </GameShell>
  );
}
