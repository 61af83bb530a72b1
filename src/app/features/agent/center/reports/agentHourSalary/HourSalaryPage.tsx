import type { ReactNode } from 'react';
import { SettlementRecords } from '../settlements/SettlementRecords.tsx';

/** Hourly salary records (agent center page agentHourSalary): hourly settlements received, or paid to the downline. */
export default function HourSalaryPage({ now }: { now?: number }): ReactNode {
  return <SettlementRecords kind="hourly" now={now} />;
}
