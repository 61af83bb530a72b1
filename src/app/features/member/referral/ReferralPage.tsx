import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { token } from '../../../../engine/theme/token.ts';
import { Button, Card, QrCode, Skeleton, useToast } from '../../../../ui/index.ts';
import { Item, List, LoadFailed, Muted, Page, useMoney } from '../manualRebate/parts.tsx';
import { pageTitles } from '../messages.ts';
import { copyText, useReferral } from './api.ts';
import { referralMessages as m } from './messages.ts';

const Share = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${token('space.md')};
  align-items: center;
  > div {
    display: grid;
    gap: ${token('space.sm')};
    flex: 1 1 14rem;
    min-width: 0;
  }
  code {
    overflow-wrap: anywhere;
    font-size: ${token('font.size.sm')};
  }
`;
const Stats = styled.dl`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${token('space.sm')};
  margin: 0;
  div {
    display: grid;
    gap: ${token('space.xs')};
    text-align: center;
  }
  dt {
    color: ${token('color.text.muted')};
    font-size: ${token('font.size.sm')};
  }
  dd {
    margin: 0;
    font-weight: 600;
    overflow-wrap: anywhere;
  }
`;

/** Invite friends (referral): code, link and its QR code, stats, rules, friends. */
export default function ReferralPage(): ReactNode {
  const intl = useIntl();
  const toast = useToast();
  const money = useMoney();
  const q = useReferral();
  const d = q.data;
  const copy = async (text: string) => {
    if (await copyText(text)) toast.show(intl.formatMessage(m.copied), { tone: 'success', id: 'referral-copy' });
    else toast.show(intl.formatMessage(m.copyFailed), { tone: 'danger', id: 'referral-copy' });
  };
  return (
    <Page data-testid="referral-page">
      <h2>
        <FormattedMessage {...pageTitles.referral} />
      </h2>
      {q.isError && !d ? (
        <LoadFailed message={m.loadFailed} retry={m.retry} onRetry={() => void q.refetch()} />
      ) : !d ? (
        <Skeleton width="100%" height="14rem" />
      ) : (
        <>
          <Card>
            <Share>
              <QrCode value={d.inviteUrl} label={intl.formatMessage(m.qr)} size={144} />
              <div>
                <Muted>
                  <FormattedMessage {...m.code} />
                </Muted>
                <strong data-testid="referral-code" dir="ltr">{d.referralCode}</strong>
                <Muted>
                  <FormattedMessage {...m.link} />
                </Muted>
                <code data-testid="referral-link" dir="ltr">{d.inviteUrl}</code>
                <Button variant="primary" data-testid="referral-copy-link" onClick={() => void copy(d.inviteUrl)}>
                  <FormattedMessage {...m.copyLink} />
                </Button>
                <Button variant="secondary" data-testid="referral-copy-code" onClick={() => void copy(d.referralCode)}>
                  <FormattedMessage {...m.copyCode} />
                </Button>
              </div>
            </Share>
          </Card>
          <Stats data-testid="referral-stats">
            <div>
              <dt>
                <FormattedMessage {...m.invited} />
              </dt>
              <dd data-testid="referral-invited">{intl.formatNumber(d.invited)}</dd>
            </div>
            <div>
              <dt>
                <FormattedMessage {...m.qualified} />
              </dt>
              <dd data-testid="referral-qualified">{intl.formatNumber(d.qualified)}</dd>
            </div>
            <div>
              <dt>
                <FormattedMessage {...m.rewards} />
              </dt>
              <dd data-testid="referral-rewards">{money(d.rewardsMinor)}</dd>
            </div>
          </Stats>
          <h3>
            <FormattedMessage {...m.rules} />
          </h3>
          {d.rule.text && <Muted>{d.rule.text}</Muted>}
          <List>
            {d.rule.firstDepositMinor && (
              <Item>
                <FormattedMessage {...m.ruleDeposit} values={{ amount: money(d.rule.firstDepositMinor) }} />
              </Item>
            )}
            {d.rule.validBetMinor && (
              <Item>
                <FormattedMessage {...m.ruleBet} values={{ amount: money(d.rule.validBetMinor) }} />
              </Item>
            )}
            <Item>
              <FormattedMessage {...m.ruleReward} values={{ amount: money(d.rule.rewardMinor) }} />
            </Item>
          </List>
          <h3>
            <FormattedMessage {...m.friends} />
          </h3>
          {d.invitees.length === 0 ? (
            <Muted>
              <FormattedMessage {...m.noFriends} />
            </Muted>
          ) : (
            <List data-testid="referral-friends">
              {d.invitees.map((f, i) => (
                <Item key={`${f.name}-${f.joinedAt}-${i}`}>
                  <div>
                    <strong>{f.name}</strong>
                    <FormattedMessage {...(f.qualified ? m.statusQualified : m.statusWaiting)} />
                  </div>
                  <Muted>
                    <FormattedMessage {...m.joined} values={{ date: <FormattedDate value={f.joinedAt} dateStyle="medium" /> }} />
                  </Muted>
                </Item>
              ))}
            </List>
          )}
        </>
      )}
    </Page>
  );
}
