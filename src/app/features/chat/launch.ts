// The floating bar's live chat entry (only when logged in; CBS_launchChat → value.chatUrl): a path
// of this site opens in the app; a provider's absolute https URL opens in a new tab.
import type { ChatLaunch } from '../../../generated/types.ts';
import type { ApiRequest } from '../../api/ApiContext.tsx';

export async function launchChat(api: ApiRequest, navigate: (path: string) => void): Promise<void> {
  const { chatUrl } = await api<ChatLaunch>('/wps/relay/CBS_launchChat', {
    method: 'POST',
  });
  if (chatUrl.startsWith('/') && !chatUrl.startsWith('//')) navigate(chatUrl);
  else if (/^https:\/\//i.test(chatUrl)) window.open(chatUrl, '_blank', 'noopener,noreferrer');
}
