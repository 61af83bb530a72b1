import type { MessageDescriptor } from 'react-intl';
import { laneRoute, type GameLane } from '../../engine/games/lanes.ts';
import { laneMessage, navMessages } from '../i18n/navMessages.ts';

export interface NavItem {
  key: string;
  to: string;
  label: MessageDescriptor;
  vendorCount?: number;
}

/** Seed §2: HOME, then each game category that has vendors, then PROMOTIONS. */
export function navItems(lanes: GameLane[]): NavItem[] {
  return [
    { key: 'HOME', to: '/', label: navMessages.home },
    ...lanes.map((l) => ({ key: l.type, to: laneRoute(l.type), label: laneMessage(l.type), vendorCount: l.vendors.length })),
    { key: 'PROMO', to: '/promotions', label: navMessages.promotions },
  ];
}
