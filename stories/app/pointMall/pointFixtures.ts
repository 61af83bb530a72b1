// Canned points mall answers (points, redeem statuses In Process / Rejected / Approved): amounts as the server sends them.
import type { PointBalance, PointConfig, PointRewards, RedeemPointList } from '../../../src/generated/types.ts';

export const R = '/wps/relay';
export const BALANCE = `GET ${R}/MCS2_getPointBalance`;
export const CONFIG = `GET ${R}/MCS2_getPointConfig`;
export const REWARDS = `GET ${R}/MCS2_getPointReward`;
export const HISTORY = `GET ${R}/MCS2_getRedeemPointList`;
export const REDEEM = `POST ${R}/passwordCheck/MCS2_redeemPointReward`;
export const CONVERT = `POST ${R}/passwordCheck/MCS2_convertPoint`;

export const balance: PointBalance = { points: 4820 };

export const config: PointConfig = {
  earning: [{ gameType: 'LIVE', pointsPer100: 50 }, { pointsPer100: 100 }],
  exchange: { points: 100, amount: 1, minimumPoints: 500 },
  mobile: { minLength: 10, maxLength: 11 },
  paymentPasswordSet: true,
};

const img = (name: string): string =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10" fill="#808080"/><text x="5" y="6" font-size="3" text-anchor="middle">${name}</text></svg>`)}`;

export const rewards: PointRewards = {
  items: [
    { id: 'voucher-500', title: 'Shopping voucher', imageUrl: img('V'), cost: 500, stock: 184, conditions: 'One voucher per redemption.' },
    { id: 'headphones', title: 'Wireless headphones with a rather long product name that must wrap', imageUrl: img('H'), cost: 4000, stock: 3, conditions: '' },
    { id: 'smartphone', title: 'Smartphone', imageUrl: img('P'), cost: 60000, stock: 0, conditions: 'Verified members only.' },
  ],
};

export const history: RedeemPointList = {
  total: 3,
  page: 1,
  pageSize: 10,
  list: [
    { id: '31', rewardId: 'voucher-500', title: 'Shopping voucher', quantity: 2, points: 1000, status: 'IN_PROCESS', createdAt: '2030-01-15T09:12:00Z', remark: '' },
    { id: '30', rewardId: 'headphones', title: 'Wireless headphones', quantity: 1, points: 4000, status: 'REJECTED', createdAt: '2030-01-12T15:40:00Z', remark: 'Out of delivery area' },
    { id: '29', rewardId: 'voucher-500', title: 'Shopping voucher', quantity: 1, points: 500, status: 'APPROVED', createdAt: '2030-01-02T08:05:00Z', remark: 'Sent by SMS' },
  ],
};

export const member = { [BALANCE]: balance, [CONFIG]: config, [REWARDS]: rewards, [HISTORY]: history };
