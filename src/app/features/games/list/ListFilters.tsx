import { useState, type FormEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import type { Vendor } from '../../../../generated/types.ts';
import { GAME_TAGS, tagNeedsLogin, type GameTag } from '../../../../engine/games/tags.ts';
import { Button, SearchIcon, TextField } from '../../../../ui/index.ts';
import { useSession } from '../../../state/session.ts';
import { gamesMessages } from '../messages.ts';
import { chipGroup, chipRow, searchForm, toolbar } from '../pageStyles.ts';
import type { ListParams } from './useListParams.ts';

const TAG_LABEL = {
  ALL: gamesMessages.tagALL,
  HOT: gamesMessages.tagHOT,
  NEW: gamesMessages.tagNEW,
  FAV: gamesMessages.tagFAV,
  RECENT: gamesMessages.tagRECENT,
} as const;

export interface ListFiltersProps {
  params: ListParams;
  vendors: Vendor[];
  onChange: (change: Partial<Omit<ListParams, 'gameType'>>) => void;
}

/** Provider tabs from the brand's lane, the tag filters (FAV/RECENT ask a guest to log in) and name search. */
export function ListFilters({ params, vendors, onChange }: ListFiltersProps): ReactNode {
  const intl = useIntl();
  const isLogin = useSession((s) => s.isLogin);
  const openLoginFor = useSession((s) => s.openLoginFor);
  const { pathname, search } = useLocation();
  const [name, setName] = useState(params.name);
  const [shownName, setShownName] = useState(params.name);
  // the URL changed the search (back/forward): show it
  if (shownName !== params.name) {
    setShownName(params.name);
    setName(params.name);
  }
  const chooseTag = (tag: GameTag): void => {
    if (tagNeedsLogin(tag) && !isLogin) {
      // after login the member lands on the list with the tag they asked for
      const q = new URLSearchParams(search);
      q.set('tag', tag);
      openLoginFor(`${pathname}?${q}`);
      return;
    }
    onChange({ tag });
  };
  const submit = (e: FormEvent): void => {
    e.preventDefault();
    onChange({ name: name.trim() });
  };
  return (
    <div css={{ display: 'flex', flexDirection: 'column', gap: 12, minWidth: 0 }}>
      {vendors.length > 1 && (
        <fieldset css={chipGroup} data-testid="vendor-tabs">
          <legend>{intl.formatMessage(gamesMessages.providers)}</legend>
          <div css={chipRow}>
            <button type="button" aria-pressed={params.vassalage === ''} onClick={() => onChange({ vassalage: '' })}>
              {intl.formatMessage(gamesMessages.allProviders)}
            </button>
            {vendors.map((v) => (
              <button key={v.code} type="button" aria-pressed={params.vassalage === v.code} onClick={() => onChange({ vassalage: v.code })} data-vendor={v.code}>
                {v.name}
              </button>
            ))}
          </div>
        </fieldset>
      )}
      <div css={toolbar}>
        <fieldset css={chipGroup} data-testid="tag-filters">
          <legend>{intl.formatMessage(gamesMessages.filters)}</legend>
          <div css={chipRow}>
            {GAME_TAGS.map((tag) => (
              <button key={tag} type="button" aria-pressed={params.tag === tag} onClick={() => chooseTag(tag)} data-tag={tag}>
                {intl.formatMessage(TAG_LABEL[tag])}
              </button>
            ))}
          </div>
        </fieldset>
        <form role="search" onSubmit={submit} css={searchForm} data-testid="game-search">
          <TextField
            label={intl.formatMessage(gamesMessages.search)}
            type="search"
            name="name"
            value={name}
            maxLength={60}
            onChange={(e) => setName(e.target.value)}
          />
          <Button type="submit" variant="secondary" icon={<SearchIcon />}>
            {intl.formatMessage(gamesMessages.searchButton)}
          </Button>
        </form>
      </div>
    </div>
  );
}
