import type { ApiRequest } from '../../../api/client.ts';
import type { SocialProviderId } from '../../../api/types.ts';
import type { SocialStart } from '../../../../generated/types.ts';

/** Why a provider popup gave no identity token (popup blocked / popup closed by user; docs/spec/errors.md). */
export class SocialPopupError extends Error {
  constructor(readonly reason: 'blocked' | 'closed') {
    super(reason === 'blocked' ? 'Popup blocked' : 'Popup closed');
    this.name = 'SocialPopupError';
  }
}

/** The type of the message the provider page posts (src/server/modules/social/page.ts). */
const MESSAGE_TYPE = 'wps-social';

/** What the provider page posts back to its opener (accounts contract, "Social sign-in"). */
interface PopupMessage {
  type: typeof MESSAGE_TYPE;
  provider: string;
  state: string;
  idToken?: string;
  error?: string;
}

/** The proof the popup returned and the state of the sign-in it belongs to (both go to /social/login). */
export interface SocialProof {
  idToken: string;
  state: string;
}

export const POPUP_FEATURES = 'popup=yes,width=480,height=640';
const CLOSED_POLL_MS = 500;
/**
 * The page posts its message and closes itself at once: the poll may see the window closed before the message
 * is delivered, so a closed popup counts as cancelled only after this grace.
 */
const CLOSED_GRACE_MS = 1_000;

/** POST /wps/session/social/start: the server's state for this sign-in and the page the popup opens. */
export const startSocialSignIn = (api: ApiRequest, provider: SocialProviderId): Promise<SocialStart> =>
  api<SocialStart>('/wps/session/social/start', { method: 'POST', body: { provider } });

/**
 * Opens the provider's sign-in popup and resolves with the proof it posts back. The popup opens blank inside the
 * click (what popup blockers allow), then goes to the page the server's start answered. Only a message from this
 * origin carrying that start's state counts, so another window cannot inject a token. Rejects with
 * SocialPopupError 'blocked' when the browser refused the popup and 'closed' when the player closed or
 * cancelled it; a failed start closes the popup and rejects with the server's error.
 */
export function signInWithPopup(
  provider: SocialProviderId,
  start: (provider: SocialProviderId) => Promise<SocialStart>,
  win: Window = window,
): Promise<SocialProof> {
  const popup = win.open('', `social-${provider}`, POPUP_FEATURES);
  if (!popup) return Promise.reject(new SocialPopupError('blocked'));
  return new Promise<SocialProof>((resolve, reject) => {
    let state: string | null = null;
    let settled = false;
    const done = (): void => {
      settled = true;
      win.removeEventListener('message', onMessage);
      clearInterval(poll);
    };
    const onMessage = (event: MessageEvent): void => {
      if (event.origin !== win.location.origin || state === null) return;
      const data = event.data as Partial<PopupMessage> | null;
      if (!data || data.type !== MESSAGE_TYPE || data.state !== state || data.provider !== provider) return;
      done();
      if (typeof data.idToken === 'string' && data.idToken) resolve({ idToken: data.idToken, state });
      else reject(new SocialPopupError('closed'));
    };
    const poll = setInterval(() => {
      if (!popup.closed) return;
      clearInterval(poll);
      setTimeout(() => {
        if (settled) return;
        done();
        reject(new SocialPopupError('closed'));
      }, CLOSED_GRACE_MS);
    }, CLOSED_POLL_MS);
    win.addEventListener('message', onMessage);
    start(provider).then(
      (answer) => {
        state = answer.state;
        popup.location.href = answer.url;
      },
      (err: unknown) => {
        done();
        popup.close();
        reject(err instanceof Error ? err : new Error(String(err)));
      },
    );
  });
}
