// GET /wps/relay/MCSFE_getListAnnouncements (token?) (banner and notice shapes: docs/spec/api.md; games contract): the
// brand's notices and popups (content/announcements.json) showing now, in the Language header's language, and its
// banners.
import type { FastifyInstance } from 'fastify';
import type { AnnouncementListRequest } from '../../../generated/types.ts';
import { ALL_ANNOUNCEMENT_TYPES, announcementList, type AnnouncementType } from '../../../engine/content/announcements.ts';
import { ok } from '../../http/envelope.ts';
import { queryParams } from '../../http/query.ts';
import { brandOf, services } from '../../services.ts';
import { DEV_NO_POPUPS_COOKIE } from './devCookie.ts';
import { requestSchemas } from '../../../generated/request-schemas.ts';

const NO_POPUPS = new RegExp(`(?:^|;\\s*)${DEV_NO_POPUPS_COOKIE}=1(?:;|$)`);

export async function announcementRoutes(app: FastifyInstance): Promise<void> {
  const { clock, settings } = services(app);

  app.get('/wps/relay/MCSFE_getListAnnouncements', { schema: { querystring: requestSchemas.AnnouncementListRequest } }, async (request) => {
    const q = queryParams<AnnouncementListRequest>(request, ['types', 'platform', 'execution', 'groupName'], []);
    const brand = brandOf(request);
    const types = q.types === undefined ? ALL_ANNOUNCEMENT_TYPES : (q.types.split(',') as AnnouncementType[]);
    const list = announcementList(brand.announcements, brand.config.banners, {
      types,
      language: request.language,
      nowMs: clock.now(),
      execution: q.execution,
      groupName: q.groupName,
    });
    if (settings.devTools && NO_POPUPS.test(request.headers.cookie ?? '')) list.popup = [];
    return ok(list);
  });
}
