import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';

/** Each navigation scrolls to the top, or to the hash's element when there is one. */
export function ScrollManager(): ReactNode {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    if (hash) {
      const el = document.getElementById(decodeURIComponent(hash.slice(1)));
      if (el) {
        el.scrollIntoView();
        return;
      }
    }
    window.scrollTo(0, 0);
  }, [pathname, hash]);
  return null;
}
