import styled from '@emotion/styled';
import type { ComponentType, MouseEvent, ReactNode } from 'react';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import { laneRoute, type GameType } from '../../engine/games/lanes.ts';
import { layout } from '../../engine/theme/layout.ts';
import { token } from '../../engine/theme/token.ts';
import { zIndex } from '../../ui/styles.ts';
import {
  Badge, CardsIcon, ClockIcon, DiceIcon, FishIcon, GamepadIcon, GiftIcon, GridIcon, HomeIcon, MenuIcon,
  StarOutlineIcon, TicketIcon, TrophyIcon, UserIcon, type IconProps,
} from '../../ui/index.ts';
import { useBoot } from '../boot/BootContext.tsx';
import { useAvailablePromoCount } from '../features/promotions/available.ts';
import { laneMessage, navMessages } from '../i18n/navMessages.ts';
import { useSession } from '../state/session.ts';
import { useSideMenuDrawer } from './drawerState.ts';
import { layoutMessages } from './messages.ts';
import { activeNavKey } from './navItems.ts';
import { tabBarItems, type TabItem, type TabKind } from './tabBarItems.ts';

/** Phones only: the wrapper's display comes from the brand's layout variables, so the server's HTML is right. */
const PhoneOnly = styled.div`
  display: ${layout('show.phone')};
`;

const Bar = styled.nav`
  position: fixed;
  inset-inline: 0;
  bottom: 0;
  z-index: ${zIndex.sticky};
  padding-bottom: env(safe-area-inset-bottom, 0px);
  background: ${token('color.bg.header')};
  color: ${token('color.text.onHeader')};
  border-top: 1px solid ${token('color.border.default')};
  box-shadow: ${token('shadow.md')};
  ul {
    display: flex;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li {
    flex: 1 1 0;
    min-width: 0;
  }
  a,
  button {
    display: flex;
    flex-direction: column;
    align-items: center;
    justify-content: center;
    gap: 2px;
    box-sizing: border-box;
    width: 100%;
    height: 60px;
    padding: ${token('space.xs')} 2px;
    border: 0;
    background: transparent;
    color: inherit;
    font: inherit;
    font-size: ${token('font.size.xs')};
    line-height: 1.15;
    text-align: center;
    text-decoration: none;
    cursor: pointer;
  }
  /* a long label wraps between words onto two lines at most, never cut mid-word by the bar (a badge is not a label) */
  a > span:not([data-badge-anchor]),
  button > span {
    display: -webkit-box;
    max-width: 100%;
    overflow: hidden;
    -webkit-box-orient: vertical;
    -webkit-line-clamp: 2;
  }
  svg {
    flex: none;
    box-sizing: content-box;
    padding: 2px 10px;
    border-radius: ${token('radius.pill')};
  }
  [aria-current='page'] {
    font-weight: ${token('font.weight.bold')};
  }
  [aria-current='page'] svg {
    background: ${token('color.action.primary')};
    color: ${token('color.text.onAction')};
  }
`;

const CATEGORY_ICONS: Partial<Record<GameType, ComponentType<IconProps>>> = {
  SPORTS: TrophyIcon, ESPORTS: GamepadIcon, LIVE: CardsIcon, PVP: CardsIcon, RNG: DiceIcon, BGS: DiceIcon,
  INHOUSE: DiceIcon, FISH: FishIcon, LOTT: TicketIcon, ELOTT: TicketIcon,
};

const KIND_ICONS: Record<Exclude<TabKind, 'category'>, ComponentType<IconProps>> = {
  home: HomeIcon, promotions: GiftIcon, account: UserIcon, favorite: StarOutlineIcon, recent: ClockIcon,
  pointMall: GiftIcon, menu: MenuIcon,
};

const KIND_LABELS: Record<Exclude<TabKind, 'category' | 'account'>, MessageDescriptor> = {
  home: navMessages.home, promotions: navMessages.promotions, favorite: navMessages.favorite, recent: navMessages.recent,
  pointMall: navMessages.pointMall, menu: navMessages.menu,
};

