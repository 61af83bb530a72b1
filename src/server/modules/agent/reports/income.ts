// GET /wps/agent/reports/income (the "my income" report): paid settlements the agent received (holder) and paid to its
// downline (payer), per day of the brand's time zone the period started on, and totals. Failed and nothing-due
// rows moved no money and are left out.
import type { Queryable } from '../../../db/types.ts';
import type { AgentIncome, IncomeRow } from '../../../../generated/types.ts';
import { offsetMs } from '../../../../engine/agent/periods.ts';

export async function agentIncome(db: Queryable, brandId: string, agentId: string, range: { start: Date; end: Date }, offset: string): Promise<AgentIncome> {
  const r = await db.query<{ day: string; div_in: string; sal_in: string; div_out: string; sal_out: string }>(
    `SELECT to_char((s.period_start AT TIME ZONE 'UTC') + make_interval(mins => $5::int), 'YYYY-MM-DD') AS day,
       coalesce(sum(s.amount_minor) FILTER (WHERE s.holder_id = $2 AND s.kind = 'dividend'), 0) AS div_in,
       coalesce(sum(s.amount_minor) FILTER (WHERE s.holder_id = $2 AND s.kind <> 'dividend'), 0) AS sal_in,
       coalesce(sum(s.amount_minor) FILTER (WHERE s.payer_id = $2 AND s.kind = 'dividend'), 0) AS div_out,
       coalesce(sum(s.amount_minor) FILTER (WHERE s.payer_id = $2 AND s.kind <> 'dividend'), 0) AS sal_out
     FROM agent_settlements s
     WHERE s.brand_id = $1 AND (s.holder_id = $2 OR s.payer_id = $2) AND s.status = 'paid' AND s.period_start >= $3 AND s.period_start < $4
     GROUP BY 1 ORDER BY 1 DESC`,
    [brandId, agentId, range.start, range.end, offsetMs(offset) / 60_000],
  );
  const totals = { div: 0n, sal: 0n, divOut: 0n, salOut: 0n };
  const list: IncomeRow[] = r.rows.map((row) => {
    const [div, sal, divOut, salOut] = [BigInt(row.div_in), BigInt(row.sal_in), BigInt(row.div_out), BigInt(row.sal_out)];
    totals.div += div;
    totals.sal += sal;
    totals.divOut += divOut;
    totals.salOut += salOut;
    return {
      date: row.day,
      dividendMinor: div.toString(),
      salaryMinor: sal.toString(),
      paidDividendMinor: divOut.toString(),
      paidSalaryMinor: salOut.toString(),
      netMinor: (div + sal - divOut - salOut).toString(),
    };
  });
  return {
    list,
    totals: {
      dividendMinor: totals.div.toString(),
      salaryMinor: totals.sal.toString(),
      paidDividendMinor: totals.divOut.toString(),
      paidSalaryMinor: totals.salOut.toString(),
      netMinor: (totals.div + totals.sal - totals.divOut - totals.salOut).toString(),
    },
  };
}
