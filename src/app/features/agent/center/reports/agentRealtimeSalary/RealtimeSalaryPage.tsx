import type { ReactNode } from 'react';
import { SettlementRecords } from '../settlements/SettlementRecords.tsx';

/** Real-time salary records (seed §2 agentRealtimeSalary): realtime settlements received, or paid to the downline. */
export default function RealtimeSalaryPage({ now }: { now?: number }): ReactNode {
  return <SettlementRecords kind="realtime" now={now} />;
}
