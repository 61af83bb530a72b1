import { describe, expect, it } from 'vitest';
import { offerPending } from '../../../../../../src/app/features/agent/contracts/ContractOfferPopup.tsx';
import { preview, readTiers, toDrafts, type TierDraft } from '../../../../../../src/app/features/agent/contracts/tiersForm.ts';
import { offerableKinds } from '../../../../../../src/app/features/agent/center/downlineManagmentView/OfferDialog.tsx';
import { toBp, toMinor } from '../../../../../../src/app/features/agent/center/common/money.ts';
import { allFlagsOff } from '../../../../../../src/engine/flags.ts';

const row = (minValidBet: string, rate: string, minActiveMembers = '0', minLoss = ''): TierDraft => ({ minValidBet, rate, minActiveMembers, minLoss });

describe('contract offer editor', () => {
  it('reads amounts and rates exactly: minor units and basis points, no floats', () => {
    expect(toMinor('1,000.5')).toBe('100050');
    expect(toMinor('0.07')).toBe('7');
    expect(toMinor('1.234')).toBeNull();
    expect(toMinor('-1')).toBeNull();
    expect(toBp('1.5')).toBe(150);
    expect(toBp('100')).toBe(10_000);
    expect(toBp('100.01')).toBeNull();
  });

  it('turns rows into wire tiers, and reports the engine tierProblem with the row', () => {
    const ok = readTiers('daily', [row('1000', '1'), row('5000', '1.5', '3')]);
    expect(ok).toEqual({ tiers: [{ minValidBetMinor: '100000', minActiveMembers: 0, rateBp: 100 }, { minValidBetMinor: '500000', minActiveMembers: 3, rateBp: 150 }] });
    expect(readTiers('daily', [row('1000', '2'), row('500', '3')])).toEqual({ problem: { code: 'notAscending', index: 1 } });
    expect(readTiers('daily', [row('1000', '2'), row('5000', '1')])).toEqual({ problem: { code: 'rateFalls', index: 1 } });
    expect(readTiers('daily', [row('abc', '2')])).toEqual({ problem: { code: 'input', index: 0, field: 'minValidBet' } });
    expect(readTiers('daily', [])).toEqual({ problem: { code: 'empty' } });
    // a loss threshold is read for dividends only
    expect(readTiers('dividend', [row('100', '10', '0', '50')])).toEqual({ tiers: [{ minValidBetMinor: '10000', minActiveMembers: 0, rateBp: 1000, minLossMinor: '5000' }] });
  });

  it('previews one period with the engine settle(): the highest tier reached, floor of base × rate', () => {
    const read = readTiers('daily', [row('1000', '1'), row('5000', '1.5', '3')]);
    if (!('tiers' in read)) throw new Error('tiers expected');
    expect(preview('daily', read.tiers, { validBet: '6000', activeMembers: '2', loss: '' })).toEqual({ rateBp: 100, amountMinor: '6000' });
    expect(preview('daily', read.tiers, { validBet: '6000', activeMembers: '3', loss: '' })).toEqual({ rateBp: 150, amountMinor: '9000' });
    expect(preview('daily', read.tiers, { validBet: '999.99', activeMembers: '9', loss: '' })).toEqual({ rateBp: 0, amountMinor: '0' });
    expect(preview('daily', read.tiers, { validBet: 'x', activeMembers: '9', loss: '' })).toBeNull();
    expect(toDrafts(read.tiers)[1]).toEqual(row('5000.00', '1.5', '3'));
  });

  it('offers only the kinds whose flag is on, all under the agent policy', () => {
    expect(offerableKinds({ ...allFlagsOff(), dividendContract: true })).toEqual([]);
    expect(offerableKinds({ ...allFlagsOff(), agentPolicy: true, dividendContract: true, hourlySalaryContract: true })).toEqual(['dividend', 'hourly']);
  });

  it('the popup asks for pending offers only when a consolidated funds request flag is set', () => {
    const none = { divtypereq: false, dailysalreqtype: false, contracthoursalreq: false, realtimesalreqtype: false };
    expect(offerPending(undefined)).toBe(false);
    expect(offerPending(none)).toBe(false);
    expect(offerPending({ ...none, realtimesalreqtype: true })).toBe(true);
  });
});
