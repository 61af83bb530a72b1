// Downline management (the downlineManagmentView page): the direct downline of one team member (or of the agent),
// or a username search over the whole team; every row is a descendant of the asking agent, by its closure rows.
import type { AgentContract, TeamMember, TeamMembers, TeamMembersRequest } from '../../../../generated/types.ts';
import type { LoadedBrand } from '../../../../engine/brand/loaded.ts';
import { isAgentType } from '../../../../engine/accounts/member-types.ts';
import type { Queryable } from '../../../db/types.ts';
import { pageOf } from '../../../http/query.ts';
import { assertInTeam } from '../access.ts';
import { CONTRACT_SELECT, enabledKinds, toContract, type ContractRow } from '../contracts/repository.ts';
import { iso, isoOrNull } from '../dates.ts';

interface Row {
  id: string;
  username: string;
  nickname: string | null;
  type: number;
  created_at: Date | string;
  last_login_at: Date | string | null;
  depth: number;
  direct: string;
  team: string;
  balance: string | null;
}

const likePattern = (s: string): string => `%${s.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The agent first, then each member down to parentId (breadcrumb). */
async function pathTo(q: Queryable, agentId: string, parentId: string): Promise<TeamMembers['path']> {
  const r = await q.query<{ id: string; username: string; nickname: string | null }>(
    `SELECT m.id, m.username, m.nickname FROM member_tree up
     JOIN member_tree mine ON mine.descendant_id = up.ancestor_id AND mine.ancestor_id = $1
     JOIN members m ON m.id = up.ancestor_id
     WHERE up.descendant_id = $2 ORDER BY mine.depth`,
    [agentId, parentId],
  );
  return r.rows.map((p) => ({ id: String(p.id), username: p.username, ...(p.nickname ? { nickname: p.nickname } : {}) }));
}

export async function teamMembers(q: Queryable, brand: LoadedBrand, agentId: string, req: TeamMembersRequest): Promise<TeamMembers> {
  const { pageNo, pageSize, offset } = pageOf(req.pageNo, req.pageSize, 20);
  const search = req.search?.trim();
  const parentId = search ? agentId : (req.parentId ?? agentId);
  if (parentId !== agentId) await assertInTeam(q, brand.id, agentId, parentId);
  const filter = search ? "m.username_key LIKE $3 ESCAPE '\\'" : 'm.upline_id = $3';
  const params = [agentId, brand.id, search ? likePattern(search) : parentId];
  const from = `FROM member_tree ta JOIN members m ON m.id = ta.descendant_id WHERE ta.ancestor_id = $1 AND ta.depth >= 1 AND m.brand_id = $2 AND ${filter}`;
  const total = await q.query<{ n: string }>(`SELECT count(*) AS n ${from}`, params);
  const rows = await q.query<Row>(
    `SELECT m.id, m.username, m.nickname, m.type, m.created_at, m.last_login_at, ta.depth,
       (SELECT count(*) FROM member_tree x WHERE x.ancestor_id = m.id AND x.depth = 1) AS direct,
       (SELECT count(*) FROM member_tree x WHERE x.ancestor_id = m.id AND x.depth >= 1) AS team,
       (SELECT sum(a.balance_minor) FROM ledger_accounts a WHERE a.brand_id = $2 AND a.kind = 'main' AND a.member_id = m.id) AS balance
     ${from} ORDER BY ta.depth, m.id LIMIT $4 OFFSET $5`,
    [...params, pageSize, offset],
  );
  const direct = rows.rows.filter((r) => Number(r.depth) === 1).map((r) => String(r.id));
  const given = new Map<string, AgentContract[]>();
  if (direct.length) {
    const c = await q.query<ContractRow>(
      `${CONTRACT_SELECT} WHERE c.brand_id = $1 AND c.upline_id = $2 AND c.downline_id = ANY($3::bigint[])
       AND c.status IN ('offered', 'active') AND c.kind = ANY($4::text[]) ORDER BY c.id`,
      [brand.id, agentId, direct, enabledKinds(brand)],
    );
    for (const row of c.rows) {
      const list = given.get(String(row.downline_id)) ?? [];
      list.push(toContract(row));
      given.set(String(row.downline_id), list);
    }
  }
  const list: TeamMember[] = rows.rows.map((r) => ({
    id: String(r.id),
    username: r.username,
    nickname: r.nickname ?? '',
    type: Number(r.type),
    isAgent: isAgentType(r.type),
    depth: Number(r.depth),
    directCount: Number(r.direct),
    teamSize: Number(r.team),
    balanceMinor: BigInt(r.balance ?? 0).toString(),
    createdAt: iso(r.created_at),
    lastLoginAt: isoOrNull(r.last_login_at),
    contracts: given.get(String(r.id)) ?? [],
  }));
  return { list, pageNo, pageSize, total: Number(total.rows[0]?.n ?? 0), path: await pathTo(q, agentId, parentId) };
}
