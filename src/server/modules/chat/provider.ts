// Live chat behind CBS_launchChat and CBS_unreadCount: a provider an operator can replace (createServer's
// chatProvider option) with a third-party support desk. The built-in one is this server's own support chat.
import type { LoadedBrand } from '../../../engine/brand/loaded.ts';
import type { Database } from '../../db/types.ts';
import { unreadReplies } from './repository.ts';

export interface ChatMember {
  brand: LoadedBrand;
  memberId: string;
  username: string;
  language: string;
}

export interface ChatProvider {
  /** Where the member's chat opens: a path of this site or an absolute https URL; never a secret in it. */
  launch(member: ChatMember): Promise<string>;
  /** Operator replies the member has not seen. */
  unread(member: ChatMember): Promise<number>;
}

/** The chat page of the app (src/app/features/chat): relative, so it opens on the site the member is on. */
export const BUILTIN_CHAT_PATH = '/chat/support';

export function builtinChatProvider(db: Database): ChatProvider {
  return {
    launch: async () => BUILTIN_CHAT_PATH,
    unread: (m) => unreadReplies(db, m.memberId),
  };
}
