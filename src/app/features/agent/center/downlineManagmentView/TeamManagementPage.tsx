import { useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { agentPageTitles } from '../messages.ts';
import { Chip, ChipRow, PageHead } from '../common/styles.ts';
import { teamMessages as m } from './messages.ts';
import { MyContracts } from './MyContracts.tsx';
import { TeamList } from './TeamList.tsx';

/** Team management (agent center page downlineManagmentView): the team, and the contracts the agent itself holds. */
export default function TeamManagementPage(): ReactNode {
  const intl = useIntl();
  const [view, setView] = useState<'team' | 'myContracts'>('team');
  return (
    <div data-testid="team-management-page">
      <PageHead>
        <h2>
          <FormattedMessage {...agentPageTitles.downlineManagmentView} />
        </h2>
      </PageHead>
      <ChipRow role="group" aria-label={intl.formatMessage(m.views)}>
        {(['team', 'myContracts'] as const).map((v) => (
          <Chip key={v} type="button" aria-pressed={view === v} onClick={() => setView(v)} data-testid={`team-view-${v}`}>
            <FormattedMessage {...m[v]} />
          </Chip>
        ))}
      </ChipRow>
      {view === 'team' ? <TeamList /> : <MyContracts />}
    </div>
  );
}
