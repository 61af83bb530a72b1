import type { ReactNode } from 'react';
import { SettlementRecords } from '../settlements/SettlementRecords.tsx';

/** Real-time salary records (agent center page agentRealtimeSalary): realtime settlements received, or paid to the downline. */
export default function RealtimeSalaryPage({ now }: { now?: number }): ReactNode {
  return <SettlementRecords kind="realtime" now={now} />;
}
