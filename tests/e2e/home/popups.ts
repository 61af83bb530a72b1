// For e2e flows that are not about announcements (login, register, games…): the home page's announcement popup (shown
// once per session, a modal that does not close on an outside click) would cover what those flows click. The e2e
// server runs with dev tools on, where a dev_no_popups cookie makes MCSFE_getListAnnouncements answer without popups
// (src/server/modules/announcements/routes.ts), for every page of a context, also after a logout (which starts a new
// session that would show the guests' popup again). A cookie, not page.route: routing a request switches off the
// browser's HTTP cache for the whole context, and every page load of a flow then fetched and compiled the app anew.
import type { BrowserContext } from 'playwright-core';
import { DEV_NO_POPUPS_COOKIE } from '../../../src/server/modules/announcements/devCookie.ts';
import { shippedBrands } from '../brands.ts';

/** Every host the e2e server answers a brand on: each brand's own, and the default brand's loopback names. */
const HOSTS = () => [...shippedBrands().map((id) => `${id}.localhost`), 'localhost', '127.0.0.1'];

export async function withoutAnnouncementPopups(context: BrowserContext): Promise<void> {
  await context.addCookies(HOSTS().map((host) => ({ name: DEV_NO_POPUPS_COOKIE, value: '1', url: `http://${host}/` })));
}
