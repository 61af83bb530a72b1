import { useEffect } from 'react';
import { useSession } from '../../state/session.ts';
import { popupExecution, rememberFirstLogin, sawFirstLogin, type PopupExecution } from './popupOnce.ts';

/** The popup audience of the current visitor (A logged in, B anonymous, F first login). */
export function usePopupExecution(): PopupExecution {
  const isLogin = useSession((s) => s.isLogin);
  const firstTimeLogin = useSession((s) => s.userInfo?.firstTimeLogin === true);
  useEffect(() => {
    if (isLogin && firstTimeLogin) rememberFirstLogin();
  }, [isLogin, firstTimeLogin]);
  return popupExecution(isLogin, firstTimeLogin, isLogin && sawFirstLogin());
}
