import type { ReactNode } from 'react';
import { SettlementRecords } from '../settlements/SettlementRecords.tsx';

/** Bonus records (agent center page agentDividendRecordCopy2): dividend settlements received, or paid to the downline. */
export default function DividendRecordPage({ now }: { now?: number }): ReactNode {
  return <SettlementRecords kind="dividend" now={now} />;
}
