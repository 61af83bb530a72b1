import type { ReactNode } from 'react';
import { SettlementRecords } from '../settlements/SettlementRecords.tsx';

/** Daily salary records (agent center page agentDailyWages2): daily settlements received, or paid to the downline. */
export default function DailyWagesPage({ now }: { now?: number }): ReactNode {
  return <SettlementRecords kind="daily" now={now} />;
}
