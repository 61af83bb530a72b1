// One page of a member's game list (favourites, recent games): the member's rows joined to the catalog, only games of
// vendors the brand shows, optionally of one type, newest first.
import type { GameItemPage, GameType } from '../../../generated/types.ts';
import type { Queryable } from '../../db/types.ts';
import type { BrandVendor } from './brand-vendors.ts';
import { gameColumns, gameItems, type GameRow } from './items.ts';
import { totalPages } from '../../http/query.ts';

/** The member tables and the column that orders them (constants: never from a request). */
const LISTS = {
  favorites: { table: 'favorite_games', order: 'm.created_at DESC, m.seq DESC' },
  recent: { table: 'recent_games', order: 'm.launched_at DESC, m.seq DESC' },
} as const;

export interface MemberPageQuery {
  list: keyof typeof LISTS;
  memberId: string;
  brandId: string;
  /** JSON array of the brand's vendor codes (vendorParam). */
  vendorsParam: string;
  vendors: Map<string, BrandVendor>;
  language: string;
  gameType?: GameType | undefined;
  page: { pageNo: number; pageSize: number; offset: number };
}

export async function memberGamePage(db: Queryable, q: MemberPageQuery): Promise<GameItemPage> {
  const { table, order } = LISTS[q.list];
  const params: unknown[] = [q.memberId, q.brandId, q.vendorsParam];
  let filter = '';
  if (q.gameType !== undefined) {
    params.push(q.gameType);
    filter = ` AND g.game_type = $${params.length}`;
  }
  const from = `FROM ${table} m JOIN games g ON g.node_id = m.node_id
    WHERE m.member_id = $1 AND m.brand_id = $2 AND g.vendor IN (SELECT jsonb_array_elements_text($3::jsonb))${filter}`;
  const count = await db.query<{ n: string }>(`SELECT count(*) AS n ${from}`, params);
  const rows = await db.query<GameRow>(
    `SELECT ${gameColumns('g')} ${from} ORDER BY ${order} LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    [...params, q.page.pageSize, q.page.offset],
  );
  const n = Number(count.rows[0]?.n ?? 0);
  return { content: gameItems(rows.rows, q.vendors, q.language), pageNum: q.page.pageNo, totalPages: totalPages(n, q.page.pageSize), totalCount: n };
}
