// Installs the brand's service worker (/sw.js, served per host by the reference server): the shell, the last
// lobby and a branded offline page keep working without the network. Nothing in dev (Vite serves modules that
// change under the same URL) or where the browser has no service workers.

/** Registers /sw.js for scope / once the page has loaded (it never competes with the first paint). */
export function registerServiceWorker(): void {
  if (import.meta.env.DEV || typeof window === 'undefined' || !('serviceWorker' in navigator)) return;
  const register = (): void => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => {
      // No worker (private mode, blocked by policy): the site works as before, only not offline.
    });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
