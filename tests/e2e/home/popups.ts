// For e2e flows that are not about announcements (login, register, games…): the home page's announcement popup
// (seed §4, a modal that does not close on an outside click) would cover what those flows click. This answers
// MCSFE_getListAnnouncements from the real server with the popups left out, for every page of a context, also
// after a logout (which starts a new session that would show the guests' popup again).
import { request as httpRequest } from 'node:http';
import type { BrowserContext } from 'playwright-core';

function fetchThroughLoopback(port: number, url: URL, headers: Record<string, string>): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    // Node cannot resolve *.localhost: connect to 127.0.0.1 and keep the brand's Host
    const req = httpRequest({ host: '127.0.0.1', port, method: 'GET', path: url.pathname + url.search, headers: { ...headers, host: url.host } }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (text += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
    });
    req.on('error', reject);
    req.end();
  });
}

export async function withoutAnnouncementPopups(context: BrowserContext, port?: number): Promise<void> {
  await context.route('**/wps/relay/MCSFE_getListAnnouncements*', async (route) => {
    const url = new URL(route.request().url());
    const real = await fetchThroughLoopback(port ?? Number(url.port), url, route.request().headers());
    const body = JSON.parse(real.text) as { success: boolean; value?: { popup?: unknown[] } };
    if (body.success && body.value) body.value.popup = [];
    await route.fulfill({ status: real.status, json: body });
  });
}
