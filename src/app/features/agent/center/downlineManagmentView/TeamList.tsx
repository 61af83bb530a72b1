import styled from '@emotion/styled';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { token } from '../../../../../engine/theme/token.ts';
import { Button, EmptyState, Pagination, Skeleton, TextField } from '../../../../../ui/index.ts';
import { teamMembers, type AgentContract, type TeamMember } from '../../../../api/agent.ts';
import { useApi } from '../../../../api/ApiContext.tsx';
import { useFlags } from '../../../../boot/BootContext.tsx';
import { TerminateDialog } from '../../contracts/TerminateDialog.tsx';
import { agentKeys } from '../queryKeys.ts';
import { FormRow } from '../common/styles.ts';
import { MemberCard } from './MemberCard.tsx';
import { teamMessages as m } from './messages.ts';
import { offerableKinds, OfferDialog } from './OfferDialog.tsx';
import { TransferDialog } from './TransferDialog.tsx';

export const TEAM_PAGE_SIZE = 20;

const Crumbs = styled.ol`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${token('space.xs')};
  margin: 0 0 ${token('space.sm')};
  padding: 0;
  list-style: none;
  li + li::before {
    content: '›';
    margin-inline-end: ${token('space.xs')};
    color: ${token('color.text.muted')};
  }
`;
const Cards = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 20rem), 1fr));
  gap: ${token('space.sm')};
  margin: 0 0 ${token('space.md')};
  padding: 0;
  list-style: none;
`;

type Dialog = { kind: 'transfer' | 'offer'; member: TeamMember } | { kind: 'terminate'; member: TeamMember; contract: AgentContract };

/**
 * Team management (downlineManagmentView): the agent's direct members; a member's own downline opens in place with a
 * breadcrumb back up; a search covers the whole team; 20 a page. Direct members get transfer and contract actions.
 */
export function TeamList(): ReactNode {
  const api = useApi();
  const intl = useIntl();
  const canOffer = offerableKinds(useFlags()).length > 0;
  const [parentId, setParentId] = useState<string | undefined>(undefined);
  const [search, setSearch] = useState('');
  const [draft, setDraft] = useState('');
  const [page, setPage] = useState(1);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const q = useQuery({
    queryKey: [...agentKeys.members, parentId ?? '', search, page],
    queryFn: ({ signal }) =>
      teamMembers(api, { ...(search ? { search } : parentId ? { parentId } : {}), pageNo: page, pageSize: TEAM_PAGE_SIZE }, signal),
    placeholderData: keepPreviousData,
  });

  const openParent = (id: string | undefined): void => {
    setParentId(id);
    setSearch('');
    setDraft('');
    setPage(1);
  };
  const onSearch = (e: FormEvent): void => {
    e.preventDefault();
    setSearch(draft.trim());
    setPage(1);
  };
  const pageCount = q.data ? Math.max(1, Math.ceil(q.data.total / q.data.pageSize)) : 1;
  const path = q.data?.path ?? [];

  return (
    <div data-testid="team-list">
      <FormRow onSubmit={onSearch} role="search" data-testid="team-search">
        <TextField label={<FormattedMessage {...m.search} />} value={draft} onChange={(e) => setDraft(e.target.value)} autoComplete="off" data-testid="team-search-input" />
        <Button type="submit" data-testid="team-search-submit">
          <FormattedMessage {...m.searchButton} />
        </Button>
        {search && (
          <Button type="button" variant="secondary" onClick={() => openParent(parentId)} data-testid="team-search-clear">
            <FormattedMessage {...m.clear} />
          </Button>
        )}
      </FormRow>
      {!search && path.length > 0 && (
        <nav aria-label={intl.formatMessage(m.path)}>
          <Crumbs data-testid="team-path">
            {path.map((p, i) => (
              <li key={p.id}>
                {i === path.length - 1 ? (
                  <strong aria-current="location">{p.nickname || p.username}</strong>
                ) : (
                  <Button size="sm" variant="quiet" onClick={() => openParent(i === 0 ? undefined : p.id)} data-testid={`team-path-${p.username}`}>
                    {p.nickname || p.username}
                  </Button>
                )}
              </li>
            ))}
          </Crumbs>
        </nav>
      )}
      {q.isError && !q.data ? (
        <div role="alert">
          <EmptyState
            title={<FormattedMessage {...m.loadFailed} />}
            description={q.error.message}
            action={
              <Button variant="secondary" onClick={() => void q.refetch()}>
                <FormattedMessage {...m.retry} />
              </Button>
            }
          />
        </div>
      ) : !q.data ? (
        <Skeleton width="100%" height="12rem" />
      ) : q.data.list.length === 0 ? (
        <EmptyState title={<FormattedMessage {...m.empty} />} headingLevel={3} />
      ) : (
        <>
          <p css={{ margin: '0 0 8px' }} data-testid="team-count">
            <FormattedMessage {...m.results} values={{ count: q.data.total }} />
          </p>
          <Cards aria-busy={q.isFetching || undefined}>
            {q.data.list.map((t) => (
              <MemberCard
                key={t.id}
                member={t}
                onOpen={() => openParent(t.id)}
                onTransfer={() => setDialog({ kind: 'transfer', member: t })}
                onOffer={canOffer ? () => setDialog({ kind: 'offer', member: t }) : undefined}
                onTerminate={(contract) => setDialog({ kind: 'terminate', member: t, contract })}
              />
            ))}
          </Cards>
          {pageCount > 1 && <Pagination page={page} pageCount={pageCount} onChange={setPage} label={intl.formatMessage(m.pages)} />}
        </>
      )}
      {dialog?.kind === 'transfer' && <TransferDialog member={dialog.member} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'offer' && <OfferDialog member={dialog.member} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'terminate' && (
        <TerminateDialog contract={dialog.contract} name={dialog.member.nickname || dialog.member.username} onClose={() => setDialog(null)} />
      )}
    </div>
  );
}
