import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { CenterMenu } from '../../../layout/CenterMenu.tsx';
import type { AgentPageId } from './menu.ts';
import { agentCenterMessages as m, agentPageTitles } from './messages.ts';

export interface AgentMenuProps {
  items: readonly AgentPageId[];
  current: AgentPageId | undefined;
  variant: 'row' | 'column';
}

/** The agent center menu: `/agentHome?page=<id>` links, the open page marked. */
export function AgentMenu({ items, current, variant }: AgentMenuProps): ReactNode {
  const intl = useIntl();
  return (
    <CenterMenu
      label={intl.formatMessage(m.menu)}
      variant={variant}
      current={current}
      testIdPrefix="agent-menu"
      items={items.map((id) => ({ id, to: `/agentHome?page=${id}`, label: <FormattedMessage {...agentPageTitles[id]} /> }))}
    />
  );
}
