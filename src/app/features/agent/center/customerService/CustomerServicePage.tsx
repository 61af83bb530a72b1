import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { token } from '../../../../../engine/theme/token.ts';
import { EmptyState, focusRing } from '../../../../../ui/index.ts';
import { useBoot } from '../../../../boot/BootContext.tsx';
import { agentPageTitles } from '../messages.ts';
import { PageHead } from '../common/styles.ts';
import { serviceMessages as m } from './messages.ts';

const List = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 14rem), 1fr));
  gap: ${token('space.sm')};
  margin: 0;
  padding: 0;
  list-style: none;
`;
const Entry = styled.a`
  display: flex;
  flex-direction: column;
  justify-content: center;
  gap: 2px;
  min-height: 64px;
  padding: ${token('space.sm')} ${token('space.md')};
  border: 1px solid ${token('color.border.default')};
  border-radius: ${token('radius.md')};
  background: ${token('color.bg.surface')};
  color: ${token('color.text.primary')};
  text-decoration: none;
  small {
    color: ${token('color.text.muted')};
  }
  &:hover {
    border-color: ${token('color.action.primary')};
  }
  &:focus-visible {
    ${focusRing}
  }
`;

/** Customer service of the agent center: the brand's customer service entries, each opening its channel. */
export default function CustomerServicePage(): ReactNode {
  const { status } = useBoot();
  const entries = status.info.customerService;
  return (
    <div data-testid="customer-service-page">
      <PageHead>
        <h2>
          <FormattedMessage {...agentPageTitles.customerService} />
        </h2>
      </PageHead>
      {entries.length === 0 ? (
        <EmptyState title={<FormattedMessage {...m.none} />} headingLevel={3} />
      ) : (
        <>
          <p>
            <FormattedMessage {...m.intro} />
          </p>
          <List>
            {entries.map((c) => (
              <li key={`${c.csType}-${c.url}`}>
                <Entry href={c.url} target="_blank" rel="noopener noreferrer" data-testid={`service-${c.csType}`}>
                  <strong>{c.title}</strong>
                  <small>
                    <FormattedMessage {...m[c.csType]} />
                  </small>
                </Entry>
              </li>
            ))}
          </List>
        </>
      )}
    </div>
  );
}
