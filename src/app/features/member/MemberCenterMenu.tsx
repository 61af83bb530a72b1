import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { token } from '../../../engine/theme/token.ts';
import { Badge } from '../../../ui/index.ts';
import { navMessages } from '../../i18n/navMessages.ts';
import { CenterMenu, type CenterMenuItem } from '../../layout/CenterMenu.tsx';
import { usePointBalance } from '../pointMall/api.ts';
import type { MemberLink, MemberPageId } from './menu.ts';
import { memberMessages as m, pageTitles } from './messages.ts';

export interface MemberCenterMenuProps {
  items: readonly MemberPageId[];
  /** Entries to other routes after the pages (menu.ts MEMBER_LINKS, flag-filtered). */
  links?: readonly MemberLink[];
  current: MemberPageId | undefined;
  badges: Partial<Record<MemberPageId, number>>;
  variant: 'row' | 'column';
}

const Points = styled.small`
  font-size: ${token('font.size.xs')};
  font-variant-numeric: tabular-nums;
  opacity: 0.85;
`;

/** The member's points beside "Points mall" (the points page's own balance query; nothing until it answers). */
function PointsBalance(): ReactNode {
  const points = usePointBalance().data?.points;
  if (points === undefined) return null;
  return (
    <Points data-testid="member-menu-points">
      <FormattedMessage {...m.pointsBalance} values={{ points }} />
    </Points>
  );
}

const LINK_LABELS: Record<MemberLink['id'], ReactNode> = {
  pointMall: <FormattedMessage {...navMessages.pointMall} />,
};
const LINK_EXTRAS: Record<MemberLink['id'], ReactNode> = {
  pointMall: <PointsBalance />,
};

/** The member center menu; a badge shows on an item whose count is above 0. */
export function MemberCenterMenu({ items, links = [], current, badges, variant }: MemberCenterMenuProps): ReactNode {
  const intl = useIntl();
  const pages: CenterMenuItem[] = items.map((id) => {
    const count = badges[id] ?? 0;
    return {
      id,
      to: `/member?page=${id}`,
      label: <FormattedMessage {...pageTitles[id]} />,
      badge: count > 0 ? <Badge count={count} label={intl.formatMessage(m.unread, { count })} /> : undefined,
    };
  });
  const out: CenterMenuItem[] = links.map((l) => ({ id: l.id, to: l.to, label: LINK_LABELS[l.id], badge: LINK_EXTRAS[l.id] }));
  return <CenterMenu label={intl.formatMessage(m.menu)} variant={variant} current={current} testIdPrefix="member-menu" items={[...pages, ...out]} />;
}
