import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Badge } from '../../../ui/index.ts';
import { CenterMenu } from '../../layout/CenterMenu.tsx';
import type { MemberPageId } from './menu.ts';
import { memberMessages as m, pageTitles } from './messages.ts';

export interface MemberCenterMenuProps {
  items: readonly MemberPageId[];
  current: MemberPageId | undefined;
  badges: Partial<Record<MemberPageId, number>>;
  variant: 'row' | 'column';
}

/** The member center menu of seed §2; a badge shows on an item whose count is above 0. */
export function MemberCenterMenu({ items, current, badges, variant }: MemberCenterMenuProps): ReactNode {
  const intl = useIntl();
  return (
    <CenterMenu
      label={intl.formatMessage(m.menu)}
      variant={variant}
      current={current}
      testIdPrefix="member-menu"
      items={items.map((id) => {
        const count = badges[id] ?? 0;
        return {
          id,
          to: `/member?page=${id}`,
          label: <FormattedMessage {...pageTitles[id]} />,
          badge: count > 0 ? <Badge count={count} label={intl.formatMessage(m.unread, { count })} /> : undefined,
        };
      })}
    />
  );
}
