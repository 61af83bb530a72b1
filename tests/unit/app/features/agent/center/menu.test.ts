import { lazy } from 'react';
import { describe, expect, it } from 'vitest';
import { AGENT_MENU, resolveAgentPage, visibleAgentMenu } from '../../../../../../src/app/features/agent/center/menu.ts';
import type { AgentPage } from '../../../../../../src/app/features/agent/center/pages.tsx';
import { allFlagsOff } from '../../../../../../src/engine/flags.ts';

const page = lazy(() => Promise.resolve({ default: () => null })) as AgentPage;
const every = Object.fromEntries(AGENT_MENU.map((id) => [id, page]));
const noInfo = { divtypeinfo: false, dailysalinfotype: false, contracthoursalinfo: false, contractmrdailysalinfotype: false };

describe('agent center menu', () => {
  it('keeps the agent center menu order and shows only registered pages', () => {
    expect(AGENT_MENU[0]).toBe('agentAnnouncement');
    expect(AGENT_MENU.at(-1)).toBe('customerService');
    expect(visibleAgentMenu({ agentTeamOverview: page, registerCenter: page }, allFlagsOff(), undefined)).toEqual(['agentTeamOverview', 'registerCenter']);
  });

  it('settlement pages need their kind flag and the consolidated info flag; messages need the inbox flag', () => {
    const off = visibleAgentMenu(every, allFlagsOff(), noInfo);
    expect(off).not.toContain('agentDividendRecordCopy2');
    expect(off).not.toContain('agentDailyWages2');
    expect(off).not.toContain('messageV2');
    const flags = { ...allFlagsOff(), dividendContract: true, dailySalaryContract: true, inbox: true };
    // the flag alone is not enough: the consolidated info flag says whether the agent has such records
    expect(visibleAgentMenu(every, flags, noInfo)).not.toContain('agentDividendRecordCopy2');
    const on = visibleAgentMenu(every, flags, { ...noInfo, divtypeinfo: true, dailysalinfotype: true, contracthoursalinfo: true });
    expect(on).toContain('agentDividendRecordCopy2');
    expect(on).toContain('agentDailyWages2');
    expect(on).toContain('messageV2');
    // hourly info without the hourly flag stays hidden
    expect(on).not.toContain('agentHourSalary');
  });

  it('a deep link opens a visible page, anything else the default (team overview)', () => {
    const menu = visibleAgentMenu(every, allFlagsOff(), noInfo);
    expect(resolveAgentPage('registerCenter', menu)).toBe('registerCenter');
    expect(resolveAgentPage('agentHourSalary', menu)).toBe('agentTeamOverview');
    expect(resolveAgentPage('nonsense', menu)).toBe('agentTeamOverview');
    expect(resolveAgentPage(null, ['registerCenter'])).toBe('registerCenter');
  });
});
