import type { MemberType } from '../../generated/types.ts';

/** Agents are member types 1, 2, 41 and 42 (docs/spec/rules.md, roles). */
export const AGENT_TYPES: readonly MemberType[] = ['1', '2', '41', '42'];
/** Free-play (trial) accounts are member type 4 (docs/spec/rules.md, roles). */
export const TRIAL_TYPES: readonly MemberType[] = ['4'];
/** Ordinary players: types 0 and 3. */
export const MEMBER_TYPES: readonly MemberType[] = ['0', '3'];

export const ALL_MEMBER_TYPES: readonly MemberType[] = [...MEMBER_TYPES, ...AGENT_TYPES, ...TRIAL_TYPES];

export function isMemberType(value: unknown): value is MemberType {
  return typeof value === 'string' && (ALL_MEMBER_TYPES as readonly string[]).includes(value);
}

export function isAgentType(type: string | number): boolean {
  return (AGENT_TYPES as readonly string[]).includes(String(type));
}

export function isTrialType(type: string | number): boolean {
  return (TRIAL_TYPES as readonly string[]).includes(String(type));
}

/** The words operators use (`--type agent`) to the numeric type; numeric strings pass through. */
export function memberTypeFromName(name: string): MemberType | null {
  if (name === 'member') return '0';
  if (name === 'agent') return '1';
  if (name === 'trial') return '4';
  return isMemberType(name) ? name : null;
}

/** Which login page may sign a type in: the agent page only agents, the member page everyone else (docs/spec/rules.md). */
export function portalRefusal(portal: 'member' | 'agent', type: string | number): 'login.not_member' | 'login.not_agent' | null {
  const agent = isAgentType(type);
  if (portal === 'agent' && !agent) return 'login.not_agent';
  if (portal === 'member' && agent) return 'login.not_member';
  return null;
}
