/**
 * Dev tools only (DEV_TOOLS=1, never `npm start`): a browser carrying this cookie gets no popups. The e2e flows that
 * are not about announcements set it, since a popup (a modal) covers what they click; intercepting the request in
 * the browser instead would switch off its HTTP cache for the whole flow.
 */
export const DEV_NO_POPUPS_COOKIE = 'dev_no_popups';