/** The tab's icon element (a lookup, not a component made during render). */
function tabIcon(item: TabItem): ReactNode {
  const Icon = item.kind === 'category' ? (CATEGORY_ICONS[item.type!] ?? GridIcon) : KIND_ICONS[item.kind];
  return <Icon size={22} aria-hidden="true" />;
}

function Tab({ item, active }: { item: TabItem; active: string | null }): ReactNode {
  const isLogin = useSession((s) => s.isLogin);
  const openModal = useSession((s) => s.openModal);
  const drawerOpen = useSideMenuDrawer((s) => s.open);
  const setDrawerOpen = useSideMenuDrawer((s) => s.setOpen);
  const icon = tabIcon(item);
  if (item.kind === 'menu')
    return (
      <button type="button" aria-haspopup="dialog" aria-expanded={drawerOpen} onClick={() => setDrawerOpen(true)} data-tab={item.key}>
        {icon}
        <span>
          <FormattedMessage {...navMessages.menu} />
        </span>
      </button>
    );
  if (item.kind === 'account') {
    // a guest logs in (the modal in place; /login stays a real link), a member goes to the member center
    const to = isLogin ? '/member' : '/login';
    const onClick = (e: MouseEvent): void => {
      if (isLogin || e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
      e.preventDefault();
      openModal('login');
    };
    return (
      <Link to={to} onClick={onClick} aria-current={active === item.key ? 'page' : undefined} data-tab={item.key}>
        {icon}
        <span>
          <FormattedMessage {...(isLogin ? navMessages.account : layoutMessages.login)} />
        </span>
      </Link>
    );
  }
  const label = item.kind === 'category' ? laneMessage(item.type!) : KIND_LABELS[item.kind];
  return (
    <Link to={item.to!} aria-current={active === item.key ? 'page' : undefined} data-tab={item.key}>
      {item.kind === 'promotions' ? <PromotionsIcon icon={icon} /> : icon}
      <span>
        <FormattedMessage {...label} />
      </span>
    </Link>
  );
}

/** The promotions tab's icon with the member's availablePromoCount as a badge when above 0. */
function PromotionsIcon({ icon }: { icon: ReactNode }): ReactNode {
  const intl = useIntl();
  const count = useAvailablePromoCount();
  if (count <= 0) return icon;
  return (
    <Badge count={count} label={intl.formatMessage(navMessages.promotionsAvailable, { count })}>
      {icon}
    </Badge>
  );
}

/** The phone's bottom tab bar: the brand's layout.tabBar (or the engine's default), flag-aware, fixed above the safe area. */
export function TabBar(): ReactNode {
  const intl = useIntl();
  const { brand, lanes, flags } = useBoot();
  const { pathname, search } = useLocation();
  const items = tabBarItems(brand.layout?.tabBar, lanes, flags);
  // every category competes even without a tab, so /rng?vassalage=INHOUSE does not light up a Slots tab
  const targets = [
    ...lanes.map((l) => ({ key: `category:${l.type}`, to: laneRoute(l.type) })),
    ...items.flatMap((t) =>
      t.kind === 'account' ? [{ key: t.key, to: '/member' }, { key: t.key, to: '/login' }] : t.to && t.kind !== 'category' ? [{ key: t.key, to: t.to }] : [],
    ),
  ];
  const active = activeNavKey(targets, pathname, search);
  if (items.length === 0) return null;
  return (
    <PhoneOnly>
      <Bar aria-label={intl.formatMessage(navMessages.tabBar)} data-testid="tab-bar">
        <ul>
          {items.map((item) => (
            <li key={item.key}>
              <Tab item={item} active={active} />
            </li>
          ))}
        </ul>
      </Bar>
    </PhoneOnly>
  );
}
