// Who may call an agent endpoint, and which member ids it may name (docs/agent-contract.md "Who is who"). Every
// id an agent sends is checked against its own closure rows (member_tree.ancestor_id = agent): anything outside
// the team — another agent's member, another brand's id, an unknown id — is one and the same 404, so the answers
// never tell those apart.
import type { FastifyRequest } from 'fastify';
import { isAgentType } from '../../../engine/accounts/member-types.ts';
import type { LoadedBrand } from '../../../engine/brand/loaded.ts';
import type { Queryable } from '../../db/types.ts';
import { ApiError, ErrorCode } from '../../http/errors.ts';
import { brandOf, refuseTrial, requireSession, type AccountServices } from '../../services.ts';

/** The one answer for any id outside the caller's team. */
export function teamNotFound(): ApiError {
  return new ApiError(404, ErrorCode.notFound, 'Not found');
}

/** The logged-in caller of an agent-only endpoint: session + brand; 403 agent.only for non-agents, trial refused. */
export async function requireAgent(_svc: AccountServices, request: FastifyRequest): Promise<{ brand: LoadedBrand; agentId: string }> {
  const brand = brandOf(request);
  const session = requireSession(request);
  refuseTrial(session);
  // session.memberType is read from members.type on every lookup, so a demoted agent loses access at once.
  if (!isAgentType(session.memberType)) throw new ApiError(403, ErrorCode.agentOnly, 'Only agents can use the agent center');
  return { brand, agentId: session.customerId };
}

/** The logged-in real (non-trial) member, agent or not (contracts received, settlements received). */
export async function requireRealMember(
  _svc: AccountServices,
  request: FastifyRequest,
): Promise<{ brand: LoadedBrand; memberId: string; isAgent: boolean }> {
  const brand = brandOf(request);
  const session = requireSession(request);
  refuseTrial(session);
  return { brand, memberId: session.customerId, isAgent: isAgentType(session.memberType) };
}

/** A member id as the API sends it: digits only, else it cannot be anyone's (and must not reach a bigint cast). */
function idOrNull(memberId: string): string | null {
  return /^[1-9][0-9]{0,17}$/.test(memberId) ? memberId : null;
}

/** 404 not.found unless memberId is a descendant of agentId in this brand (direct: depth 1 only). Returns the depth. */
export async function assertInTeam(
  q: Queryable,
  brandId: string,
  agentId: string,
  memberId: string,
  opts: { direct?: boolean } = {},
): Promise<number> {
  const id = idOrNull(String(memberId));
  if (!id) throw teamNotFound();
  const r = await q.query<{ depth: number }>(
    `SELECT t.depth FROM member_tree t JOIN members m ON m.id = t.descendant_id
     WHERE t.ancestor_id = $1 AND t.descendant_id = $2 AND t.depth >= 1 AND m.brand_id = $3`,
    [agentId, id, brandId],
  );
  const depth = r.rows[0] ? Number(r.rows[0].depth) : 0;
  if (depth < 1 || (opts.direct && depth !== 1)) throw teamNotFound();
  return depth;
}

/** Resolve a username typed in a report filter to a team member id, or throw 404 (never leaks other brands/teams). */
export async function teamMemberByUsername(q: Queryable, brandId: string, agentId: string, username: string): Promise<string> {
  const name = username.trim();
  if (!name || name.length > 64) throw teamNotFound();
  const r = await q.query<{ id: string }>(
    `SELECT m.id FROM members m JOIN member_tree t ON t.descendant_id = m.id AND t.ancestor_id = $1 AND t.depth >= 1
     WHERE m.brand_id = $2 AND m.username_key = lower($3)`,
    [agentId, brandId, name],
  );
  const id = r.rows[0]?.id;
  if (id === undefined) throw teamNotFound();
  return String(id);
}
