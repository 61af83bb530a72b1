// MCSFE_getListAnnouncements (the home notice; shapes in docs/spec/api.md and docs/games-contract.md): notices of every home
// type, the popups of one audience and the brand's banners in one answer.
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { AnnouncementList, AnnouncementListRequest } from '../../generated/types.ts';
import { usePreferences } from '../state/preferences.ts';
import { useSession } from '../state/session.ts';
import { useApi } from './ApiContext.tsx';
import type { ApiRequest } from './client.ts';

export type { AnnouncementList, BannerItem, Notice } from '../../generated/types.ts';

/** Popup audiences of the platform: A logged in, B anonymous, F first login. */
export type PopupExecution = NonNullable<AnnouncementListRequest['execution']>;

/** The home notice asks for these notice types on the web platform. */
export const NOTICE_TYPES = 'B,PL,PU,PR,H';

export function listAnnouncements(api: ApiRequest, execution?: PopupExecution, signal?: AbortSignal): Promise<AnnouncementList> {
  const query: AnnouncementListRequest = { types: NOTICE_TYPES, platform: 'W', execution };
  return api<AnnouncementList>('/wps/relay/MCSFE_getListAnnouncements', { query: { ...query }, signal });
}

/** The query key: the answer depends on the language, the session (token?) and the popup audience. */
export function announcementsKey(language: string, isLogin: boolean, execution?: PopupExecution): readonly unknown[] {
  return ['announcements', language, isLogin ? 'member' : 'guest', execution ?? 'none'];
}

/** Notices, popups for `execution` and banners in the current language. */
export function useAnnouncements(execution?: PopupExecution): UseQueryResult<AnnouncementList> {
  const api = useApi();
  const language = usePreferences((s) => s.language);
  const isLogin = useSession((s) => s.isLogin);
  return useQuery({
    queryKey: announcementsKey(language, isLogin, execution),
    queryFn: ({ signal }) => listAnnouncements(api, execution, signal),
    staleTime: 60_000,
  });
}
