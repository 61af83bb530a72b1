import type { SocialProviderId } from '../../../api/types.ts';

/** Why a provider popup gave no identity token (seed §8: popup blocked / popup closed by user). */
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

function randomState(): string {
  return [...crypto.getRandomValues(new Uint8Array(16))].map((x) => x.toString(16).padStart(2, '0')).join('');
}

export const POPUP_FEATURES = 'popup=yes,width=480,height=640';
const CLOSED_POLL_MS = 500;

/**
 * Opens the provider's sign-in popup (the server's local provider page) and resolves with the identity token it
 * posts back. Only a message from this origin carrying the state this call generated counts, so another window
 * cannot inject a token. Rejects with SocialPopupError 'blocked' when the browser refused the popup and
 * 'closed' when the player closed or cancelled it.
 */
export function signInWithPopup(provider: SocialProviderId, win: Window = window): Promise<string> {
  const state = randomState();
  const url = `/wps/session/social/local/authorize?${new URLSearchParams({ provider, state }).toString()}`;
  const popup = win.open(url, `social-${provider}`, POPUP_FEATURES);
  if (!popup) return Promise.reject(new SocialPopupError('blocked'));
  return new Promise<string>((resolve, reject) => {
    const done = (): void => {
      win.removeEventListener('message', onMessage);
      clearInterval(poll);
    };
    const onMessage = (event: MessageEvent): void => {
      if (event.origin !== win.location.origin) return;
      const data = event.data as Partial<PopupMessage> | null;
      if (!data || data.type !== MESSAGE_TYPE || data.state !== state || data.provider !== provider) return;
      done();
      if (typeof data.idToken === 'string' && data.idToken) resolve(data.idToken);
      else reject(new SocialPopupError('closed'));
    };
    const poll = setInterval(() => {
      if (popup.closed) {
        done();
        reject(new SocialPopupError('closed'));
      }
    }, CLOSED_POLL_MS);
    win.addEventListener('message', onMessage);
  });
}
